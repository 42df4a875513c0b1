/**
 * The journeys that matter, in Gecko (Firefox) and WebKit (WebKitGTK): the pages render and
 * hydrate, navigation stays in the page, the cookie choice, "Order Now" before and after
 * hydration, the contact form, the 404 page. The e2e build, served as `npm start` serves it;
 * every other host answered by the fakes through ./outside.ts.
 */
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test as base } from '@playwright/test';
import { CONSENT_STORAGE_KEY } from '../../app/consent/consent';
import { CHECKOUT_URL } from '../e2e/fakes/storefront-api.mjs';
import { FAKE_STORE_ORIGIN } from '../e2e/hosts';
import { EVERY_PAGE, NOT_FOUND_PAGE } from '../e2e/pages';
import { type Driver, type EngineName, engineMissing, launch } from './drivers';
import { type Outside, startOutside } from './outside';

export type EngineOptions = { engine: EngineName };

const test = base.extend<
  EngineOptions & { shopper: Driver; outside: Outside; allowErrors: RegExp[] }
>({
  engine: ['gecko', { option: true }],
  // Errors a journey expects the page to report (push a pattern); any other fails it.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
  allowErrors: async ({}, provide) => provide([]),
  // One shopper per worker would share storage between journeys; one per test is slower but
  // every journey starts as a first visit.
  // eslint-disable-next-line no-empty-pattern -- as above
  outside: async ({}, provide) => {
    const outside = await startOutside();
    await provide(outside);
    await outside.close();
  },
  shopper: async ({ engine, outside, allowErrors }, provide) => {
    const driver = await launch(engine, outside.proxy);
    try {
      await provide(driver);
      const errors = await driver.errors();
      expect(
        errors.filter((error) => !allowErrors.some((allowed) => allowed.test(error))),
        'errors the page reported',
      ).toEqual([]);
      expect(outside.unexpected(), 'requests no fake answers').toEqual([]);
    } finally {
      await driver.close();
    }
  },
});

test.describe.configure({ timeout: 180_000 });

// A machine without the engine's browser skips its journeys, saying why (`npm test` installs
// them where it can: scripts/check-tools.mjs).
test.beforeEach(({ engine }) => {
  const missing = engineMissing(engine);
  test.skip(missing !== null, String(missing));
});

/** Polls a function body in the page until it returns something truthy. */
async function until(driver: Driver, body: string, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      last = await driver.run(`return Boolean((() => { ${body} })())`);
      if (last) return;
    } catch (error) {
      last = error; // Between two documents.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Waited ${timeoutMs} ms for ${what}; last: ${String(last)}`);
}

/** React Router's own log on the not-found page (as in the Chromium suite). */
const NOT_FOUND_LOG = /non-existent route|status of 404/;

/** The cookie choice's region ("Cookies and ads"). */
const CHOICE = 'section[aria-labelledby="consent-heading"]';
const FAKE_VARIANT = 'gid://shopify/ProductVariant/4455';
/** A visitor who rejected, or never answered in opt-in: what the checkout is told. */
const SAID_NO = { analytics: false, marketing: false, saleOfData: false };

const hydrated = (driver: Driver) =>
  until(driver, 'return document.documentElement.hasAttribute("data-hydrated")', 'hydration');

const heading = (driver: Driver) =>
  driver.run<string>('return document.querySelector("h1")?.textContent?.trim() ?? ""');

/** Clicks the first element matching `css` whose text is `text`, with the engine's own input. */
async function clickText(driver: Driver, css: string, text: string) {
  const mark = `j${Math.random().toString(36).slice(2)}`;
  await until(
    driver,
    `const found = [...document.querySelectorAll(${JSON.stringify(css)})].find(
       (element) => element.textContent.trim() === ${JSON.stringify(text)});
     if (found) found.setAttribute('data-journey', ${JSON.stringify(mark)});
     return Boolean(found);`,
    `${css} "${text}"`,
  );
  await driver.click(`[data-journey="${mark}"]`);
}

test('every page renders and hydrates, with no page error', async ({
  shopper,
  baseURL,
  allowErrors,
}) => {
  allowErrors.push(NOT_FOUND_LOG);
  for (const page of EVERY_PAGE) {
    await shopper.goto(`${baseURL}${page.path}`);
    await hydrated(shopper);
    expect(await heading(shopper), page.path).toBe(page.heading);
    expect(await shopper.run<string>('return document.title'), page.path).toBe(page.title);
  }
});

test('header navigation stays in the page; "Ingredients" scrolls to its section', async ({
  shopper,
  baseURL,
}) => {
  await shopper.goto(`${baseURL}/wholesale`);
  await hydrated(shopper);
  await shopper.run('window.__samePage = "yes"');
  await clickText(shopper, 'header a', 'Contact');
  // The address and the heading are waited for together: a driver can report either a moment
  // after the other (issue 42's Gecko failure), so neither is asserted before it is seen.
  await until(
    shopper,
    'return location.pathname === "/contact" && document.querySelector("h1")?.textContent === "Contact Us"',
    '/contact',
  );
  expect(await shopper.run('return window.__samePage')).toBe('yes');

  await clickText(shopper, 'header a', 'Ingredients');
  await until(
    shopper,
    `const section = document.getElementById('ingredients');
     return location.pathname === '/' && section && Math.abs(section.getBoundingClientRect().top) < innerHeight / 2`,
    'the Ingredients section in view',
  );
  expect(await shopper.run('return window.__samePage')).toBe('yes');
});

test('the cookie choice: reject, reopen from the footer, accept', async ({
  shopper,
  baseURL,
  outside,
}) => {
  const region = CHOICE;
  const toMeta = () => outside.requests.filter(({ url }) => /facebook\.(com|net)/.test(url));
  await shopper.goto(`${baseURL}/privacy`);
  await hydrated(shopper);
  await until(shopper, `return document.querySelector(${JSON.stringify(region)})`, 'the choice');
  await clickText(shopper, `${region} button`, 'Reject');
  await until(
    shopper,
    `return !document.querySelector(${JSON.stringify(region)}) &&
       JSON.parse(localStorage.getItem('${CONSENT_STORAGE_KEY}') ?? '{}').choice === 'denied'`,
    'it to close, the refusal kept',
  );
  expect(toMeta()).toEqual([]);

  await clickText(shopper, 'footer button, footer a', 'Cookie settings');
  await until(shopper, `return document.querySelector(${JSON.stringify(region)})`, 'it to reopen');
  await clickText(shopper, `${region} button`, 'Accept');
  await expect
    .poll(() => toMeta().map(({ url }) => new URL(url).pathname), { timeout: 30_000 })
    .toEqual(['/en_US/fbevents.js', '/tr/']);
  expect(new URL(toMeta()[1]?.url ?? 'https://x').searchParams.get('ev')).toBe('PageView');
});

function pick(headers: IncomingMessage['headers'], names: string[]): Record<string, string> {
  return Object.fromEntries(
    names.flatMap((name) => {
      const value = headers[name];
      return typeof value === 'string' ? [[name, value]] : [];
    }),
  );
}

/** What the cart function asked the fake store for this shopper (checks/support/fake-store-server.mjs). */
async function cartsOf(shopperIp: string) {
  const calls = (await (
    await fetch(`${FAKE_STORE_ORIGIN}/__fake/calls?ip=${shopperIp}`)
  ).json()) as {
    operation: string;
    variables: unknown;
  }[];
  return calls
    .filter(({ operation }) => operation === 'CartCreate')
    .map(({ variables }) => variables);
}

/**
 * The built site through a gate that holds the page's modules until released: a page painted
 * and not hydrated, as on a slow phone.
 */
async function heldSite(baseURL: string, shopperIp: string) {
  let release = () => {};
  const released = new Promise<void>((done) => (release = done));
  const gate = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '/';
    void (async () => {
      if (/^\/assets\/.+\.js$/.test(path)) await released;
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      // The buy form's post goes through too, as from this shopper (the fake store's key).
      const answer = await fetch(`${baseURL}${path}`, {
        method: req.method,
        redirect: 'manual',
        body: hasBody ? Buffer.concat(chunks) : undefined,
        headers: {
          'accept-encoding': 'identity',
          'x-forwarded-for': shopperIp,
          ...pick(req.headers, ['accept', 'content-type', 'cookie']),
        },
      });
      const headers = Object.fromEntries(
        [...answer.headers].filter(
          ([name]) =>
            !/^(content-encoding|content-length|transfer-encoding|connection)$/i.test(name),
        ),
      );
      res.writeHead(answer.status, headers).end(Buffer.from(await answer.arrayBuffer()));
    })().catch(() => res.destroy());
  });
  await new Promise<void>((done) => gate.listen(0, '127.0.0.1', done));
  const { port } = gate.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    release,
    close: () => {
      release();
      gate.closeAllConnections();
      gate.close();
    },
  };
}

test('"Order Now" reaches the checkout before hydration (the form, posted)', async ({
  shopper,
  baseURL,
  outside,
  allowErrors,
}, testInfo) => {
  // The held modules never arrive: the page says so as the checkout replaces it.
  allowErrors.push(/could not start its scripts/);
  const shopperIp = `10.250.${testInfo.workerIndex % 256}.1`;
  const site = await heldSite(String(baseURL), shopperIp);
  try {
    await shopper.goto(`${site.url}/`);
    expect(await shopper.run('return document.documentElement.hasAttribute("data-hydrated")')).toBe(
      false,
    );
    await clickText(shopper, 'button', 'Order Now $34');
    await until(
      shopper,
      `return location.href === ${JSON.stringify(CHECKOUT_URL)}`,
      'the checkout',
    );
    await until(shopper, 'return document.title === "Checkout"', 'the checkout page');
    expect(await cartsOf(shopperIp)).toEqual([
      { input: { lines: [{ merchandiseId: FAKE_VARIANT, quantity: 1 }] }, visitorConsent: SAID_NO },
    ]);
    expect(outside.requests.filter(({ method }) => method === 'POST')).toEqual([]);
  } finally {
    site.close();
  }
});

test('"Order Now" reaches the checkout after hydration (the form, sent by the page)', async ({
  shopper,
  baseURL,
}, testInfo) => {
  const shopperIp = `10.250.${testInfo.workerIndex % 256}.2`;
  const site = await heldSite(String(baseURL), shopperIp);
  site.release();
  try {
    await shopper.goto(`${site.url}/`);
    await hydrated(shopper);
    await clickText(shopper, `${CHOICE} button`, 'Reject');
    await clickText(shopper, 'button', 'Order Now $34');
    // The address, not the title, before asserting the address: drivers report it a moment late.
    await until(
      shopper,
      `return location.href === ${JSON.stringify(CHECKOUT_URL)}`,
      'the checkout',
    );
    expect(await cartsOf(shopperIp)).toEqual([
      { input: { lines: [{ merchandiseId: FAKE_VARIANT, quantity: 1 }] }, visitorConsent: SAID_NO },
    ]);
  } finally {
    site.close();
  }
});

test('the contact form validates, then sends', async ({ shopper, baseURL, outside }) => {
  const sent = () => outside.requests.filter(({ url }) => url.includes('api.emailjs.com'));
  await shopper.goto(`${baseURL}/contact`);
  await hydrated(shopper);
  await clickText(shopper, `${CHOICE} button`, 'Reject');
  // EmailJS refuses a shopper that says it is automated (blockHeadless).
  await shopper.run(
    "Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false })",
  );
  await shopper.type('input[name="name"]', 'Ada Lovelace');
  await shopper.type('input[type="email"]', 'ada@example.com');
  await shopper.type('input[name="subject"]', 'Wholesale question');
  await clickText(shopper, 'button', "I'm not a robot");
  await clickText(shopper, 'button', 'Send Message');
  // The empty message is refused (by the engine's own validation or the form's message).
  await until(
    shopper,
    `return document.querySelector('textarea:invalid') || document.querySelector('[role="alert"]')?.textContent.trim()`,
    'the form to refuse an empty message',
  );
  expect(sent()).toEqual([]);

  await shopper.type('textarea', 'Do you ship to Canada?');
  await clickText(shopper, 'button', 'Send Message');
  await until(
    shopper,
    `return document.body.textContent.includes("Thank you for your message! We'll get back to you soon.")`,
    'the thanks',
  );
  expect(sent()).toHaveLength(1);
  expect(JSON.parse(sent()[0]?.body ?? '{}')).toMatchObject({
    service_id: 'e2e-service',
    template_id: 'e2e-template',
    template_params: {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      title: 'Wholesale question',
      message: 'Do you ship to Canada?',
      'g-recaptcha-response': 'fake-captcha-token-1',
    },
  });
});

test('the 404 page, and home from it', async ({ shopper, baseURL, allowErrors }) => {
  allowErrors.push(NOT_FOUND_LOG);
  await shopper.goto(`${baseURL}${NOT_FOUND_PAGE.path}`);
  await hydrated(shopper);
  expect(await heading(shopper)).toBe(NOT_FOUND_PAGE.heading);
  await shopper.run('window.__samePage = "yes"');
  await clickText(shopper, 'main a', 'Return to Home');
  await until(shopper, 'return location.pathname === "/"', 'home');
  expect(await shopper.run('return window.__samePage')).toBe('yes');
});
