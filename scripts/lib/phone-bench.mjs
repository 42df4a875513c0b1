// @ts-check
/**
 * A cheap phone, throttled for real in Chromium (not Lighthouse's simulation): 150 ms round
 * trips, 1.6 Mbps down, 750 kbps up, CPU 4× slower, cache off, a Pixel 7 viewport. For each
 * route it measures when the page first paints, when React has hydrated (<html data-hydrated>),
 * the largest paint, and on `/` how soon after the first paint a tap on "Order Now" reaches the
 * checkout. Outside services are faked (the store) or refused (everything else).
 */
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { FAKE_SHOP_DOMAIN, defaultAnswer } from '../../e2e/fakes/storefront-api.mjs';

export const PHONE_PROFILE = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
};
/** How often the bench taps "Order Now" until one tap reaches the checkout. */
const TAP_INTERVAL_MS = 100;
const TAP_GIVE_UP_MS = 15_000;

/**
 * @typedef {{ fcp: number, lcp: number, hydrated: number | null }} LoadSample
 * @typedef {{ fcp: number, tapAt: number | null, checkoutAt: number | null }} TapSample
 */

/**
 * @param {{ baseUrl: string, paths: string[], runs: number }} options
 */
export async function runPhoneBench({ baseUrl, paths, runs }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  /** @type {Record<string, LoadSample[]>} */
  const loads = {};
  /** @type {TapSample[]} */
  const taps = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const path of paths) {
        (loads[path] ??= []).push(await measureLoad(browser, `${baseUrl}${path}`));
      }
      taps.push(await measureFirstTap(browser, `${baseUrl}/`));
      process.stdout.write('.');
    }
  } finally {
    await browser.close();
  }
  return { loads, taps };
}

/** @param {import('@playwright/test').Browser} browser @param {string} url */
async function openThrottled(browser, url, { onCheckout = () => {} } = {}) {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    serviceWorkers: 'block',
  });
  await context.addInitScript(() => {
    // Runs before the document exists: watch the whole document for <html data-hydrated>.
    const marks = { hydrated: /** @type {number | null} */ (null) };
    Object.assign(window, { __bench: marks });
    new MutationObserver((_, observer) => {
      if (document.documentElement?.hasAttribute('data-hydrated')) {
        marks.hydrated = performance.now();
        observer.disconnect();
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  await context.route(
    (target) => !['localhost', '127.0.0.1'].includes(target.hostname),
    async (route) => {
      const request = route.request();
      const target = new URL(request.url());
      if (target.hostname !== FAKE_SHOP_DOMAIN) return route.abort('blockedbyclient');
      if (target.pathname.startsWith('/cart/') || target.pathname.startsWith('/checkouts/')) {
        onCheckout();
        return route.fulfill({ contentType: 'text/html', body: '<title>Checkout</title>' });
      }
      if (request.method() === 'OPTIONS') {
        return route.fulfill({ status: 204, headers: cors() });
      }
      return route.fulfill({ json: defaultAnswer(request.postDataJSON()), headers: cors() });
    },
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: PHONE_PROFILE.downloadBytesPerSecond,
    uploadThroughput: PHONE_PROFILE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
  await page.goto(url, { waitUntil: 'commit' });
  return { context, page };
}

/** @param {import('@playwright/test').Page} page */
async function firstPaint(page) {
  const handle = await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    undefined,
    { polling: 50 },
  );
  return Number(await handle.jsonValue());
}

/** @param {import('@playwright/test').Browser} browser @param {string} url @returns {Promise<LoadSample>} */
async function measureLoad(browser, url) {
  const { context, page } = await openThrottled(browser, url);
  try {
    const fcp = await firstPaint(page);
    await page
      .locator('html[data-hydrated]')
      .waitFor({ state: 'attached', timeout: 20_000 })
      .catch(() => {});
    // Let late paints (the video's first frame, the toasts) count towards the LCP.
    await page.waitForTimeout(500);
    const hydrated = /** @type {number | null} */ (
      await page.evaluate(() => /** @type {any} */ (window).__bench.hydrated)
    );
    const lcp = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) =>
            resolve(list.getEntries().at(-1)?.startTime ?? 0),
          ).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          });
          setTimeout(() => resolve(0), 1000);
        }),
    );
    return { fcp, lcp: Number(lcp), hydrated };
  } finally {
    await context.close();
  }
}

/**
 * Taps the hero's "Order Now" from the first paint on, every TAP_INTERVAL_MS, until a tap leads
 * to the store: either the browser leaves for the cart or checkout at once (a link), or the
 * button turns busy (the scripted checkout has started) and the checkout follows. Times are from
 * the start of navigation.
 * @param {import('@playwright/test').Browser} browser @param {string} url @returns {Promise<TapSample>}
 */
async function measureFirstTap(browser, url) {
  /** @type {number | null} */ let checkoutAt = null;
  let timeOrigin = 0;
  const { context, page } = await openThrottled(browser, url, {
    onCheckout: () => {
      checkoutAt ??= Date.now() - timeOrigin;
    },
  });
  try {
    timeOrigin = await page.evaluate(() => performance.timeOrigin);
    const fcp = await firstPaint(page);
    const orderNow = page.getByText(/^Order Now \$/).first();
    const busy = page.locator('[aria-busy="true"]');
    /** @type {number | null} */ let tapAt = null;
    const deadline = Date.now() + TAP_GIVE_UP_MS;
    while (checkoutAt === null && Date.now() < deadline) {
      const at = Date.now() - timeOrigin;
      const tapped = await orderNow
        .tap({ timeout: TAP_INTERVAL_MS * 5, noWaitAfter: true })
        .then(() => true)
        .catch(() => false);
      if (!tapped) continue;
      const settled = Date.now() + TAP_INTERVAL_MS * 3;
      while (checkoutAt === null && Date.now() < settled) {
        if (await busy.count().catch(() => 0)) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      if (checkoutAt === null && (await busy.count().catch(() => 0)) > 0) {
        const waitUntil = Date.now() + 10_000;
        while (checkoutAt === null && Date.now() < waitUntil) {
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      }
      if (checkoutAt !== null) tapAt = at;
    }
    return { fcp, tapAt, checkoutAt };
  } finally {
    await context.close();
  }
}

function cors() {
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Headers': '*',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
  };
}
