/**
 * When a built page starts its JavaScript (docs/decisions/0001-paint-first.md): once parsed,
 * painted and its priority image (the LCP) loaded, or at `load`, or by a deadline; then every
 * module it needs is fetched at once.
 */

/** Hydration starts by this long after the page's scripts run, even if an image is late. */
export const HYDRATION_DEADLINE_MS = 5000;

/** What the build knows of a page: how it hydrates, and every module that needs. */
export type PageScripts = {
  hydrate: () => Promise<void>;
  modules: readonly string[];
};

export function startHydrationWhenShown({ hydrate, modules }: PageScripts): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // Without these, each level of imports is discovered only once the one above it arrived.
    for (const href of modules) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    setTimeout(() => {
      hydrate().catch((error: unknown) =>
        console.error('The page could not start its scripts', error),
      );
    });
  };
  const whenShown = () => {
    void Promise.all([firstPaint(), priorityImages()]).then(start);
  };

  if (document.readyState === 'complete') start();
  else {
    addEventListener('load', start, { once: true });
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', whenShown, { once: true });
    } else whenShown();
  }
  // A stalled request (an image, a frame) must not keep the page inert.
  setTimeout(start, HYDRATION_DEADLINE_MS);
}

/**
 * The first paint comes first on every page, so no script competes with it. Where the browser
 * cannot report paints, two animation frames mean a frame was drawn.
 */
function firstPaint(): Promise<void> {
  return new Promise((done) => {
    if (!(PerformanceObserver.supportedEntryTypes ?? []).includes('paint')) {
      requestAnimationFrame(() => requestAnimationFrame(() => done()));
      return;
    }
    new PerformanceObserver((_list, observer) => {
      observer.disconnect();
      done();
    }).observe({ type: 'paint', buffered: true });
  });
}

/**
 * The first screen's own image (fetchpriority=high, the LCP) comes first too; lazy or
 * below-the-fold images and the favicon need not hold up the scripts.
 */
function priorityImages(): Promise<unknown[]> {
  const images = document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]');
  return Promise.all(
    [...images].map((image) =>
      image.complete
        ? Promise.resolve()
        : new Promise((done) => {
            image.addEventListener('load', done, { once: true });
            image.addEventListener('error', done, { once: true });
          }),
    ),
  );
}
