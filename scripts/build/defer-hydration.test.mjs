// @ts-check
import { describe, expect, it } from 'vitest';
import { HYDRATION_DEADLINE_MS, deferHydration } from './defer-hydration.mjs';

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
    const html = deferHydration(PAGE);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<title>x</title>');
    expect(html).toContain('<h1>Hi</h1>');
    expect(html).toContain('<script>window.__reactRouterContext = {};</script>');
  });

  /** Runs the rewritten router script against fakes; returns what it imported and its hooks. */
  function runRouterScript({ priorityImageLoaded = false, canReportPaint = true } = {}) {
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(
      deferHydration(PAGE),
    )?.[1];
    expect(script).toBeDefined();
    expect(script).not.toMatch(/^\s*import\s/m);

    const imported = /** @type {string[]} */ ([]);
    const listeners = /** @type {Record<string, () => void>} */ ({});
    const timers = /** @type {{ callback: () => void, ms: number }[]} */ ([]);
    const fakeWindow = /** @type {Record<string, unknown>} */ ({});
    const preloaded = /** @type {string[]} */ ([]);
    const documentListeners = /** @type {Record<string, () => void>} */ ({});
    const imageListeners = /** @type {Record<string, () => void>} */ ({});
    /** @type {(() => void)[]} */
    const paintObservers = [];
    /** @type {(() => void)[]} */
    const frames = [];
    class FakePerformanceObserver {
      static supportedEntryTypes = canReportPaint ? ['paint', 'navigation'] : ['navigation'];
      /** @param {(list: unknown, observer: FakePerformanceObserver) => void} callback */
      constructor(callback) {
        this.callback = callback;
      }
      /** @param {{ type: string, buffered: boolean }} options */
      observe({ type, buffered }) {
        expect({ type, buffered }).toEqual({ type: 'paint', buffered: true });
        paintObservers.push(() => this.callback([], this));
      }
      disconnect() {}
    }
    const priorityImage = {
      complete: priorityImageLoaded,
      addEventListener: (/** @type {string} */ type, /** @type {() => void} */ listener) => {
        imageListeners[type] = listener;
      },
    };
    const fakeDocument = {
      readyState: 'loading',
      addEventListener: (/** @type {string} */ type, /** @type {() => void} */ listener) => {
        documentListeners[type] = listener;
      },
      querySelectorAll: (/** @type {string} */ selector) =>
        selector === 'img[fetchpriority="high"]' ? [priorityImage] : [],
      createElement: () => ({ rel: '', href: '' }),
      head: {
        append: (/** @type {{ rel: string, href: string }} */ link) =>
          preloaded.push(`${link.rel} ${link.href}`),
      },
    };
    const run = new Function(
      'document',
      'addEventListener',
      'setTimeout',
      'window',
      'console',
      'importModule',
      'PerformanceObserver',
      'requestAnimationFrame',
      String(script).replaceAll('import(', 'importModule('),
    );
    run(
      fakeDocument,
      (/** @type {string} */ type, /** @type {() => void} */ listener) => {
        listeners[type] = listener;
      },
      (/** @type {() => void} */ callback, /** @type {number | undefined} */ ms) => {
        if (ms) timers.push({ callback, ms });
        else callback();
      },
      fakeWindow,
      console,
      (/** @type {string} */ specifier) => {
        imported.push(specifier);
        return Promise.resolve({ specifier });
      },
      FakePerformanceObserver,
      (/** @type {() => void} */ callback) => frames.push(callback),
    );
    /** The browser paints: observers hear of it, and a frame is drawn after the next. */
    const paint = () => {
      for (const notify of paintObservers.splice(0)) notify();
      for (const frame of frames.splice(0)) frame();
      for (const frame of frames.splice(0)) frame();
    };
    return {
      imported,
      listeners,
      documentListeners,
      imageListeners,
      timers,
      fakeWindow,
      preloaded,
      paint,
    };
  }

  const ALL_IMPORTS = [
    '/assets/manifest-1.js',
    '/assets/root-2.js',
    '/assets/home-3.js',
    '/assets/entry.client-4.js',
  ];

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('starts once the page is parsed, painted and its priority image has loaded, before load', async () => {
    const { imported, documentListeners, imageListeners, listeners, paint } = runRouterScript();
    documentListeners.DOMContentLoaded?.();
    paint();
    await settle();
    expect(imported).toEqual([]); // the LCP image is still loading
    imageListeners.load?.();
    await settle();
    expect(imported).toEqual(ALL_IMPORTS);
    listeners.load?.();
    await settle();
    expect(imported).toEqual(ALL_IMPORTS); // once only
  });

  it('waits for the first paint even when the priority image is already there', async () => {
    const { imported, documentListeners, paint } = runRouterScript({ priorityImageLoaded: true });
    documentListeners.DOMContentLoaded?.();
    await settle();
    expect(imported).toEqual([]); // parsed, not yet painted
    paint();
    await settle();
    expect(imported).toEqual(ALL_IMPORTS);
  });

  it('counts two animation frames as a paint where paints cannot be observed', async () => {
    const { imported, documentListeners, paint } = runRouterScript({
      priorityImageLoaded: true,
      canReportPaint: false,
    });
    documentListeners.DOMContentLoaded?.();
    await settle();
    expect(imported).toEqual([]);
    paint();
    await settle();
    expect(imported).toEqual(ALL_IMPORTS);
  });

  it('starts the imports at the load event at the latest', async () => {
    const { imported, listeners, fakeWindow } = runRouterScript();
    expect(imported).toEqual([]);

    listeners.load?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(imported).toEqual(ALL_IMPORTS);
    expect(fakeWindow.__reactRouterRouteModules).toEqual({
      root: { specifier: '/assets/root-2.js' },
      'routes/home': { specifier: '/assets/home-3.js' },
    });
  });

  it('starts anyway after the deadline when load is held up, and only once', async () => {
    const { imported, listeners, timers } = runRouterScript();
    expect(timers.map(({ ms }) => ms)).toEqual([HYDRATION_DEADLINE_MS]);
    timers[0]?.callback();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(imported).toEqual(ALL_IMPORTS);
    listeners.load?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(imported).toEqual(ALL_IMPORTS);
  });

  it('preloads every module of the page at once when hydration starts, not before', () => {
    const { preloaded, listeners } = runRouterScript();
    expect(preloaded).toEqual([]);
    listeners.load?.();
    expect(preloaded).toEqual(MODULES.map((href) => `modulepreload ${href}`));
  });

  it('refuses a page without the router module script', () => {
    const preload = '<link rel="modulepreload" href="/assets/root-2.js"/>';
    expect(() => deferHydration(`<html><head>${preload}</head><body></body></html>`)).toThrow(
      /found 0/,
    );
  });

  it('refuses a page without module preloads: it would not know what to fetch', () => {
    expect(() => deferHydration(PAGE.replaceAll(/<link rel="modulepreload"[^>]+>/g, ''))).toThrow(
      /no module preloads/,
    );
  });

  it('refuses a page that imports a module it does not preload', () => {
    const page = PAGE.replace('<link rel="modulepreload" href="/assets/home-3.js"/>', '');
    expect(() => deferHydration(page)).toThrow(/does not preload "\/assets\/home-3.js"/);
  });
});
