/** The next resource timing entry that `matches`, once the browser has that response whole; null
 * after `limitMs`, or at once where resources cannot be observed. */
export function nextResourceEntry(
  matches: (url: string) => boolean,
  limitMs: number,
): Promise<PerformanceResourceTiming | null> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | null = null;
    const done = (entry: PerformanceResourceTiming | null) => {
      observer?.disconnect();
      clearTimeout(limit);
      resolve(entry);
    };
    const limit = setTimeout(() => done(null), limitMs);
    try {
      observer = new PerformanceObserver((list) => {
        const entries = list.getEntries() as PerformanceResourceTiming[];
        const entry = entries.find(({ name }) => matches(name));
        if (entry) done(entry);
      });
      observer.observe({ type: 'resource' });
    } catch {
      done(null);
    }
  });
}
