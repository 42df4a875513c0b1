import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Report = (metric: Record<string, unknown>) => void;
const reports = vi.hoisted(() => new Map<string, Report>());
const watch = (name: string) => (report: Report) => void reports.set(name, report);
vi.mock('web-vitals/attribution/onLCP.js', () => ({ onLCP: watch('LCP') }));
vi.mock('web-vitals/onINP.js', () => ({ onINP: watch('INP') }));
vi.mock('web-vitals/onCLS.js', () => ({ onCLS: watch('CLS') }));
vi.mock('web-vitals/onFCP.js', () => ({ onFCP: watch('FCP') }));
vi.mock('web-vitals/onTTFB.js', () => ({ onTTFB: watch('TTFB') }));

const sendBeacon = vi.fn(() => true);

function measure(name: string, value: number, attribution: object = {}) {
  reports.get(name)?.({ name, value, navigationType: 'navigate', attribution });
}

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** The module has one page life: each test loads it afresh. */
async function load() {
  vi.resetModules();
  return import('./field-data');
}

beforeEach(() => {
  reports.clear();
  sendBeacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  window.history.replaceState(null, '', '/wholesale?utm_source=ad&email=a@b.test');
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('field data: one beacon per page life', () => {
  it('sends the page’s metrics once, when it is first hidden: the route, never its query', async () => {
    const { startFieldData } = await load();
    startFieldData();
    measure('TTFB', 212.4);
    measure('FCP', 901.6);
    measure('LCP', 1804.2, { url: 'https://lumenhive.test/assets/jar.avif' });
    measure('CLS', 0.01234);
    measure('INP', 96);
    hide();
    hide();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [path, body] = sendBeacon.mock.calls[0] as unknown as [string, URLSearchParams];
    expect(path).toBe('/vitals');
    expect(body.toString()).toBe(
      'route=%2Fwholesale&nav=navigate&TTFB=212&FCP=902&LCP=1804&lcp=image&CLS=0.0123&INP=96',
    );
  });

  it('text as the largest paint; a pagehide alone sends nothing (CLS and INP come after it)', async () => {
    const { startFieldData } = await load();
    startFieldData();
    measure('LCP', 1200, {});
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).not.toHaveBeenCalled();
    hide();
    const body = (sendBeacon.mock.calls[0] as unknown as [string, URLSearchParams])[1];
    expect(body.get('lcp')).toBe('text');
  });

  it('nothing measured, nothing sent; the visitor’s no sends nothing of the page life', async () => {
    const { startFieldData, stopFieldData } = await load();
    startFieldData();
    hide();
    expect(sendBeacon).not.toHaveBeenCalled();
    measure('FCP', 900);
    stopFieldData();
    hide();
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
