/**
 * State the browser owns (the visitor's consent, the discount code, the product as last loaded):
 * a value, who listens, and `set`. Components read it with `useBrowserState`; handlers and plain
 * functions read it with `get()` at the moment they run.
 */
export type BrowserState<T> = {
  get: () => T;
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createBrowserState<T>(initial: T): BrowserState<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
