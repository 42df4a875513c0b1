import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { fakeEmailJs } from './fakes/emailjs';
import { fakeStorefront, productData } from './fakes/storefront';
import {
  expect,
  lookLikeAPerson,
  openSettled,
  submitAMessage,
  test,
  waitForHydration,
} from './fixtures';
import { EVERY_PAGE } from './pages';

// A second checker beside axe, with rules of its own: IBM's Equal Access engine, its WCAG 2.2
// A and AA policy. A violation it is sure of fails the test; what it asks a person to review is
// listed, with what was decided, in docs/testing.md.

const ACE_SCRIPT = createRequire(import.meta.url).resolve('accessibility-checker-engine/ace.js');

/** The engine's policy: WCAG 2.2, levels A and AA. */
const POLICY = 'WCAG_2_2';

type AceResult = {
  ruleId: string;
  reasonId: string;
  value: [string, string];
  message: string;
  path: { dom: string };
};

/** Every result the engine is sure is a violation, as `rule: message (where)`. */
async function equalAccessViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: ACE_SCRIPT });
  const results = await page.evaluate(async (policy) => {
    const { ace } = window as unknown as {
      ace: { Checker: new () => { check(doc: Document, policies: string[]): Promise<unknown> } };
    };
    const report = (await new ace.Checker().check(document, [policy])) as {
      results: AceResult[];
    };
    return report.results;
  }, POLICY);
  return results
    .filter(({ value }) => value[0] === 'VIOLATION' && value[1] === 'FAIL')
    .map(({ ruleId, message, path }) => `${ruleId}: ${message} (${path.dom})`);
}

// The engine is added to the page as a script: the pages' own policy would refuse it.
test.use({ bypassCSP: true });

for (const { path } of EVERY_PAGE) {
  test(`${path}: no Equal Access violation`, async ({ page, consoleWatch }) => {
    consoleWatch.allow(/status of 404|non-existent route/);
    await openSettled(page, path);
    // A frame still blank (the marketplace's, before its page arrives) is read as a page with no
    // lang: scan once each frame has its own page (a cross-origin one cannot be read at all).
    await page.waitForFunction(() =>
      [...document.querySelectorAll('iframe')].every(
        (frame) => frame.contentDocument?.URL !== 'about:blank',
      ),
    );
    expect(await equalAccessViolations(page)).toEqual([]);
  });
}

test.describe('with the cookie choice open (a first visit)', () => {
  test.use({ storedConsent: null });

  for (const { path } of EVERY_PAGE) {
    test(`${path}: no Equal Access violation`, async ({ page, consoleWatch }) => {
      consoleWatch.allow(/status of 404|non-existent route/);
      await openSettled(page, path);
      await expect(page.getByRole('region', { name: 'Cookies and ads' })).toBeVisible();
      expect(await equalAccessViolations(page)).toEqual([]);
    });
  }
});

test('the image dialog open: no Equal Access violation', async ({ page }) => {
  await openSettled(page, '/wholesale');
  await page.getByRole('link', { name: 'Enlarge: The drizzle' }).click();
  await expect(page.getByRole('dialog', { name: 'The drizzle' })).toBeVisible();
  expect(await equalAccessViolations(page)).toEqual([]);
});

for (const outcome of ['sent', 'refused'] as const) {
  test(`a message shown (${outcome}): no Equal Access violation`, async ({
    page,
    outside,
    consoleWatch,
  }) => {
    consoleWatch.allow(/status of 500|error sending your message/);
    if (outcome === 'refused') fakeEmailJs(outside).answerNext({ status: 500, text: 'Down' });
    await lookLikeAPerson(page);
    await openSettled(page, '/contact');
    await submitAMessage(page);
    const message = page.getByText(
      outcome === 'sent'
        ? "Thank you for your message! We'll get back to you soon."
        : /There was an error sending your message/,
    );
    await expect(message).toBeVisible();
    await message.hover(); // sonner keeps it while the pointer is on it
    expect(await equalAccessViolations(page)).toEqual([]);
  });
}

test('the sold-out page, its waitlist in place of each buy form: no Equal Access violation @sold-out', async ({
  page,
  outside,
}) => {
  fakeStorefront(outside).answerNext('Product', { body: productData({ isAvailable: false }) });
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('form:has(input[name="list"][value="waitlist"])')).toHaveCount(2);
  expect(await equalAccessViolations(page)).toEqual([]);
});
