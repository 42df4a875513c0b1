import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HYDRATION_DEADLINE_MS, startHydrationWhenShown } from './start-hydration';

const MODULES = ['/assets/root-2.js', '/assets/home-3.js', '/assets/entry.client-4.js'];

/** The browser, as far as the starter sees it: paints, the LCP image, the document's state. */
function page({
  canReportPaint = true,
  readyState = 'loading',
}: { canReportPaint?: boolean; readyState?: DocumentReadyState } = {}) {
  const paintObservers: (() => void)[] = [];
  const frames: FrameRequestCallback[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = canReportPaint ? ['paint', 'navigation'] : ['navigation'];
    constructor(private readonly callback: PerformanceObserverCallback) {}
    observe(options: PerformanceObserverInit) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      paintObservers.push(() =>
        this.callback({} as PerformanceObserverEntryList, this as unknown as PerformanceObserver),
      );
    }
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
  const hydrate = vi.fn(() => Promise.resolve());
  startHydrationWhenShown({ hydrate, modules: MODULES });
  return {
    hydrate,
    /** The browser paints: observers hear of it, and a frame is drawn after the next. */
    paint: () => {
      for (const notify of paintObservers.splice(0)) notify();
      for (const frame of frames.splice(0)) frame(0);
      for (const frame of frames.splice(0)) frame(0);
    },
    parsed: () => document.dispatchEvent(new Event('DOMContentLoaded')),
    loaded: () => window.dispatchEvent(new Event('load')),
    /** Lets promises settle and the zero-delay timer that calls `hydrate` run. */
    settle: () => vi.advanceTimersByTimeAsync(1),
  };
}

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

beforeEach(() => {
  vi.useFakeTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '<img fetchpriority="high" src="/hero.avif" alt="">';
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The priority image has (or has not yet) arrived. */
function priorityImageComplete(complete: boolean) {
  const image = document.querySelector('img');
  if (image) Object.defineProperty(image, 'complete', { value: complete, configurable: true });
  return image;
}

describe('startHydrationWhenShown', () => {
  it('starts once the page is parsed, painted and its priority image has loaded, before load', async () => {
    const image = priorityImageComplete(false);
    const { hydrate, paint, parsed, loaded, settle } = page();
    parsed();
    paint();
    await settle();
    expect(hydrate).not.toHaveBeenCalled(); // the LCP image is still loading
    expect(preloaded()).toEqual([]);
    image?.dispatchEvent(new Event('load'));
    await settle();
    expect(hydrate).toHaveBeenCalledTimes(1);
    loaded();
    await settle();
    expect(hydrate).toHaveBeenCalledTimes(1); // once only
  });

  it('does not wait for an image that failed', async () => {
    const image = priorityImageComplete(false);
    const { hydrate, paint, parsed, settle } = page();
    parsed();
    paint();
    image?.dispatchEvent(new Event('error'));
    await settle();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('waits for the first paint even when the priority image is already there', async () => {
    priorityImageComplete(true);
    const { hydrate, paint, parsed, settle } = page();
    parsed();
    await settle();
    expect(hydrate).not.toHaveBeenCalled(); // parsed, not yet painted
    paint();
    await settle();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('counts two animation frames as a paint where paints cannot be observed', async () => {
    priorityImageComplete(true);
    const { hydrate, paint, parsed, settle } = page({ canReportPaint: false });
    parsed();
    await settle();
    expect(hydrate).not.toHaveBeenCalled();
    paint();
    await settle();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('starts at the load event at the latest', async () => {
    priorityImageComplete(false);
    const { hydrate, loaded, settle } = page();
    await settle();
    expect(hydrate).not.toHaveBeenCalled();
    loaded();
    await settle();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('starts at once when the page has already loaded', async () => {
    const { hydrate, settle } = page({ readyState: 'complete' });
    await settle();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('starts anyway after the deadline when load is held up, and only once', async () => {
    priorityImageComplete(false);
    const { hydrate, loaded, settle } = page();
    await vi.advanceTimersByTimeAsync(HYDRATION_DEADLINE_MS - 1);
    expect(hydrate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(hydrate).toHaveBeenCalledTimes(1);
    loaded();
    await settle();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('preloads every module of the page at once when hydration starts, not before', () => {
    priorityImageComplete(false);
    const { loaded } = page();
    expect(preloaded()).toEqual([]);
    loaded();
    expect(preloaded()).toEqual(MODULES);
  });

  it('says so in the console when the scripts cannot start', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { hydrate, settle } = page({ readyState: 'complete' });
    hydrate.mockRejectedValueOnce(new Error('offline'));
    await settle();
    expect(error).toHaveBeenCalledWith(
      'The page could not start its scripts',
      new Error('offline'),
    );
  });
});
