import { describe, expect, it } from 'vitest';
import { VITAL_NAMES } from '../../app/vitals/vitals-beacon.ts';
import { GOOD_UP_TO, percentile75, recordsIn, summarize } from './summary.mjs';

/** @param {string} route @param {Record<string, number>} metrics */
const life = (route, metrics) =>
  JSON.stringify({ event: 'web-vitals', route, nav: 'navigate', ...metrics });

describe('npm run vitals: the field data summed up', () => {
  it('judges the metrics the page sends', () => {
    expect(Object.keys(GOOD_UP_TO)).toEqual([...VITAL_NAMES]);
  });

  it('the 75th percentile by nearest rank', () => {
    expect(percentile75([4, 1, 3, 2])).toBe(3);
    expect(percentile75([10, 20, 30, 40, 50])).toBe(40);
    expect(percentile75([7])).toBe(7);
  });

  it('finds the server’s line as it is and as each host wraps it', () => {
    const own = life('/', { LCP: 1800 });
    const cloudflare = JSON.stringify({ outcome: 'ok', logs: [{ level: 'info', message: [own] }] });
    const netlify = `Nov 28, 07:00:00 PM: 2f3c9a INFO   ${own}`;
    const vercel = JSON.stringify({ level: 'info', message: own, source: 'lambda' });
    const pretty = `        ${JSON.stringify(own)},`;
    for (const line of [own, cloudflare, netlify, vercel, pretty]) {
      expect(recordsIn(line)).toEqual([JSON.parse(own)]);
    }
    expect(recordsIn('GET /vitals 204')).toEqual([]);
    expect(recordsIn('{"event":"web-vitals", broken')).toEqual([]);
  });

  it('prints each route’s p75, share good and count, and the good page lives', () => {
    const lines = [
      life('/', { LCP: 1000, INP: 80, CLS: 0.01, FCP: 700, TTFB: 100 }),
      life('/', { LCP: 2000, INP: 150, CLS: 0.02, FCP: 900, TTFB: 300 }),
      life('/', { LCP: 2600, INP: 250, CLS: 0.05, FCP: 1900, TTFB: 900 }),
      life('/', { LCP: 4100, CLS: 0.3 }),
      life('/contact', { FCP: 600, TTFB: 90 }),
      'an unrelated line',
    ];
    expect(summarize(lines)).toEqual([
      'Field data: 5 page lives.',
      '',
      'route     metric  p75       good  count',
      '/         LCP     2,600 ms  50%   4',
      '/         INP     250 ms    67%   3',
      '/         CLS     0.050     75%   4',
      '/         FCP     1,900 ms  67%   3',
      '/         TTFB    900 ms    67%   3',
      '/contact  FCP     600 ms    100%  1',
      '/contact  TTFB    90 ms     100%  1',
      '',
      'Page lives good on LCP, INP and CLS (each where measured):',
      '  /: 50% of 4',
      '  /contact: none measured',
    ]);
  });
});
