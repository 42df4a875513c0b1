import type { Locator, Page, Route } from '@playwright/test';
import { EMAILJS_SEND } from './fakes/emailjs';
import { PIXEL_EVENT, PIXEL_SCRIPT } from './fakes/pixel';
import { RECAPTCHA_SCRIPT, solveCaptcha } from './fakes/recaptcha';
import { type ServerScenario, fakeStorefront } from './fakes/storefront';
import { WHOLESALE_IFRAME, WHOLESALE_WIDGET } from './fakes/wholesale';
import { type OutsideWorld, buyControl, expect, test, waitForHydration } from './fixtures';
import { EVERY_PAGE } from './pages';

/**
 * Issue #7: every third party failing in each way at once. Pages still render, nothing throws
 * uncaught, the buy button and the contact form give their fallbacks, nothing typed is lost.
 */
const FAILURES = {
  refused: (route: Route) => route.abort('connectionrefused'),
  'HTTP 500': (route: Route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
  // Never answers (a service hanging for 30 s or more): the page's own time limits must act.
  hanging: () => new Promise<void>(() => {}),
} as const;

/** The same failure of the store, as the function meets it (over HTTP, beside the pages). */
const STORE_FAILURES: Record<keyof typeof FAILURES, ServerScenario> = {
  refused: { storeFailure: { status: 503 } },
  'HTTP 500': { storeFailure: { status: 500 } },
  hanging: { storeFailure: { hang: true } },
};

const ALL_SERVICES = [
  RECAPTCHA_SCRIPT,
  EMAILJS_SEND,
  PIXEL_SCRIPT,
  PIXEL_EVENT,
  WHOLESALE_IFRAME,
  WHOLESALE_WIDGET,
];
const CONTACT_EMAIL = 'hello@lumenhive.test';
const ROUTES = EVERY_PAGE;
const VISITOR = {
  Name: 'Ada Lovelace',
  Email: 'ada@example.com',
  Subject: 'Hi',
  Message: 'Hello 🍯',
};

function fail(outside: OutsideWorld, mode: keyof typeof FAILURES, services = ALL_SERVICES) {
  for (const service of services) outside.fake(service, FAILURES[mode]);
}

/** Moves the page's clock on in steps until `locator` shows (retries and time limits run). */
async function runClockUntilVisible(page: Page, locator: Locator, maxMs = 120_000) {
  for (let elapsed = 0; elapsed <= maxMs; elapsed += 2_000) {
    if (await locator.isVisible()) return;
    await page.clock.runFor(2_000);
  }
  await expect(locator).toBeVisible();
}

async function fillForm(page: Page) {
  for (const [label, value] of Object.entries(VISITOR))
    await page.getByLabel(label, { exact: true }).fill(value);
}

async function expectValuesKept(page: Page) {
  for (const [label, value] of Object.entries(VISITOR)) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  }
}

for (const mode of Object.keys(FAILURES) as (keyof typeof FAILURES)[]) {
  test.describe(`every third party ${mode}`, () => {
    test.beforeEach(({ consoleWatch }) => {
      // Failed requests and the app's own logging of them are expected; an uncaught error or a
      // CSP violation is not.
      consoleWatch.allow(/^(?!pageerror:|CSP violation)/);
    });

    test('every route still renders its content', async ({ page, outside, consoleWatch }) => {
      fail(outside, mode);
      await page.clock.install();
      for (const route of ROUTES) {
        await page.goto(route.path);
        await waitForHydration(page);
        await page.clock.runFor(20_000);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
        await expect(
          page
            .getByRole('banner')
            .or(page.getByRole('navigation', { name: 'Main' }))
            .first(),
        ).toBeVisible();
      }
      expect(consoleWatch.errors().filter((text) => text.startsWith('pageerror:'))).toEqual([]);
    });

    test('the buy button gives its fallback', async ({ page, outside }) => {
      fail(outside, mode);
      await fakeStorefront(outside).server.set(STORE_FAILURES[mode]);
      await page.clock.install();
      await page.goto('/');
      await waitForHydration(page);
      await buyControl(page, 'Order Now $34').click();
      const fallback = page.getByText(/couldn't reach our store/);
      await runClockUntilVisible(page, fallback);
      await expect(fallback).toContainText(CONTACT_EMAIL);
      await expect(buyControl(page, 'Order Now $34')).toBeEnabled();
    });

    test('the contact form says the spam check is unavailable and keeps what was typed', async ({
      page,
      outside,
    }) => {
      fail(outside, mode);
      await page.clock.install();
      await page.goto('/contact');
      await waitForHydration(page);
      await fillForm(page);
      const alert = page.getByRole('alert').filter({ hasText: 'spam check could not load' });
      await runClockUntilVisible(page, alert);
      await expect(alert).toContainText(CONTACT_EMAIL);
      await expectValuesKept(page);
      await expect(page.getByRole('button', { name: 'Send Message' })).toBeDisabled();
    });

    test('a failing email service gives the fallback message and keeps what was typed', async ({
      page,
      outside,
    }) => {
      fail(outside, mode, [EMAILJS_SEND]);
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
      });
      await page.clock.install();
      await page.goto('/contact');
      await waitForHydration(page);
      await fillForm(page);
      await solveCaptcha(page);
      await page.getByRole('button', { name: 'Send Message' }).click();
      const message = page.getByText(
        `There was an error sending your message. Please try again or email us directly at ${CONTACT_EMAIL}`,
      );
      await runClockUntilVisible(page, message);
      await expectValuesKept(page);
      await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    });

    test('the wholesale page offers a way to order instead of the widget', async ({
      page,
      outside,
    }) => {
      fail(outside, mode);
      await page.clock.install();
      await page.goto('/wholesale');
      await waitForHydration(page);
      const fallback = page.getByText("The wholesale widget didn't load.");
      await runClockUntilVisible(page, fallback);
      await expect(page.getByRole('link', { name: /^Enlarge/ })).toHaveCount(3);
      await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
    });
  });
}
