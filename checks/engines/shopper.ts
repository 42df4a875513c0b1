/**
 * What the Gecko and WebKit journeys share: a shopper (the engine's browser through ./drivers.ts,
 * every other host answered by ./outside.ts, each journey a first visit), and waits and reads
 * written as page code, since the drivers have no locators.
 */
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test as base } from '@playwright/test';
import { FAKE_STORE_ORIGIN } from '../e2e/hosts';
import { type Driver, type EngineName, engineMissing, launch } from './drivers';
import { type Outside, startOutside } from './outside';

export type EngineOptions = { engine: EngineName };

export const test = base.extend<
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
      await expectNoPageErrors(driver, allowErrors);
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

/** The errors a driver's pages reported, but the ones a journey expects: none. */
export async function expectNoPageErrors(driver: Driver, allowErrors: RegExp[]) {
  const errors = await driver.errors();
  expect(
    errors.filter((error) => !allowErrors.some((allowed) => allowed.test(error))),
    'errors the page reported',
  ).toEqual([]);
}

/** Polls a function body in the page until it returns something truthy. */
export async function until(driver: Driver, body: string, what: string, timeoutMs = 30_000) {
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

/**
 * Where an element's top rests once it has stayed put for five reads in a row (a smooth scroll
 * has ended), on the page at `path`; null if it never came to rest within 300 reads.
 */
export async function restingTop(driver: Driver, path: string, id: string) {
  let last: number | null = null;
  for (let reads = 0, still = 0; reads < 300; reads += 1) {
    const top = await driver
      .run<number | null>(
        `const element = document.getElementById(${JSON.stringify(id)});
         return location.pathname === ${JSON.stringify(path)} && element
           ? Math.round(element.getBoundingClientRect().top) : null`,
      )
      .catch(() => null); // Between two documents.
    still = top !== null && top === last ? still + 1 : 0;
    if (still === 5) return top;
    last = top;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

/** React Router's own log on the not-found page (as in the Chromium suite). */
export const NOT_FOUND_LOG = /non-existent route|status of 404/;

/** The cookie choice's region ("Cookies and ads"). */
export const CHOICE = 'section[aria-labelledby="consent-heading"]';
export const FAKE_VARIANT = 'gid://shopify/ProductVariant/4455';
/** A visitor who rejected, or never answered in opt-in: what the checkout is told. */
export const SAID_NO = { analytics: false, marketing: false, saleOfData: false };

export const hydrated = (driver: Driver) =>
  until(driver, 'return document.documentElement.hasAttribute("data-hydrated")', 'hydration');

export const heading = (driver: Driver) =>
  driver.run<string>('return document.querySelector("h1")?.textContent?.trim() ?? ""');

/** Clicks the first element matching `css` whose text is `text`, with the engine's own input. */
export async function clickText(driver: Driver, css: string, text: string) {
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

function pick(headers: IncomingMessage['headers'], names: string[]): Record<string, string> {
  return Object.fromEntries(
    names.flatMap((name) => {
      const value = headers[name];
      return typeof value === 'string' ? [[name, value]] : [];
    }),
  );
}

/** What the cart function asked the fake store for this shopper (checks/support/fake-store.mjs). */
export async function cartsOf(shopperIp: string) {
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

/** What the server asked the fake Klaviyo for this address. */
export async function listCallsOf(email: string) {
  const answer = await fetch(`${FAKE_STORE_ORIGIN}/__fake/list?email=${encodeURIComponent(email)}`);
  return (await answer.json()) as { path: string }[];
}

/**
 * The built site through a gate that holds the page's modules until released: a page painted
 * and not hydrated, as on a slow phone.
 */
export async function heldSite(
  baseURL: string,
  shopperIp: string,
  held: RegExp = /^\/assets\/.+\.js$/,
) {
  let release = () => {};
  const released = new Promise<void>((done) => (release = done));
  const gate = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '/';
    void (async () => {
      if (held.test(path)) await released;
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
          'cf-connecting-ip': shopperIp,
          // Sec-Fetch-Site as the engine sent it (the list takes posts from the site's own pages);
          // not Origin, which names this gate, not the site.
          ...pick(req.headers, ['accept', 'content-type', 'cookie', 'sec-fetch-site']),
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

export { expect };
