/**
 * The keyboard alone, in Gecko (Firefox) and WebKit (WebKitGTK), as in Chromium
 * (checks/e2e/keyboard.spec.ts and focus.spec.ts): every page tabbed through with the cookie
 * choice open, each stop wholly in view; then the shopper's journeys, never a stop on the page's
 * body, a focus ring at each.
 */
import { CHECKOUT_URL, FAKE_MONTHLY_PLAN } from '../support/fake-store-answers.mjs';
import { E2E_PORT, FAKE_STORE_ORIGIN } from '../e2e/hosts';
import { EVERY_PAGE } from '../e2e/pages';
import { type FocusReport, probeFocus } from '../support/focus-probe';
import { type Driver, type EngineName, type KeyName, launch } from './drivers';
import type { Outside } from './outside';
import {
  CHOICE,
  FAKE_VARIANT,
  NOT_FOUND_LOG,
  cartsOf,
  expect,
  expectNoPageErrors,
  heldSite,
  hydrated,
  test,
  until,
} from './shopper';

/** More presses than any page has stops (about 40 on `/`). */
const MOST_PRESSES = 80;
/** The e2e build of a store that sells the jar on a monthly plan too (checks/playwright.config.ts). */
const PLANS_URL = `http://localhost:${E2E_PORT + 6}`;

// Read once the page has drawn twice after the key: what a scroll or the choice moved is settled.
const PROBE = `return new Promise((settled) => requestAnimationFrame(() =>
  requestAnimationFrame(() => settled((${probeFocus.toString()})()))))`;
const probe = (shopper: Driver) => shopper.run<FocusReport>(PROBE);

/** Tabs once round the page; each stop where the focused element is hidden in part. */
async function tabRound(shopper: Driver, key: KeyName = 'Tab', within?: string) {
  await shopper.run('delete window.__focusVisits');
  const problems: string[] = [];
  let stops = 0;
  for (let press = 0; press < MOST_PRESSES * 2; press += 1) {
    await shopper.press(key);
    const report = await probe(shopper);
    if (report.isOnBody) {
      if (stops > 0) break;
      continue;
    }
    if (report.visit > 1) break;
    stops += 1;
    for (const hidden of report.hidden) problems.push(`${report.name}: ${hidden}`);
    const isWithin = await shopper.run<boolean>(
      `return !${JSON.stringify(within ?? null)} || Boolean(document.activeElement.closest(${JSON.stringify(within ?? '')}))`,
    );
    if (!isWithin) problems.push(`${report.name}: outside ${within ?? ''}`);
  }
  return { stops, problems };
}

/** Presses `key` until the focus is on the element named like `wanted`, each stop shown. */
async function focusOn(shopper: Driver, wanted: RegExp, key: KeyName = 'Tab') {
  const seen: string[] = [];
  const now = await probe(shopper);
  if (!now.isOnBody && wanted.test(now.name)) return;
  for (let press = 0; press < MOST_PRESSES; press += 1) {
    const wasOnBody = (await probe(shopper)).isOnBody;
    await shopper.press(key);
    // From the page's start, Shift+Tab first visits the browser's own controls: not a loss.
    if (wasOnBody && seen.length === 0 && (await probe(shopper)).isOnBody) continue;
    const report = await focusShown(shopper, `after ${seen.join(', ') || 'the start'}`);
    seen.push(report.name);
    if (wanted.test(report.name)) return;
  }
  throw new Error(`${String(wanted)} not reached in ${MOST_PRESSES} presses: ${seen.join(', ')}`);
}

/** The focus is on an element, with a ring, wholly in view: never on the body. */
async function focusShown(shopper: Driver, where = '') {
  const report = await probe(shopper);
  if (report.isOnBody) throw new Error(`The focus fell to the page's body ${where}`);
  expect(report.hasRing, `${report.name} shows no focus ring`).toBe(true);
  expect(report.hidden, report.name).toEqual([]);
  return report;
}

const choiceShown = (shopper: Driver) =>
  until(shopper, `return document.querySelector(${JSON.stringify(CHOICE)})`, 'the choice');

// One browser per page and per direction: a second load in one session is what WebKitGTK's
// MiniBrowser was seen to lose; and past the last stop the browser's own controls have the
// focus, which headless Firefox does not give back to the page.
for (const { path } of EVERY_PAGE) {
  test(`${path}, the cookie choice open: each stop of Tab and Shift+Tab wholly in view`, async ({
    shopper,
    baseURL,
    allowErrors,
    engine,
    outside,
  }) => {
    allowErrors.push(NOT_FOUND_LOG);
    const round = async (driver: Driver, key: KeyName) => {
      await driver.goto(`${baseURL}${path}`);
      await hydrated(driver);
      await choiceShown(driver);
      return tabRound(driver, key);
    };
    const forward = await round(shopper, 'Tab');
    expect(forward.stops, 'stops').toBeGreaterThan(3);
    expect(forward.problems).toEqual([]);
    const back = await inOwnBrowser(engine, outside, allowErrors, (driver) =>
      round(driver, 'Shift+Tab'),
    );
    expect(back.stops, 'stops on the way up').toBe(forward.stops);
    expect(back.problems).toEqual([]);
  });
}

/** `run` in a browser of its own, closed after; the errors its pages report checked as the fixture's. */
async function inOwnBrowser<T>(
  engine: EngineName,
  outside: Outside,
  allowErrors: RegExp[],
  run: (driver: Driver) => Promise<T>,
): Promise<T> {
  const driver = await launch(engine, outside.proxy);
  try {
    const result = await run(driver);
    await expectNoPageErrors(driver, allowErrors);
    return result;
  } finally {
    await driver.close();
  }
}

test('buy three jars on the plan and reach the checkout', async ({ shopper }, testInfo) => {
  const shopperIp = `10.251.${testInfo.workerIndex % 256}.1`;
  const scenario = await fetch(`${FAKE_STORE_ORIGIN}/__fake/scenario`, {
    method: 'POST',
    body: JSON.stringify({ ip: shopperIp, scenario: { product: { plans: [FAKE_MONTHLY_PLAN] } } }),
  });
  expect(scenario.status).toBe(204);
  const site = await heldSite(PLANS_URL, shopperIp);
  site.release();
  try {
    await shopper.goto(`${site.url}/`);
    await hydrated(shopper);
    await choiceShown(shopper);
    await focusOn(shopper, /^button "Reject"/, 'Shift+Tab');
    await shopper.press('Enter');
    await until(shopper, `return !document.querySelector(${JSON.stringify(CHOICE)})`, 'answered');
    await focusOn(shopper, /^input "One-time purchase/);
    await shopper.press('ArrowDown');
    await focusShown(shopper);
    await until(
      shopper,
      `return [...document.querySelectorAll('input[name="plan"]')].at(-1)?.checked`,
      'the plan chosen',
    );
    await focusOn(shopper, /^select "Quantity"/);
    await shopper.press('ArrowDown');
    await shopper.press('ArrowDown');
    await until(
      shopper,
      `return [...document.querySelectorAll('select[name="quantity"]')].at(-1)?.value === '3'`,
      'three jars',
    );
    await focusOn(shopper, /^button "Order Now"$/);
    await shopper.press('Enter');
    await until(shopper, `return location.href === ${JSON.stringify(CHECKOUT_URL)}`, 'checkout');
    expect(await cartsOf(shopperIp)).toEqual([
      {
        input: {
          lines: [
            { merchandiseId: FAKE_VARIANT, quantity: 3, sellingPlanId: FAKE_MONTHLY_PLAN.id },
          ],
        },
        visitorConsent: { analytics: false, marketing: false, saleOfData: false },
      },
    ]);
  } finally {
    site.close();
  }
});

test('send the contact form', async ({ shopper, baseURL, outside }) => {
  const sent = () => outside.requests.filter(({ url }) => url.includes('api.emailjs.com'));
  await shopper.goto(`${baseURL}/contact`);
  await hydrated(shopper);
  // EmailJS refuses a shopper that says it is automated (blockHeadless).
  await shopper.run(
    "Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false })",
  );
  for (const [field, text] of [
    [/^input "Name/, 'Ada Lovelace'],
    [/^input "Email/, 'ada@example.com'],
    [/^input "Subject/, 'Hello'],
    [/^textarea "Message/, 'Do you ship to Canada?'],
  ] as const) {
    await focusOn(shopper, field);
    await shopper.typeKeys(text);
  }
  await focusOn(shopper, /^button "I'm not a robot"/);
  await shopper.press('Space');
  await focusOn(shopper, /^button "Send Message"/);
  await shopper.press('Enter');
  await until(
    shopper,
    `return document.body.textContent.includes("Thank you for your message! We'll get back to you soon.")`,
    'the thanks',
  );
  expect(sent()).toHaveLength(1);
  expect((await focusShown(shopper)).name).toMatch(/^input "Name/);
});

test('a message shown: each stop below the form wholly in view', async ({ shopper, baseURL }) => {
  await shopper.goto(`${baseURL}/contact`);
  await hydrated(shopper);
  await shopper.run(
    "Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false })",
  );
  for (const [field, text] of [
    ['input[name="name"]', 'Ada Lovelace'],
    ['input[type="email"]', 'ada@example.com'],
    ['input[name="subject"]', 'Hello'],
    ['textarea', 'Do you ship to Canada?'],
  ] as const) {
    await shopper.type(field, text);
  }
  await focusOn(shopper, /^button "I'm not a robot"/);
  await shopper.press('Space');
  await focusOn(shopper, /^button "Send Message"/);
  await shopper.press('Enter');
  await until(shopper, 'return document.querySelector("[data-sonner-toast]")', 'the message');
  // The message stays while the pointer rests on it (sonner pauses its timer).
  await shopper.hover('[data-sonner-toast]');
  await shopper.run('document.querySelector(\'[name="name"]\').focus()');
  const round = await tabRound(shopper);
  expect(round.stops).toBeGreaterThan(3);
  expect(round.problems).toEqual([]);
  expect(await shopper.run('return Boolean(document.querySelector("[data-sonner-toast]"))')).toBe(
    true,
  );
});

test('join the list', async ({ shopper, baseURL }) => {
  await shopper.goto(`${baseURL}/terms`);
  await hydrated(shopper);
  await focusOn(shopper, /^input "Email address/);
  await shopper.typeKeys(`keyboard-${Date.now()}@example.com`);
  await focusOn(shopper, /^button "Join the list"/);
  await shopper.press('Enter');
  await until(
    shopper,
    `return document.querySelector('form[data-list-form="footer"] [role="status"]')?.textContent.startsWith("You're on the list.")`,
    'the welcome',
  );
  await focusShown(shopper);
});

test('answer the cookie choice, then change it', async ({ shopper, baseURL }) => {
  await shopper.goto(`${baseURL}/privacy`);
  await hydrated(shopper);
  await choiceShown(shopper);
  await focusOn(shopper, /^button "Reject"/, 'Shift+Tab');
  await shopper.press('Enter');
  await until(shopper, `return !document.querySelector(${JSON.stringify(CHOICE)})`, 'answered');
  await focusShown(shopper);
  await focusOn(shopper, /^a "Cookie settings"/);
  await shopper.press('Enter');
  await choiceShown(shopper);
  await focusOn(shopper, /^button "Accept"/);
  await shopper.press('Enter');
  await until(shopper, `return !document.querySelector(${JSON.stringify(CHOICE)})`, 'answered');
  expect((await focusShown(shopper)).name).toMatch(/^a "Cookie settings"/);
});

test('open and close the image dialog; the focus stays in it', async ({ shopper, baseURL }) => {
  await shopper.goto(`${baseURL}/wholesale`);
  await hydrated(shopper);
  await choiceShown(shopper);
  await focusOn(shopper, /^a "Enlarge: The drizzle"/);
  await shopper.press('Enter');
  await until(shopper, 'return document.querySelector("dialog[open]")', 'the dialog');
  expect((await focusShown(shopper)).name).toBe('button "Close"');
  const round = await tabRound(shopper, 'Tab', 'dialog[open]');
  expect(round.stops).toBeGreaterThan(0);
  expect(round.problems).toEqual([]);
  await focusOn(shopper, /^button "Close"/);
  await shopper.press('Escape');
  await until(shopper, 'return !document.querySelector("dialog[open]")', 'the dialog closed');
  expect((await focusShown(shopper)).name).toMatch(/^a "Enlarge: The drizzle"/);
  await shopper.press('Enter');
  await until(shopper, 'return document.querySelector("dialog[open]")', 'the dialog again');
  await focusOn(shopper, /^button "Close"/);
  await shopper.press('Enter');
  await until(shopper, 'return !document.querySelector("dialog[open]")', 'the dialog closed');
  expect((await focusShown(shopper)).name).toMatch(/^a "Enlarge: The drizzle"/);
});
