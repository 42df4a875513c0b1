// @ts-check
/**
 * A cheap phone, throttled for real in Chromium (not Lighthouse's simulation): 150 ms round
 * trips, 1.6 Mbps down, 750 kbps up, CPU 4× slower, cache off, a Pixel 7 viewport. For each
 * route it measures when the page first paints, when React has hydrated (<html data-hydrated>),
 * the largest paint, and on `/` how soon after the first paint a tap on "Order Now" reaches the
 * checkout. Outside services are faked (the store) or refused (everything else).
 */
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';
import { FAKE_SHOP_DOMAIN, defaultAnswer } from '../support/fake-store-answers.mjs';

const PHONE_PROFILE = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
};
/** How often the bench taps "Order Now" until one tap reaches the checkout. */
const TAP_INTERVAL_MS = 100;
const TAP_GIVE_UP_MS = 15_000;

/**
 * @typedef {{ fcp: number, lcp: number, hydrated: number | null, jsBeforeHydration: number,
 *   longTasks: { duration: number, script: string }[] }} LoadSample
 * @typedef {{ fcp: number, firstTapAt: number | null, tapAt: number | null, checkoutAt: number | null,
 *   failedTaps: number }} TapSample
 * @typedef {{ from: string, link: string, heading: string }} NextPage
 * @typedef {{ inDocument: number, painted: number, scriptAfter: number }} NextSample
 *   (a floor sample has the same shape: the same tap on a bare DOM swap, see measureNextPage)
 * @typedef {{ size: string, parts: Record<string, { top: number, bottom: number } | null>,
 *   orderNowUncovered: boolean }} FirstScreen
 */

/** The phone sizes whose first screen must sell, with the cookie choice open (a first visit). */
const FIRST_SCREENS = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 412, height: 915 },
];

/**
 * The next taps a shopper makes after the first page, from `/` once it is interactive and has been
 * read for a moment (the link in view): the page's heading is what they wait for.
 * @type {NextPage[]}
 */
const NEXT_PAGES = [
  { from: 'Main', link: 'Wholesale', heading: 'Wholesale' },
  { from: 'Main', link: 'Contact', heading: 'Contact Us' },
  { from: 'Footer', link: 'Privacy Policy', heading: 'Privacy Policy' },
];
/** The next page's heading is painted within this many milliseconds of the tap (issue 27). */
const NEXT_PAGE_MS = 100;
/** Issue 42: a next tap paints its heading at most this long after the bare swap's (the floor). */
const OVER_FLOOR_MS = 40;
/** @param {NextSample[] | undefined} samples */
const floorOf = (samples) => median((samples ?? []).map((s) => s.painted));
/** The window after a next tap whose long frames' scripts the bench adds up. */
const AFTER_TAP_MS = 1000;
/** How long a shopper looks at the page before the next tap. */
const READING_MS = 2000;

/**
 * @param {{ baseUrl: string, paths: string[], runs: number, nextTapsOnly?: boolean }} options
 *   nextTapsOnly: the next taps and their floors alone (a quicker loop for work on them)
 */
export async function runPhoneBench({ baseUrl, paths, runs, nextTapsOnly = false }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  /** @type {Record<string, LoadSample[]>} */
  const loads = {};
  /** @type {TapSample[]} */
  const taps = [];
  /** @type {Record<string, NextSample[]>} */
  const nextPages = {};
  /** @type {Record<string, NextSample[]>} */
  const floors = {};
  /** @type {Record<string, NextSample[]>} */
  const floorsBuiltAtTap = {};
  /** @type {number[]} */
  const tapToCheckout = [];
  /** @type {FirstScreen[]} */
  let firstScreens = [];
  try {
    // Layout, not timing: once per build.
    if (!nextTapsOnly) firstScreens = await measureFirstScreens(browser, `${baseUrl}/`);
    for (let run = 0; run < runs; run += 1) {
      for (const path of nextTapsOnly ? [] : paths) {
        (loads[path] ??= []).push(await measureLoad(browser, `${baseUrl}${path}`));
      }
      if (!nextTapsOnly) taps.push(await measureFirstTap(browser, `${baseUrl}/`));
      for (const next of NEXT_PAGES) {
        (nextPages[next.link] ??= []).push(await measureNextPage(browser, `${baseUrl}/`, next));
        (floors[next.link] ??= []).push(
          await measureNextPage(browser, `${baseUrl}/`, next, { floor: 'prebuilt' }),
        );
        (floorsBuiltAtTap[next.link] ??= []).push(
          await measureNextPage(browser, `${baseUrl}/`, next, { floor: 'built at the tap' }),
        );
      }
      if (!nextTapsOnly) tapToCheckout.push(await measureTapToCheckout(browser, `${baseUrl}/`));
      process.stdout.write('.');
    }
  } finally {
    await browser.close();
  }
  return { loads, taps, nextPages, floors, floorsBuiltAtTap, tapToCheckout, firstScreens };
}

/** @param {import('@playwright/test').Browser} browser @param {string} url */
async function openThrottled(browser, url, { onCheckout = () => {} } = {}) {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    serviceWorkers: 'block',
  });
  await context.addInitScript(() => {
    // Runs before the document exists: watch the whole document for <html data-hydrated>.
    const marks = {
      hydrated: /** @type {number | null} */ (null),
      /** Main-thread tasks over 50 ms: [start, duration] (issue 69: none from paint to hydrated). */
      longTasks: /** @type {[number, number][]} */ ([]),
      /** The scripts of long frames: [start, end, "file (how it ran)"], to name a task's cause. */
      scripts: /** @type {[number, number, string][]} */ ([]),
    };
    Object.assign(window, { __bench: marks });
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) marks.longTasks.push([task.startTime, task.duration]);
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const { scripts } of /** @type {any[]} */ (list.getEntries()))
        for (const s of scripts)
          marks.scripts.push([
            s.startTime,
            s.startTime + s.duration,
            `${s.sourceURL} (${s.invokerType})`,
          ]);
    }).observe({ type: 'long-animation-frame', buffered: true });
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
      if (isCheckout(target)) {
        return route.fulfill({ contentType: 'text/html', body: '<title>Checkout</title>' });
      }
      if (request.method() === 'OPTIONS') {
        return route.fulfill({ status: 204, headers: cors() });
      }
      return route.fulfill({ json: defaultAnswer(request.postDataJSON()), headers: cors() });
    },
  );
  const page = await context.newPage();
  // The moment the browser asks for the checkout: a route sees only the first address of a
  // redirect, so the function's 303 to the checkout is seen here, not by the route above.
  page.on('request', (request) => {
    if (isCheckout(new URL(request.url()))) onCheckout();
  });
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

/** The store's checkout, or an older build's cart permalink. @param {URL} target */
function isCheckout(target) {
  return (
    target.hostname === FAKE_SHOP_DOMAIN &&
    (target.pathname.startsWith('/cart/') || target.pathname.startsWith('/checkouts/'))
  );
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
    // Every script the page fetched before it hydrated, in bytes on the wire (as npm start serves
    // them: brotli 11, precompressed).
    const jsBeforeHydration = await page.evaluate((until) => {
      let sum = 0;
      for (const entry of /** @type {PerformanceResourceTiming[]} */ (
        performance.getEntriesByType('resource')
      ))
        if (entry.name.endsWith('.js') && entry.responseEnd <= (until ?? Infinity))
          sum += entry.encodedBodySize;
      return sum;
    }, hydrated);
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
    /** @type {{ longTasks: [number, number][], scripts: [number, number, string][] }} */
    const { longTasks: tasks, scripts } = await page.evaluate(
      () => /** @type {any} */ (window).__bench,
    );
    // Tasks that end after the first paint and start before hydration: what a tap there waits on,
    // each with a script of its frame that ran within it.
    const longTasks = tasks
      .filter(([start, duration]) => start + duration > fcp && start < (hydrated ?? Infinity))
      .map(([start, duration]) => {
        const [, , script = 'no script'] =
          scripts.filter(([from, to]) => from < start + duration && to > start).at(-1) ?? [];
        return { duration, script: script.replace(/^.*\/|-[\w-]{6,}(?=\.js)/g, '') };
      });
    return { fcp, lcp: Number(lcp), hydrated, jsBeforeHydration, longTasks };
  } finally {
    await context.close();
  }
}

/**
 * Taps the hero's "Order Now" from the first paint on, every TAP_INTERVAL_MS, until a tap leads
 * to the store: the browser posts the buy form (before hydration: a navigation to the cart
 * function, which answers with the checkout) or leaves for the cart at once (an older build's
 * link), or the button turns busy (the hydrated form is on its way), and the checkout follows. Times are from
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
    let posted = false;
    page.on('request', (request) => {
      // The form's own post, or the hydrated page's fetcher (the router's `/cart.data`).
      const path = new URL(request.url()).pathname;
      if (request.method() === 'POST' && /^\/cart(?:\.data)?$/.test(path)) posted = true;
    });
    /** @type {number | null} */ let tapAt = null;
    /** @type {number | null} */ let firstTapAt = null;
    let failedTaps = 0;
    const deadline = Date.now() + TAP_GIVE_UP_MS;
    while (checkoutAt === null && Date.now() < deadline) {
      const at = Date.now() - timeOrigin;
      const tapped = await orderNow
        .tap({ timeout: TAP_INTERVAL_MS * 5, noWaitAfter: true })
        .then(() => true)
        .catch(() => false);
      // A tap on a link leaves the page at once, which ends the tap's own wait with an error.
      if (!tapped && checkoutAt === null) continue;
      firstTapAt ??= at;
      const settled = Date.now() + TAP_INTERVAL_MS * 3;
      while (checkoutAt === null && Date.now() < settled) {
        if (posted || (await busy.count().catch(() => 0))) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      if (checkoutAt === null && (posted || (await busy.count().catch(() => 0)) > 0)) {
        const waitUntil = Date.now() + 10_000;
        while (checkoutAt === null && Date.now() < waitUntil) {
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      }
      if (checkoutAt !== null) tapAt = at;
      else failedTaps += 1;
    }
    return { fcp, firstTapAt, tapAt, checkoutAt, failedTaps };
  } finally {
    await context.close();
  }
}

/**
 * From an interactive `/`, a tap on an in-site link: milliseconds from the tap (its pointerdown)
 * to the new page's heading in the document, and to the frame that shows it on the screen: the
 * heading is marked for Chromium's Element Timing as it arrives, before its first paint, and the
 * entry's renderTime is when that frame was presented.
 *
 * With `floor`, the same tap on the same page does no more than the least any in-site navigation
 * must: the link's click pushes the address and swaps the body for the next page's prerendered
 * body (fetched before the tap, its scripts left out), with no framework at all. 'prebuilt' also
 * parses it and builds its nodes before the tap, so the tap only swaps them in; 'built at the tap'
 * parses and builds them in the click, as any page that renders on the tap must. What that takes
 * on this machine is the floor under the site's own figure.
 * @param {import('@playwright/test').Browser} browser @param {string} url @param {NextPage} next
 * @param {{ floor?: 'prebuilt' | 'built at the tap' }} [options]
 * @returns {Promise<NextSample>}
 */
async function measureNextPage(browser, url, { from, link, heading }, { floor } = {}) {
  const { context, page } = await openThrottled(browser, url);
  try {
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    // The footer's navigation (the list's form has a "Privacy Policy" link of its own).
    const target = page
      .getByRole('navigation', { name: from })
      .getByRole('link', { name: link, exact: true });
    await target.scrollIntoViewIfNeeded();
    await page.waitForTimeout(READING_MS);
    await page.evaluate((expected) => {
      const marks = /** @type {any} */ (window).__bench;
      addEventListener('pointerdown', () => (marks.tappedAt ??= performance.now()), {
        capture: true,
      });
      // What the tap costs the main thread in all: scripts of the long frames (> 50 ms) after it.
      marks.longFrames = [];
      new PerformanceObserver((list) => {
        marks.longFrames.push(...list.getEntries());
      }).observe({ type: 'long-animation-frame' });
      new MutationObserver((_, observer) => {
        if (document.querySelector('h1')?.textContent?.trim() === expected) {
          marks.shownAt = performance.now();
          observer.disconnect();
          document.querySelector('h1')?.setAttribute('elementtiming', 'bench-next-heading');
          new PerformanceObserver((list) => {
            for (const entry of /** @type {any[]} */ (list.getEntries())) {
              if (entry.identifier === 'bench-next-heading') {
                marks.paintedAt = entry.renderTime || entry.startTime;
              }
            }
          }).observe({ type: 'element', buffered: true });
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    }, heading);
    if (floor) await swapBodyOnClick(target, floor);
    await target.tap();
    await page.waitForFunction(() => /** @type {any} */ (window).__bench.paintedAt, undefined, {
      timeout: 30_000,
    });
    await page.waitForTimeout(AFTER_TAP_MS);
    return page.evaluate((afterTapMs) => {
      const marks = /** @type {any} */ (window).__bench;
      const frames = /** @type {any[]} */ (marks.longFrames).filter(
        (frame) =>
          frame.startTime + frame.duration > marks.tappedAt &&
          frame.startTime < marks.tappedAt + afterTapMs,
      );
      return {
        inDocument: marks.shownAt - marks.tappedAt,
        painted: marks.paintedAt - marks.tappedAt,
        scriptAfter: frames
          .flatMap((frame) => /** @type {any[]} */ (frame.scripts))
          .reduce((sum, script) => sum + script.duration, 0),
      };
    }, AFTER_TAP_MS);
  } finally {
    await context.close();
  }
}

/**
 * The floor of measureNextPage: the link's click, before anything of the site's, pushes the
 * link's address and puts the next page's prerendered body in place of the current one.
 * @param {import('@playwright/test').Locator} link
 * @param {'prebuilt' | 'built at the tap'} floor
 */
async function swapBodyOnClick(link, floor) {
  await link.evaluate(async (anchor, buildAtTap) => {
    const path = new URL(/** @type {HTMLAnchorElement} */ (anchor).href).pathname;
    const html = await (await fetch(path)).text();
    const build = () => {
      const body = new DOMParser().parseFromString(html, 'text/html').body;
      for (const script of body.querySelectorAll('script')) script.remove();
      return document.importNode(body, true);
    };
    const prebuilt = buildAtTap ? null : build();
    anchor.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        event.stopImmediatePropagation();
        history.pushState(null, '', path);
        document.body.replaceChildren(...(prebuilt ?? build()).childNodes);
        scrollTo(0, 0);
      },
      { capture: true },
    );
  }, floor === 'built at the tap');
}

/**
 * From an interactive `/` whose product has loaded, a tap on "Order Now": milliseconds from the
 * tap to the checkout's navigation leaving the browser (the store answers at once).
 * @param {import('@playwright/test').Browser} browser @param {string} url
 */
async function measureTapToCheckout(browser, url) {
  /** @type {number | null} */ let checkoutAt = null;
  const { context, page } = await openThrottled(browser, url, {
    onCheckout: () => {
      checkoutAt ??= Date.now();
    },
  });
  try {
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    // The cookie choice (shown after hydration) answered, as a shopper would before buying:
    // "Reject", or "Accept" with BENCH_CONSENT=accept (the function's Meta events then go out;
    // the pixel's script is blocked here like every outside request).
    const answer = page.getByRole('button', {
      name: process.env.BENCH_CONSENT === 'accept' ? 'Accept' : 'Reject',
    });
    await answer
      .waitFor({ state: 'visible', timeout: 10_000 })
      .then(() => answer.tap())
      .catch(() => {});
    await page.waitForTimeout(READING_MS);
    const orderNow = page.getByText(/^Order Now \$/).first();
    // The tap's own moment, from the page (whose document is gone once the checkout opens).
    /** @type {number | null} */ let tappedAt = null;
    await page.exposeFunction('benchTapped', (/** @type {number} */ at) => {
      tappedAt ??= at;
    });
    await page.evaluate(() => {
      addEventListener('pointerdown', () => /** @type {any} */ (window).benchTapped(Date.now()), {
        capture: true,
      });
    });
    await orderNow.tap({ noWaitAfter: true }).catch(() => {});
    const deadline = Date.now() + 30_000;
    while (checkoutAt === null && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return checkoutAt === null || tappedAt === null ? Infinity : checkoutAt - Number(tappedAt);
  } finally {
    await context.close();
  }
}

/**
 * A first visit to `/` at each phone size, hydrated, with the cookie choice open: where the
 * product's name, the jar, "Order Now" and the cookie choice are (CSS px from the top), and
 * whether the middle of "Order Now" is in the first screen and is what a tap there hits.
 * @param {import('@playwright/test').Browser} browser @param {string} url
 * @returns {Promise<FirstScreen[]>}
 */
async function measureFirstScreens(browser, url) {
  /** @type {FirstScreen[]} */
  const screens = [];
  for (const viewport of FIRST_SCREENS) {
    const context = await browser.newContext({
      ...devices['Pixel 7'],
      viewport,
      serviceWorkers: 'block',
    });
    await context.route(
      (target) => !['localhost', '127.0.0.1'].includes(target.hostname),
      (route) => route.abort('blockedbyclient'),
    );
    const page = await context.newPage();
    try {
      await page.goto(url);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
      const choice = page.getByRole('region', { name: 'Cookies and ads' });
      await choice.waitFor({ state: 'visible', timeout: 10_000 }).catch(() => {});
      const orderNow = page.getByText(/^Order Now \$/).first();
      /** @type {Record<string, import('@playwright/test').Locator>} */
      const parts = {
        name: page.getByRole('heading', { level: 1 }),
        jar: page.locator('header img').first(),
        'Order Now': orderNow,
        'cookie choice': choice,
      };
      /** @type {FirstScreen['parts']} */
      const found = {};
      for (const [name, locator] of Object.entries(parts)) {
        const box = (await locator.count()) ? await locator.boundingBox() : null;
        found[name] = box && { top: box.y, bottom: box.y + box.height };
      }
      const orderNowUncovered = await orderNow.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        const x = rect.x + rect.width / 2;
        const y = rect.y + rect.height / 2;
        if (y > innerHeight) return false;
        const hit = document.elementFromPoint(x, y);
        return hit !== null && (element === hit || element.contains(hit));
      });
      screens.push({
        size: `${viewport.width} × ${viewport.height}`,
        parts: found,
        orderNowUncovered,
      });
    } finally {
      await context.close();
    }
  }
  return screens;
}

function cors() {
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Headers': '*',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
  };
}

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * Prints the phone figures (medians) and checks its targets.
 * @param {Awaited<ReturnType<typeof runPhoneBench>>} results
 * @param {{ hydrationWindowMs: number, homeJsBytes: number }} targets
 */
export function printPhoneTable(
  { loads, taps, nextPages, floors, floorsBuiltAtTap, tapToCheckout, firstScreens },
  targets,
) {
  const ms = (/** @type {number} */ value) => (Number.isFinite(value) ? Math.round(value) : '—');
  console.log(
    `\nThrottled phone (real throttling: ${PHONE_PROFILE.latencyMs} ms RTT, 1.6 Mbps down, 750 kbps up, CPU ${PHONE_PROFILE.cpuSlowdown}×, cache off; Pixel 7; medians of ${taps.length})`,
  );
  console.log(
    '| route | FCP ms | LCP ms | hydrated ms | hydrated − FCP ms | JS before hydration KB | tasks > 50 ms, FCP → hydrated (ms: the script in it) |',
  );
  console.log('|---|---|---|---|---|---|---|');
  /** @type {Record<string, { window: number, js: number }>} */
  const summary = {};
  /** @param {LoadSample} sample */
  const tasksOf = ({ longTasks }) =>
    `${longTasks.length}${longTasks.map(({ duration, script }) => ` (${ms(duration)}: ${script})`).join('')}`;
  for (const [path, samples] of Object.entries(loads)) {
    const window = median(samples.map((s) => (s.hydrated ?? Infinity) - s.fcp));
    const js = median(samples.map((s) => s.jsBeforeHydration));
    summary[path] = { window, js };
    console.log(
      `| ${path} | ${ms(median(samples.map((s) => s.fcp)))} | ${ms(median(samples.map((s) => s.lcp)))} | ${ms(median(samples.map((s) => s.hydrated ?? Infinity)))} | ${ms(window)} | ${(js / 1000).toFixed(1)} | ${samples.map(tasksOf).join(', ')} |`,
    );
  }
  const tapWindow = median(taps.map((t) => (t.tapAt ?? Infinity) - t.fcp));
  console.log(
    `\n"Order Now" on /: first tap at ${ms(median(taps.map((t) => t.firstTapAt ?? Infinity)))} ms (FCP ${ms(median(taps.map((t) => t.fcp)))} ms); the tap that reached the checkout at ${ms(median(taps.map((t) => t.tapAt ?? Infinity)))} ms, ${ms(tapWindow)} ms after the first paint; taps that did nothing before it: ${taps.map((t) => t.failedTaps).join(', ')}; checkout reached at ${ms(median(taps.map((t) => t.checkoutAt ?? Infinity)))} ms`,
  );
  console.log(
    "\nNext tap from an interactive / (tap → the new page's heading in the document; → the frame that paints it):",
  );
  /** @param {NextSample[]} samples */
  const figures = (samples) => {
    const inDocument = samples.map((s) => s.inDocument);
    const painted = samples.map((s) => s.painted);
    const scriptAfter = samples.map((s) => s.scriptAfter);
    return `${ms(median(inDocument))} ms (${inDocument.map(ms).join(', ')}); painted ${ms(median(painted))} ms (${painted.map(ms).join(', ')}); script in long frames within ${AFTER_TAP_MS / 1000} s ${ms(median(scriptAfter))} ms (${scriptAfter.map(ms).join(', ')})`;
  };
  for (const [link, samples] of Object.entries(nextPages)) {
    console.log(`  ${link}: ${figures(samples)}`);
    const floor = floors[link];
    if (floor)
      console.log(
        `    the floor (a bare swap to the same page, its nodes built before the tap): ${figures(floor)}`,
      );
    const builtAtTap = floorsBuiltAtTap[link];
    if (builtAtTap)
      console.log(`    the floor with its nodes built at the tap: ${figures(builtAtTap)}`);
  }
  console.log(
    `Tap on "Order Now" after hydration → checkout navigation: ${ms(median(tapToCheckout))} ms (${tapToCheckout.map(ms).join(', ')})`,
  );
  console.log('\nFirst screen of a first visit to / (cookie choice open), top–bottom in CSS px:');
  console.log('| size | name | jar | Order Now | cookie choice | Order Now uncovered |');
  console.log('|---|---|---|---|---|---|');
  for (const { size, parts, orderNowUncovered } of firstScreens) {
    const span = (/** @type {string} */ name) => {
      const box = parts[name];
      return box ? `${Math.round(box.top)}–${Math.round(box.bottom)}` : '—';
    };
    console.log(
      `| ${size} | ${span('name')} | ${span('jar')} | ${span('Order Now')} | ${span('cookie choice')} | ${orderNowUncovered ? 'yes' : 'NO'} |`,
    );
  }
  // A run of the next taps alone (BENCH_PHONE_ONLY) leaves the other targets unmeasured.
  const check = (
    /** @type {string} */ label,
    /** @type {boolean} */ met,
    /** @type {boolean} */ measured = true,
  ) => console.log(`  ${measured ? (met ? 'met   ' : 'MISSED') : 'n/a   '} ${label}`);
  const loaded = summary['/'] !== undefined;
  console.log('\nPhone targets:');
  check(
    'the first tap on "Order Now" after the first paint reaches the checkout (window 0)',
    taps.every((t) => t.tapAt !== null && t.failedTaps === 0),
    taps.length > 0,
  );
  check(
    '"Order Now" in the first screen and uncovered at 360 × 740, 390 × 844 and 412 × 915',
    firstScreens.length === FIRST_SCREENS.length && firstScreens.every((s) => s.orderNowUncovered),
    firstScreens.length > 0,
  );
  check(
    `hydration ≤ ${targets.hydrationWindowMs} ms after the first paint on /`,
    (summary['/']?.window ?? Infinity) <= targets.hydrationWindowMs,
    loaded,
  );
  check(
    `a tap on ${Object.keys(nextPages).join(', ')} paints the new page's heading within ${NEXT_PAGE_MS} ms`,
    Object.values(nextPages).every(
      (samples) => median(samples.map((s) => s.painted)) <= NEXT_PAGE_MS,
    ),
  );
  const overFloor = Object.entries(nextPages).map(
    ([link, samples]) =>
      /** @type {const} */ ([link, median(samples.map((s) => s.painted)) - floorOf(floors[link])]),
  );
  check(
    `a tap on ${Object.keys(nextPages).join(', ')} paints the heading within ${OVER_FLOOR_MS} ms of the floor's (issue 42; ${overFloor
      .map(([link, over]) => `${link} ${over >= 0 ? '+' : ''}${ms(over)}`)
      .join(', ')})`,
    overFloor.every(([, over]) => over <= OVER_FLOOR_MS),
  );
  check(
    `JS fetched before hydration on / ≤ ${targets.homeJsBytes / 1000} KB on the wire`,
    (summary['/']?.js ?? Infinity) <= targets.homeJsBytes,
    loaded,
  );
}
