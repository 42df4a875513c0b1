import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { measureFirstLoad } from '../scripts/lib/first-load.mjs';

const CLIENT_DIR = fileURLToPath(new URL('../build/client/', import.meta.url));
const KIB = 1024;

/** Issue 2 targets: first-load JS of / ≤ 115 KB gzipped; CSS ≤ 12 KB gzipped on every page. */
const BUDGETS = [
  { page: 'index.html', jsKiB: 115, cssKiB: 12 },
  { page: 'wholesale/index.html', jsKiB: 115, cssKiB: 12 },
  { page: 'contact/index.html', jsKiB: 115, cssKiB: 12 },
  { page: 'privacy/index.html', jsKiB: 115, cssKiB: 12 },
  { page: 'terms/index.html', jsKiB: 115, cssKiB: 12 },
  { page: '__spa-fallback.html', jsKiB: 115, cssKiB: 12 },
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
