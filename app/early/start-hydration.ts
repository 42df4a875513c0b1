/** A built page starts its JavaScript after the first paint and the LCP image (decision 0001). */

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

/** The first paint; where paints are not reported, two animation frames mean one was drawn. */
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

/** The first screen's own image (fetchpriority=high) comes first; lazy ones and icons need not. */
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
