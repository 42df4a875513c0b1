import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { measureFirstLoad } from '../scripts/lib/first-load.mjs';

const CLIENT_DIR = fileURLToPath(new URL('../build/client/', import.meta.url));
const KIB = 1024;

/**
 * First-load budgets, gzipped, to catch regressions. The target for the home page is 115 KB
 * (issues 2 and 11, not met yet); with every feature in (buy links and the store state, lazy
 * toasts, responsive media, page views, SEO tags, and since issue 12 the consent state, the
 * "Cookie settings" link and the shop events; the choice region itself loads only when shown)
 * it measures 117.9 KiB, of which React and React Router are about 106 KiB, so the budget holds
 * it at 118.5 KiB. The other pages get a little more room for their own features.
 */
const BUDGETS = [
  { page: 'index.html', jsKiB: 118.5, cssKiB: 12 },
  { page: 'wholesale.html', jsKiB: 120, cssKiB: 12 },
  { page: 'contact.html', jsKiB: 120, cssKiB: 12 },
  { page: 'privacy.html', jsKiB: 120, cssKiB: 12 },
  { page: 'terms.html', jsKiB: 120, cssKiB: 12 },
  { page: '404.html', jsKiB: 120, cssKiB: 12 },
];

for (const budget of BUDGETS) {
  test(`${budget.page} stays within its first-load byte budget`, () => {
    const measured = measureFirstLoad(CLIENT_DIR, budget.page);
    expect(measured.jsFiles.length).toBeGreaterThan(0);
    expect(measured.jsGzipBytes).toBeLessThanOrEqual(budget.jsKiB * KIB);
    expect(measured.cssGzipBytes).toBeGreaterThan(0);
    expect(measured.cssGzipBytes).toBeLessThanOrEqual(budget.cssKiB * KIB);
  });
}

/** Third-party code that must stay off the first load of every route but the ones that use it. */
const THIRD_PARTY_MARKERS = [
  { name: 'reCAPTCHA loader', marker: 'recaptcha/api.js', allowedOn: ['contact.html'] },
  { name: 'EmailJS library', marker: '/api/v1.0/email/send', allowedOn: [] as string[] },
  { name: 'Storefront client', marker: 'X-Shopify-Storefront-Access-Token', allowedOn: [] },
  { name: 'Meta pixel', marker: 'fbevents.js', allowedOn: [] },
];

for (const { page } of BUDGETS) {
  test(`${page} loads no third-party code it does not use at once`, () => {
    const { jsFiles } = measureFirstLoad(CLIENT_DIR, page);
    const code = jsFiles.map((file) => readFileSync(join(CLIENT_DIR, file), 'utf8')).join('\n');
    for (const { name, marker, allowedOn } of THIRD_PARTY_MARKERS) {
      expect(code.includes(marker), `${name} in the first load of ${page}`).toBe(
        allowedOn.includes(page),
      );
    }
  });
}
