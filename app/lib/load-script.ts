import { afterNextPaint } from './after-next-paint';
import { withTimeLimit } from './time-limit';

const pending = new Map<string, Promise<void>>();

/** `signal` only with `isFresh`: a load shared by URL must not end when one caller leaves. */
type LoadScriptOptions = { timeoutMs?: number; parent?: HTMLElement } & (
  { isFresh?: false; signal?: never } | { isFresh: true; signal?: AbortSignal }
);

// Adds a `<script src>` once per URL after the next paint; rejects on failure or `timeoutMs` (and
// may be tried again). `isFresh`: a tag per call. `signal`: a tag not yet added never will be.
export function loadScript(
  src: string,
  { timeoutMs = 10_000, parent, isFresh = false, signal }: LoadScriptOptions = {},
): Promise<void> {
  const existing = isFresh ? undefined : pending.get(src);
  if (existing) return existing;

  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  const promise = withTimeLimit(
    timeoutMs,
    `Timed out loading ${src}`,
    () =>
      new Promise<void>((resolve, reject) => {
        script.addEventListener('load', () => resolve());
        script.addEventListener('error', () => reject(new Error(`Could not load ${src}`)));
        signal?.addEventListener('abort', () => reject(new Error(`Left before ${src} came`)), {
          once: true,
        });
        // Widgets that draw next to their own <script> tag are given the element to draw in.
        afterNextPaint(() => signal?.aborted || (parent ?? document.head).append(script));
      }),
  ).catch((error: unknown) => {
    if (!isFresh) pending.delete(src);
    if (!signal?.aborted) script.remove();
    throw error;
  });
  if (!isFresh) pending.set(src, promise);
  return promise;
}
