/** Expected failures are values: a small union the caller maps to copy. */
export type Result<T, Reason extends string> =
  { ok: true; value: T } | { ok: false; reason: Reason; detail?: string };
