/** Field data: how fast the site is on real shoppers' phones. Loaded when the page is idle and
 * the visitor's choice allows it (app/consent/choice.ts); one beacon per page life, sent
 * when the page is first hidden (a page left is hidden too). The page life is the document's: a tap to the next page
 * counts for the page it was made on. */
import { onLCP } from 'web-vitals/attribution/onLCP.js';
import { onCLS } from 'web-vitals/onCLS.js';
import { onFCP } from 'web-vitals/onFCP.js';
import { onINP } from 'web-vitals/onINP.js';
import { onTTFB } from 'web-vitals/onTTFB.js';
import type { MetricType } from 'web-vitals';
import { VITALS_FIELDS, VITALS_PATH, routeOf } from './vitals-beacon';

let state: 'off' | 'measuring' | 'sent' | 'withdrawn' = 'off';

export function startFieldData(): void {
  if (state === 'withdrawn') state = 'measuring';
  if (state !== 'off') return;
  state = 'measuring';
  const beacon = new URLSearchParams({ [VITALS_FIELDS.route]: routeOf(location.pathname) });
  const keep = ({ name, value, navigationType }: MetricType) => {
    beacon.set(VITALS_FIELDS.navigation, navigationType);
    beacon.set(name, name === 'CLS' ? value.toFixed(4) : String(Math.round(value)));
  };
  onLCP((metric) => {
    keep(metric);
    // What the largest paint was: a picture (it has an address) or text; never which element.
    beacon.set(VITALS_FIELDS.lcpKind, metric.attribution.url ? 'image' : 'text');
  });
  onINP(keep);
  onCLS(keep);
  onFCP(keep);
  onTTFB(keep);
  // Hidden, the page gives its last values (web-vitals listens while capturing, before this). A
  // page left is hidden too, after its pagehide: that event comes before CLS and INP are final.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden' || state !== 'measuring') return;
    if (!beacon.has(VITALS_FIELDS.navigation)) return;
    state = 'sent';
    navigator.sendBeacon(VITALS_PATH, beacon);
  });
}

/** The visitor said no: nothing of this page life is sent. */
export function stopFieldData(): void {
  if (state === 'measuring') state = 'withdrawn';
}
