/**
 * The journeys that matter, in Gecko (Firefox) and WebKit (WebKitGTK): the pages render and
 * hydrate, navigation stays in the page, the cookie choice, "Order Now" before and after
 * hydration, the list's form posted without JavaScript, the contact form, the 404 page. The e2e build, served as `npm start` serves it;
 * every other host answered by the fakes through ./outside.ts.
 */
import { CONSENT_STORAGE_KEY } from '../../app/consent/consent';
import { listMessages } from '../../app/content/list-messages';
import { CHECKOUT_URL, FAKE_OFFER_OPTIONS } from '../support/fake-store-answers.mjs';
import { EVERY_PAGE, NOT_FOUND_PAGE } from '../e2e/pages';
import { E2E_PORT } from '../e2e/hosts';
import {
  CHOICE,
  FAKE_VARIANT,
  NOT_FOUND_LOG,
  SAID_NO,
  cartsOf,
  clickText,
  expect,
  heading,
  heldSite,
  hydrated,
  listCallsOf,
  restingTop,
  test,
  until,
} from './shopper';

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

// Each journey is a first visit: the cookie choice opens on its own and stays unanswered unless
// the journey answers it. "Ingredients" must end with the section's top at the page's scroll
// padding (1rem) whatever the choice does meanwhile (issue 66).
for (const size of ['phone', 'desktop'] as const) {
  test(`"Ingredients" on a first visit, the choice open or opening, ${size}`, async ({
    shopper,
    engine,
    baseURL,
  }) => {
    // WebKitGTK's window goes no narrower than about 447 px.
    const width = size === 'desktop' ? 1280 : engine === 'webkit' ? 450 : 390;
    await shopper.resize(width, size === 'desktop' ? 900 : 844);
    const ingredients = async (from: string, links: string) => {
      await shopper.goto(from);
      await hydrated(shopper);
      await until(
        shopper,
        `return document.querySelector(${JSON.stringify(CHOICE)})`,
        'the choice',
      );
      await clickText(shopper, links, 'Ingredients');
      expect(await restingTop(shopper, '/', 'ingredients'), `from ${from}`).toBe(16);
    };
    await ingredients(`${baseURL}/`, 'nav a');
    await ingredients(`${baseURL}/contact`, 'header a');

    // The choice opening while the page scrolls: its module held until the tap.
    const site = await heldSite(String(baseURL), '10.66.0.1', /^\/assets\/choice-[\w-]+\.js$/);
    try {
      await shopper.goto(`${site.url}/`);
      await hydrated(shopper);
      expect(await shopper.run(`return document.querySelector(${JSON.stringify(CHOICE)})`)).toBe(
        null,
      );
      await clickText(shopper, 'nav a', 'Ingredients');
      site.release();
      await until(
        shopper,
        `return document.querySelector(${JSON.stringify(CHOICE)})`,
        'the choice',
      );
      expect(await restingTop(shopper, '/', 'ingredients'), 'the choice opening').toBe(16);
    } finally {
      site.close();
    }
  });
}

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

// The list takes a post from the site's own pages, on npm start and in Cloudflare's runtime alike.
for (const [runtime, url] of [
  ['npm start', null],
  ['Cloudflare', `http://localhost:${E2E_PORT + 2}`],
] as const) {
  test(`the list before hydration (${runtime}): the form, posted, welcomes and signs up`, async ({
    shopper,
    baseURL,
    allowErrors,
  }, testInfo) => {
    allowErrors.push(/could not start its scripts/);
    const email = `journey-${runtime === 'npm start' ? 'node' : 'worker'}-${testInfo.project.name}-${testInfo.workerIndex}-${Date.now()}@example.com`;
    const site = await heldSite(url ?? String(baseURL), `10.250.${testInfo.workerIndex % 256}.3`);
    try {
      await shopper.goto(`${site.url}/contact`);
      expect(
        await shopper.run('return document.documentElement.hasAttribute("data-hydrated")'),
      ).toBe(false);
      await shopper.type('footer input[type="email"]', email);
      await clickText(shopper, 'footer button', 'Join the list');
      await until(
        shopper,
        `return document.body.textContent.includes(${JSON.stringify(listMessages.joined)})`,
        'the welcome',
      );
      expect(await listCallsOf(email)).toEqual([
        expect.objectContaining({ path: '/client/subscriptions' }),
      ]);
    } finally {
      site.close();
    }
  });
}

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

test('the image dialog opens on a tap that comes before its last close event', async ({
  shopper,
  baseURL,
}) => {
  await shopper.goto(`${baseURL}/wholesale`);
  await hydrated(shopper);
  await shopper.click('main a[aria-haspopup="dialog"]');
  await until(shopper, 'return document.querySelector("dialog[open]")', 'the dialog');
  // The browser closes it at once and fires its close event a task later, as after Escape; a
  // tap in between is the next open (issue 66).
  await shopper.run(`
    const dialog = document.querySelector('dialog');
    window.__closeEventCame = false;
    dialog.addEventListener('close', () => setTimeout(() => (window.__closeEventCame = true)), { once: true });
    dialog.close();
    document.querySelector('main a[aria-haspopup="dialog"]').click();`);
  await until(shopper, 'return window.__closeEventCame', 'the close event');
  expect(await shopper.run('return document.querySelector("dialog")?.open')).toBe(true);
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

/** The e2e build of a store with quantity breaks and free shipping (checks/playwright.config.ts). */
const OFFER_URL = `http://localhost:${E2E_PORT + 10}`;

test('the store’s offer: each quantity priced before hydration and after; the total follows the pick', async ({
  shopper,
}, testInfo) => {
  const site = await heldSite(OFFER_URL, `10.251.${testInfo.workerIndex % 256}.1`);
  const options = () =>
    shopper.run<string[]>(
      'return [...document.querySelector("header select").options].map((option) => option.textContent)',
    );
  try {
    await shopper.goto(`${site.url}/`);
    expect(await options()).toEqual(FAKE_OFFER_OPTIONS);
    expect(
      await shopper.run('return document.querySelector("header [data-offer]").textContent'),
    ).toBe('Save 10% on 2 jars, 15% on 3 · Free shipping from 2 jars');
    site.release();
    await hydrated(shopper);
    expect(await options()).toEqual(FAKE_OFFER_OPTIONS);
    await shopper.run(
      'const picker = document.querySelector("header select"); picker.value = "3"; picker.dispatchEvent(new Event("change", { bubbles: true }))',
    );
    await until(
      shopper,
      'return [...document.querySelectorAll("header button")].some((button) => button.textContent === "Order Now $86.70") && document.querySelector("header [data-offer]").textContent.endsWith("· Free shipping")',
      'the offer’s total for 3 jars',
    );
  } finally {
    site.close();
  }
});
