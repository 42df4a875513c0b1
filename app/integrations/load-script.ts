const pending = new Map<string, Promise<void>>();

/**
 * Adds a `<script src>` once per URL and resolves when it has loaded. Rejects when it fails to
 * load or takes longer than `timeoutMs`; a failed URL may be tried again later.
 */
export function loadScript(src: string, { timeoutMs = 10_000 } = {}): Promise<void> {
  const existing = pending.get(src);
  if (existing) return existing;

  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const timer = window.setTimeout(() => fail(new Error(`Timed out loading ${src}`)), timeoutMs);
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => fail(new Error(`Could not load ${src}`)));
    document.head.append(script);

    function fail(error: Error) {
      window.clearTimeout(timer);
      pending.delete(src);
      script.remove();
      reject(error);
    }
  });
  pending.set(src, promise);
  return promise;
}
