// @ts-check
import { describe, expect, it } from 'vitest';
import { deferHydration } from './defer-hydration.mjs';

const ROUTER_SCRIPT = [
  'import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-2.js";',
  'import * as route1 from "/assets/home-3.js";',
  '  ',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  '',
  'import("/assets/entry.client-4.js");',
].join('\n');

const MODULES = [
  '/assets/manifest-1.js',
  '/assets/root-2.js',
  '/assets/home-3.js',
  '/assets/shared-5.js',
  '/assets/entry.client-4.js',
];

const PAGE = [
  '<html><head>',
  ...MODULES.map((href) => `<link rel="modulepreload" href="${href}"/>`),
  '<title>x</title></head>',
  '<body><h1>Hi</h1><script>window.__reactRouterContext = {};</script>',
  `<script type="module" async="">${ROUTER_SCRIPT}</script></body></html>`,
].join('');

describe('deferHydration', () => {
  it('removes every module preload and keeps the rest of the page', () => {
    const html = deferHydration(PAGE, '');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<title>x</title>');
    expect(html).toContain('<h1>Hi</h1>');
    expect(html).toContain('<script>window.__reactRouterContext = {};</script>');
  });

  /** Runs the rewritten router script with a stand-in starter; returns what it was handed. */
  function runRouterScript() {
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(
      deferHydration(PAGE, 'started({ hydrate: pageHydrate, modules: pageModules });'),
    )?.[1];
    expect(script).toBeDefined();
    expect(script).not.toMatch(/^\s*import\s/m);
    const imported = /** @type {string[]} */ ([]);
    const window = /** @type {Record<string, unknown>} */ ({});
    /** @type {{ hydrate: () => Promise<void>, modules: string[] }[]} */
    const handed = [];
    new Function(
      'window',
      'importModule',
      'started',
      String(script).replaceAll('import(', 'importModule('),
    )(
      window,
      (/** @type {string} */ specifier) => {
        imported.push(specifier);
        return Promise.resolve({ specifier });
      },
      (/** @type {{ hydrate: () => Promise<void>, modules: string[] }} */ page) =>
        handed.push(page),
    );
    return { imported, window, handed };
  }

  it('hands the starter the page’s hydration and every module it preloaded, importing nothing yet', async () => {
    const { imported, window, handed } = runRouterScript();
    expect(imported).toEqual([]);
    expect(handed).toHaveLength(1);
    expect(handed[0]?.modules).toEqual(MODULES);

    await handed[0]?.hydrate();
    expect(imported).toEqual([
      '/assets/manifest-1.js',
      '/assets/root-2.js',
      '/assets/home-3.js',
      '/assets/entry.client-4.js',
    ]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { specifier: '/assets/root-2.js' },
      'routes/home': { specifier: '/assets/home-3.js' },
    });
  });

  it('refuses a page without the router module script', () => {
    const preload = '<link rel="modulepreload" href="/assets/root-2.js"/>';
    expect(() => deferHydration(`<html><head>${preload}</head><body></body></html>`, '')).toThrow(
      /found 0/,
    );
  });

  it('refuses a page without module preloads: it would not know what to fetch', () => {
    expect(() =>
      deferHydration(PAGE.replaceAll(/<link rel="modulepreload"[^>]+>/g, ''), ''),
    ).toThrow(/no module preloads/);
  });

  it('refuses a page that imports a module it does not preload', () => {
    const page = PAGE.replace('<link rel="modulepreload" href="/assets/home-3.js"/>', '');
    expect(() => deferHydration(page, '')).toThrow(/does not preload "\/assets\/home-3.js"/);
  });
});
