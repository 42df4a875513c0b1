import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { COMPILE_HINT } from '../../scripts/build/compile-hints.ts';
import {
  FIRST_LOAD_JS_BUDGET,
  gzipSize,
  measureFirstLoad,
} from '../../scripts/build/first-load.mjs';

const CLIENT_DIR = fileURLToPath(new URL('../../build/client/', import.meta.url));
/**
 * First-load budgets, gzipped (level 9), in bytes (FIRST_LOAD_JS_BUDGET; the figures are in
 * docs/performance.md). React, React DOM and React Router are about 105 KB of the first load of
 * `/`. Two build tricks remain, each worth more than 2 KB:
 * React Router's production build (checked below) and one shared file for what two or more
 * pages use, the legal pages' layout apart (vite.config.ts).
 */
const JS_BUDGET = FIRST_LOAD_JS_BUDGET;
const CSS_BUDGET = 12_000;
// Every prerendered page (the not-found page is the server's: not a file of the build).
const BUDGETS = readdirSync(CLIENT_DIR)
  .filter((file) => file.endsWith('.html'))
  .sort()
  .map((page) => ({ page, jsBytes: JS_BUDGET, cssBytes: CSS_BUDGET }));

for (const budget of BUDGETS) {
  test(`${budget.page} stays within its first-load byte budget`, () => {
    const measured = measureFirstLoad(CLIENT_DIR, budget.page);
    expect(measured.jsFiles.length).toBeGreaterThan(0);
    expect(measured.jsGzipBytes).toBeLessThanOrEqual(budget.jsBytes);
    expect(measured.cssGzipBytes).toBeGreaterThan(0);
    expect(measured.cssGzipBytes).toBeLessThanOrEqual(budget.cssBytes);
  });
}

test('field data: its code is in no first load, and at most 6 KB gzip once the visitor agrees', () => {
  const assets = join(CLIENT_DIR, 'assets');
  const [code, ...more] = readdirSync(assets).filter((file) =>
    /^field-data-[\w-]+\.js$/.test(file),
  );
  expect(more).toEqual([]);
  const text = readFileSync(join(assets, String(code)), 'utf8');
  // web-vitals comes whole in its one file: it imports only what the page has already loaded.
  expect(text).toContain('largest-contentful-paint');
  for (const imported of text.matchAll(/from\s*["']\.\/([\w.-]+)["']/g)) {
    expect(imported[1]).toMatch(/^(shared|rolldown-runtime)-/);
  }
  expect(gzipSize(text)).toBeLessThanOrEqual(6 * 1024);
  for (const { page } of BUDGETS) {
    expect(measureFirstLoad(CLIENT_DIR, page).jsFiles, page).not.toContain(`/assets/${code}`);
  }
});

test('the home page’s sections that never change load apart, and stand whole in its HTML', () => {
  const assets = join(CLIENT_DIR, 'assets');
  const files = readdirSync(assets).filter((file) => /^static-sections-[\w-]+\.js$/.test(file));
  expect(files).toHaveLength(1);
  expect(measureFirstLoad(CLIENT_DIR, 'index.html').jsFiles).not.toContain(`/assets/${files[0]}`);
  // In place inside their Suspense boundary, never a template a script moves (JavaScript off).
  const html = readFileSync(join(CLIENT_DIR, 'index.html'), 'utf8');
  expect(html).toMatch(/<main id="main" tabindex="-1"><!--\$--><section id="ingredients"/);
  expect(html).not.toContain('<template');
});

test('the list form’s code is in no first load: every page posts it itself until it lands', () => {
  const assets = join(CLIENT_DIR, 'assets');
  const files = readdirSync(assets).filter((file) => /^join-list-form-[\w-]+\.js$/.test(file));
  expect(files).toHaveLength(1);
  for (const { page } of BUDGETS) {
    expect(measureFirstLoad(CLIENT_DIR, page).jsFiles, page).not.toContain(`/assets/${files[0]}`);
  }
});

test('the browser gets React Router without its development warnings', () => {
  const { jsFiles } = measureFirstLoad(CLIENT_DIR, 'index.html');
  const code = jsFiles.map((file) => readFileSync(join(CLIENT_DIR, file), 'utf8')).join('\n');
  // Warnings its development build prints (scripts/build/react-router-production.ts).
  expect(code).not.toContain('You should not include both `Component` and `element`');
  expect(code).not.toContain('No routes matched location');
  // What only <Form> needs is gone with it.
  expect(code).not.toContain('is not a valid `encType`');
});

test('React, React DOM and React Router are compiled as they download, and nothing else is', () => {
  const assets = join(CLIENT_DIR, 'assets');
  const hinted = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .filter((file) => readFileSync(join(assets, file), 'utf8').startsWith(`${COMPILE_HINT}\n`))
    .sort();
  // The entry (React DOM) and the shared file (React, React Router), by their hashed names.
  expect(hinted.map((file) => file.replace(/-[\w-]+\.js$/, ''))).toEqual([
    'entry.client',
    'shared',
  ]);
  for (const page of BUDGETS.map((budget) => budget.page)) {
    const { jsFiles } = measureFirstLoad(CLIENT_DIR, page);
    for (const file of hinted) expect(jsFiles, page).toContain(`/assets/${file}`);
  }
});

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

for (const { page } of BUDGETS) {
  test(`${page} fetches, when it hydrates, exactly the modules of its first load`, () => {
    // The build replaces React Router's preloads with this list (scripts/build/defer-hydration.mjs).
    const html = readFileSync(join(CLIENT_DIR, page), 'utf8');
    const listed = /const pageModules=(\[[^\]]*\]);/.exec(html)?.[1];
    expect(listed, 'the deferred hydration script').toBeDefined();
    const modules = JSON.parse(listed ?? '[]') as string[];
    expect([...modules].sort()).toEqual([...measureFirstLoad(CLIENT_DIR, page).jsFiles].sort());
  });
}
