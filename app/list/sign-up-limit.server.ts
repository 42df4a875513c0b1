/** Sign-ups per address per minute, then 429: Cloudflare's binding, else this server's memory. */

/** Sign-ups one address may send per window: a person sends one, the list and a waitlist two. */
export const SIGN_UPS_PER_WINDOW = 3;
export const SIGN_UP_WINDOW_MS = 60_000;
/** Addresses remembered at most: past this the oldest windows are forgotten first. */
const MAX_ADDRESSES = 10_000;

export type SignUpLimit = (address: string) => Promise<boolean>;

/** A fixed window per address, in this server's memory; `now` is the clock (tests fake it). */
export function memorySignUpLimit(
  now: () => number = Date.now,
  perWindow = SIGN_UPS_PER_WINDOW,
): SignUpLimit {
  const windows = new Map<string, { start: number; count: number }>();
  return (address) => {
    const at = now();
    const window = windows.get(address);
    if (!window || at - window.start >= SIGN_UP_WINDOW_MS) {
      windows.delete(address);
      windows.set(address, { start: at, count: 1 });
      // The Map keeps the order windows began in: the oldest go first.
      for (const [old] of windows) {
        if (windows.size <= MAX_ADDRESSES) break;
        windows.delete(old);
      }
      return Promise.resolve(true);
    }
    window.count += 1;
    return Promise.resolve(window.count <= perWindow);
  };
}

/** This server's own count, for the hosts that bring none. */
export const serverSignUpLimit = memorySignUpLimit();
