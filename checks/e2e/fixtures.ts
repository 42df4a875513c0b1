import { test as base, expect, type Page, type Route } from '@playwright/test';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from '../../app/consent/consent';
import { VISIT_COOKIES } from '../../app/lib/visit-cookie';
import { fakeEmailJs } from './fakes/emailjs';
import { fakeRecaptcha, solveCaptcha } from './fakes/recaptcha';
import { fakePixel } from './fakes/pixel';
import { CHECKOUT_URL, fakeStorefront } from './fakes/storefront';
import { fakeWholesale } from './fakes/wholesale';
import { answerOutside } from './fakes/outside-answers';
import { PLAIN_HTTP_HOST } from './hosts';

export { PLAIN_HTTP_HOST };

/** `answerDefault` answers as the service does unless told otherwise (fakes/outside-answers.ts). */
export type FakeHandler = (route: Route, answerDefault: () => Promise<void>) => Promise<void>;

export type OutsideWorld = {
  /** Answers requests to URLs matching the pattern with a fake (see e2e/fakes/); the latest wins. */
  fake: (pattern: RegExp, handler: FakeHandler) => void;
  /**
   * The address this test's shopper reaches the site from (sent as X-Forwarded-For with the buy
   * form): the cart function forwards it to the store, and the fake store answers by it.
   */
  shopperIp: string;
  /**
   * Meets the page's requests to one of the function's paths before they reach it: `proceed`
   * sends them on, as from this test's shopper.
   */
  onFunction: (path: string, handler: FunctionHandler) => void;
};

export type FunctionHandler = (route: Route, proceed: () => Promise<void>) => Promise<void>;

let shoppers = 0;

type ConsoleWatch = {
  /** Declares a console error or page error the test expects; any other fails the test. */
  allow: (pattern: RegExp) => void;
  /** The console errors seen so far. */
  errors: () => string[];
};

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', PLAIN_HTTP_HOST]);
/** The function's paths that the shopper's address is forwarded to (the fake services tell shoppers apart by it). */
const FUNCTION_ROUTES = new Set(['/cart', '/events', '/list', '/product.json', '/vitals']);
/** A route's path, the router's `.data` request for it (a fetcher's post) included. */
const routeOf = (url: URL) => url.pathname.replace(/\.data$/, '');

/** What the visitor chose about advertising on an earlier visit, or null for a first visit. */
type StoredConsent = 'granted' | 'denied' | null;

export const test = base.extend<{
  outside: OutsideWorld;
  consoleWatch: ConsoleWatch;
  storedConsent: StoredConsent;
}>({
  // Most tests play a returning visitor who accepted advertising (the choice region stays
  // closed, the pixel runs); e2e/consent.spec.ts plays the rest. A journey a new visitor makes
  // runs with `storedConsent: null` too, the choice open (docs/testing.md, issue 66).
  storedConsent: ['granted', { option: true }],
  page: async ({ page, storedConsent }, provide) => {
    if (storedConsent !== null) {
      // As the site keeps it: in local storage, and in the cookie the cart function reads.
      await page.addInitScript(
        ({ key, value, cookie }) => {
          try {
            localStorage.setItem(key, value);
            document.cookie = cookie;
          } catch {
            // A test that blocks storage plays a first visit anyway.
          }
        },
        {
          cookie: `${VISIT_COOKIES.consent}=${storedConsent}; Path=/; SameSite=Lax`,
          key: CONSENT_STORAGE_KEY,
          value: JSON.stringify({
            version: CONSENT_VERSION,
            choice: storedConsent,
            decidedAt: new Date().toISOString(),
          }),
        },
      );
    }
    await provide(page);
  },
  // Every request that leaves localhost is answered by a fake or aborted, and an aborted one
  // fails the test: the tests never reach a real third party.
  outside: [
    async ({ context }, use, testInfo) => {
      shoppers += 1;
      const shopperIp = `10.${testInfo.workerIndex % 256}.${Math.floor(shoppers / 256) % 256}.${shoppers % 256}`;
      const functionHandlers = new Map<string, FunctionHandler>();
      await context.route(
        (url) => LOCAL_HOSTS.has(url.hostname) && FUNCTION_ROUTES.has(routeOf(url)),
        (route) => {
          const proceed = () =>
            route.continue({
              // npm start trusts X-Forwarded-For here (TRUST_PROXY); `wrangler pages dev` passes
              // CF-Connecting-IP through, as Cloudflare's edge would set it.
              headers: {
                ...route.request().headers(),
                'x-forwarded-for': shopperIp,
                'cf-connecting-ip': shopperIp,
                // Each test's shopper has a store of its own: the live product asks past the
                // edge's cache (Cloudflare's worker keeps it a minute), as any client may.
                'cache-control': 'no-cache',
              },
            });
          const handler = functionHandlers.get(routeOf(new URL(route.request().url())));
          return handler ? handler(route, proceed) : proceed();
        },
      );
      const fakes: { pattern: RegExp; handler: FakeHandler }[] = [];
      const unexpected: string[] = [];
      await context.route(
        (url) => !LOCAL_HOSTS.has(url.hostname),
        async (route) => {
          const url = route.request().url();
          const fake = fakes.find(({ pattern }) => pattern.test(url));
          if (fake) return fake.handler(route, () => answerDefault(route));
          unexpected.push(`${route.request().method()} ${url}`);
          return route.abort('blockedbyclient');
        },
      );
      // Known services answer with their default fakes; a test's own fake takes precedence.
      const world: OutsideWorld = {
        fake: (pattern, handler) => void fakes.unshift({ pattern, handler }),
        shopperIp,
        onFunction: (path, handler) => void functionHandlers.set(path, handler),
      };
      fakeRecaptcha(world);
      fakeEmailJs(world);
      fakeStorefront(world);
      fakePixel(world);
      fakeWholesale(world);
      await use(world);
      expect(unexpected, 'requests that left localhost without a fake').toEqual([]);
    },
    { auto: true },
  ],

  consoleWatch: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      // The pages are served with their Content-Security-Policy: anything it blocks fails the
      // test, whether the page or a third party's code asked for it.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}`,
          );
        });
      });
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use({ allow: (pattern) => void allowed.push(pattern), errors: () => [...errors] });
      const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
};

async function answerDefault(route: Route) {
  const request = route.request();
  if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
  const answer = answerOutside(new URL(request.url()), request.method());
  if (!answer) return route.abort('blockedbyclient');
  return route.fulfill({ ...answer, headers: CORS });
}

/** A promise the test settles when it chooses: a fake answer held until `release()`. */
export function heldUntilReleased(): { heldUntil: Promise<void>; release: () => void } {
  let release = () => {};
  const heldUntil = new Promise<void>((resolve) => (release = resolve));
  return { heldUntil, release };
}

/** Waits until React has hydrated the page (root.tsx marks <html data-hydrated>). */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** The page hydrated, and its list forms too: their code loads apart (app/list/join-list-slot.tsx),
 * and until it is in, a form posts itself as with JavaScript off. */
export async function waitForListForms(page: Page) {
  await waitForHydration(page);
  // Every form the page has by then (a sold-out jar's waitlist may leave as the store answers).
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLFormElement>('form[data-list-form]')].every(
          (form) => form.noValidate,
        ),
      ),
    )
    .toBe(true);
}

/** Follows a link of the main navigation (the hero's on the home page, the header's elsewhere). */
export async function followNavLink(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
}

/** An "Order Now" button: the buy form's submit. */
export function buyControl(page: Page, name: string | RegExp) {
  const exact = typeof name === 'string' ? true : undefined;
  return page.getByRole('button', { name, exact });
}

/**
 * Holds back React's entry module, so the page is painted but not hydrated until `release()`.
 * Call before `page.goto`.
 */
export async function holdHydration(page: Page) {
  const held: Route[] = [];
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, (route) => void held.push(route));
  return {
    /** Resolves once the page has asked for the entry module (its scripts started). */
    requested: () => expect.poll(() => held.length).toBeGreaterThan(0),
    release: async () => {
      for (const route of held.splice(0)) await route.continue();
      await page.unroute(/\/assets\/entry\.client-[\w-]+\.js$/);
    },
  };
}

/**
 * Plays a person's browser before the page loads: EmailJS refuses automated ones (blockHeadless,
 * status 451).
 */
export async function lookLikeAPerson(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
  });
}

/** Fills the contact form, captcha solved, and sends it, on the contact page. */
export async function submitAMessage(page: Page, message = 'Do you ship to Canada?') {
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
  await page.getByLabel('Subject').fill('Hello');
  await page.getByLabel('Message').fill(message);
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
}

/** Sends a message through the contact form, on the contact page, and waits for the thanks. */
export async function sendAMessage(page: Page, message: string) {
  await submitAMessage(page, message);
  await expect(
    page.getByText("Thank you for your message! We'll get back to you soon."),
  ).toBeVisible();
}

/** Lands on `landing` (a campaign link), then buys from the call to action, hydrated. */
export async function landAndBuy(page: Page, landing: string) {
  await page.goto(landing);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Order Now', exact: true }).click();
  await expect(page).toHaveURL(CHECKOUT_URL);
}

/**
 * Lands on `landing` with React's entry module held back: the page is painted, its scripts have
 * started, and it is not hydrated (for taps that must work from the first paint).
 */
export async function landWithHydrationHeld(page: Page, landing: string) {
  const hydration = await holdHydration(page);
  await page.goto(landing);
  await hydration.requested();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  return hydration;
}

/** Opens `path` and waits until it is hydrated and its web fonts are in. */
export async function openSettled(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

export type LayoutShift = { value: number; inHero: boolean };

/** Records every layout shift of the pages `page` opens next (call before `goto`). */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; inHero: boolean }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & {
          value: number;
          sources: { node: Node | null }[];
        };
        const inHero = shift.sources.some((source) =>
          Boolean(source.node?.parentElement?.closest('header')),
        );
        shifts.push({ value: shift.value, inHero });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts so far, after two frames so that any pending one is reported. */
export async function layoutShifts(page: Page): Promise<LayoutShift[]> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts);
}
