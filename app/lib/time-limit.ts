/**
 * The one way this site gives up on something slow: `work` gets a signal that aborts at the
 * limit, and the result rejects then with `Error(message)` even if the work ignores the signal.
 * A timer of its own rather than AbortSignal.timeout, so tests can run the clock.
 */
export function withTimeLimit<T>(
  ms: number,
  message: string,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(message);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  return Promise.race([work(controller.signal), limit]).finally(() => clearTimeout(timer));
}
