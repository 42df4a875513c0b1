import { afterNextPaint } from './after-next-paint';
import { withTimeLimit } from './time-limit';

const pending = new Map<string, Promise<void>>();

/**
 * A `signal` only with a tag of the caller's own (`isFresh`): a load shared by URL is shared by
 * every caller, and one caller leaving must not reject it for the others.
 */
type LoadScriptOptions = { timeoutMs?: number; parent?: HTMLElement } & (
  { isFresh?: false; signal?: never } | { isFresh: true; signal?: AbortSignal }
);

/**
 * Adds a `<script src>` once per URL (in `parent`, else the head); rejects on failure or after
 * `timeoutMs`, and a failed URL may be tried again. `isFresh`: a new tag each time, for widgets
 * that draw where their tag is. The tag is added after the next paint, so a page that loads a
 * script as it mounts shows first (on a tap from another page, in the tap's own frame).
 * `signal`: the visitor left (the page unmounted): a tag not yet added never is, and one on its
 * way stays where it is, since a fetched script runs anyway and draws beside its tag.
 */
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
