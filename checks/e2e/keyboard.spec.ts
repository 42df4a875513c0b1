import type { Page } from '@playwright/test';
import { type FocusReport, probeFocus } from '../support/focus-probe';
import { fakeEmailJs } from './fakes/emailjs';
import { CHECKOUT_URL, fakeStorefront } from './fakes/storefront';
import { FAKE_MONTHLY_PLAN } from '../support/fake-store-answers.mjs';
import { expect, lookLikeAPerson, openSettled, test } from './fixtures';

// The shopper's journeys with the keyboard alone: no mouse, the focus never dropped to the page's
// body, a focus ring at every stop. The same journeys run in Firefox and WebKit
// (checks/engines/keyboard.spec.ts).

/** More presses than the longest way to a control (the footer's form on `/`: about 40). */
const MOST_PRESSES = 80;

type Key = 'Tab' | 'Shift+Tab';

/**
 * Presses `key` until the focus is on the element named like `wanted`; every stop on the way
 * must show a ring and must not be the page's body.
 */
async function focusOn(page: Page, wanted: RegExp, key: Key = 'Tab') {
  const seen: string[] = [];
  const now = await page.evaluate(probeFocus);
  if (!now.isOnBody && wanted.test(now.name)) return;
  for (let press = 0; press < MOST_PRESSES; press += 1) {
    const wasOnBody = (await page.evaluate(probeFocus)).isOnBody;
    await page.keyboard.press(key);
    // From the page's start, Shift+Tab first visits the browser's own controls: not a loss.
    if (wasOnBody && seen.length === 0 && (await page.evaluate(probeFocus)).isOnBody) continue;
    const report = await expectFocusShown(page, `after ${seen.join(', ') || 'the start'}`);
    seen.push(report.name);
    if (wanted.test(report.name)) return;
  }
  throw new Error(`${String(wanted)} not reached in ${MOST_PRESSES} presses: ${seen.join(', ')}`);
}

/** The focus is on an element, with a ring: never on the body. */
async function expectFocusShown(page: Page, where = '') {
  const report: FocusReport = await page.evaluate(probeFocus);
  if (report.isOnBody) throw new Error(`The focus fell to the page’s body ${where}`);
  expect(report.hasRing, `${report.name} shows no focus ring`).toBe(true);
  expect(report.hidden, report.name).toEqual([]);
  return report;
}

test('buy three jars on the plan and reach the checkout @plans', async ({ page, outside }) => {
  const store = fakeStorefront(outside);
  await store.server.set({ product: { plans: [FAKE_MONTHLY_PLAN] } });
  await openSettled(page, '/');
  // The call to action's choice: the plan is the radio after the one-time purchase.
  await focusOn(page, /^input "One-time purchase/);
  await page.keyboard.press('ArrowDown');
  await expectFocusShown(page);
  await expect(page.getByRole('radio', { name: /Delivered monthly/ }).last()).toBeChecked();
  await focusOn(page, /^select "Quantity"/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('combobox', { name: 'Quantity' }).last()).toHaveValue('3');
  await focusOn(page, /^button "Order Now"$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(CHECKOUT_URL);
  const carts = (await store.server.calls()).filter(({ operation }) => operation === 'CartCreate');
  expect(carts.map(({ variables }) => variables)).toEqual([
    expect.objectContaining({
      input: {
        lines: [
          {
            merchandiseId: 'gid://shopify/ProductVariant/4455',
            quantity: 3,
            sellingPlanId: FAKE_MONTHLY_PLAN.id,
          },
        ],
      },
    }),
  ]);
});

test('send the contact form', async ({ page, outside }) => {
  const email = fakeEmailJs(outside);
  await lookLikeAPerson(page);
  await openSettled(page, '/contact');
  for (const [label, text] of [
    [/^input "Name/, 'Ada Lovelace'],
    [/^input "Email/, 'ada@example.com'],
    [/^input "Subject/, 'Hello'],
    [/^textarea "Message/, 'Do you ship to Canada?'],
  ] as const) {
    await focusOn(page, label);
    await page.keyboard.type(text);
  }
  await focusOn(page, /^button "I'm not a robot"/);
  await page.keyboard.press('Space');
  await focusOn(page, /^button "Send Message"/);
  await page.keyboard.press('Enter');
  await expect(
    page.getByText("Thank you for your message! We'll get back to you soon."),
  ).toBeVisible();
  expect(email.bodies).toHaveLength(1);
  await expectFocusShown(page);
  // And on from there, still by the keyboard.
  await page.keyboard.press('Tab');
  await expectFocusShown(page);
});

test('join the list', async ({ page, outside }) => {
  await openSettled(page, '/terms');
  await focusOn(page, /^input "Email address/);
  await page.keyboard.type(`shopper-${outside.shopperIp}@example.com`);
  await focusOn(page, /^button "Join the list"/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: "You're on the list." })).toBeVisible();
  await expectFocusShown(page);
});

test.describe('a first visit', () => {
  test.use({ storedConsent: null });

  test('answer the cookie choice, then change it', async ({ page }) => {
    await openSettled(page, '/privacy');
    const choice = page.getByRole('region', { name: 'Cookies and ads' });
    await expect(choice).toBeVisible();
    // The choice is the page's last part: one step back from the start of the page.
    await focusOn(page, /^button "Reject"/, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(choice).toBeHidden();
    await expectFocusShown(page);
    await focusOn(page, /^a "Cookie settings"/);
    await page.keyboard.press('Enter');
    await expect(choice).toBeVisible();
    await focusOn(page, /^button "Accept"/);
    await page.keyboard.press('Enter');
    await expect(choice).toBeHidden();
    // Back where it was opened from.
    expect((await expectFocusShown(page)).name).toMatch(/^a "Cookie settings"/);
  });
});

test('open and close the image dialog', async ({ page }) => {
  await openSettled(page, '/wholesale');
  await focusOn(page, /^a "Enlarge: The drizzle"/);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'The drizzle' });
  await expect(dialog).toBeVisible();
  expect((await expectFocusShown(page)).name).toBe('button "Close"');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect((await expectFocusShown(page)).name).toMatch(/^a "Enlarge: The drizzle"/);
  // And with its own button.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  expect((await expectFocusShown(page)).name).toMatch(/^a "Enlarge: The drizzle"/);
});
