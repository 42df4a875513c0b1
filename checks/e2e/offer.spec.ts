import type { Page } from '@playwright/test';
import { FAKE_MONTHLY_PLAN, FAKE_OFFER_OPTIONS } from '../support/fake-store-answers.mjs';
import { CHECKOUT_URL, fakeStorefront } from './fakes/storefront';
import { expect, openSettled, test, waitForHydration } from './fixtures';

// The store's offer (issue 68): the `offer` e2e build's store has 10 % off 2 jars, 15 % off 3 or
// more (one-time purchases) and free shipping from $60 (scripts/server/demo-store/
// storefront-answers.mjs: FAKE_OFFER), read at build with the discounts token.

const hero = (page: Page) => page.locator('header');
const picker = (page: Page) => hero(page).getByRole('combobox', { name: 'Quantity' });
const offerLine = (page: Page) => hero(page).locator('[data-offer]');

test.describe('@offer', () => {
  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('each quantity says its price after the break, and the offer is said by Order Now', async ({
      page,
      outside,
    }) => {
      const store = fakeStorefront(outside);
      await page.goto('/');
      await expect(picker(page).getByRole('option')).toHaveText(FAKE_OFFER_OPTIONS);
      await expect(offerLine(page)).toHaveText(
        'Save 10% on 2 jars, 15% on 3 · Free shipping from 2 jars',
      );
      await expect(page.locator('[data-offer]')).toHaveCount(2); // the hero's and the last buy area's
      await picker(page).selectOption('3');
      await hero(page).getByRole('button', { name: 'Order Now $34' }).click();
      await expect(page).toHaveURL(CHECKOUT_URL);
      const cart = await store.cartCreate();
      expect(cart.variables).toMatchObject({ input: { lines: [{ quantity: 3 }] } });
    });
  });

  test.describe('codes, plans and Shop Pay with a break, JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('a discount link with 3 jars: one cart with the code and the line; Shopify decides the rest', async ({
      page,
      outside,
    }) => {
      const store = fakeStorefront(outside);
      await page.goto('/discount/SPRING10');
      await picker(page).selectOption('3');
      await hero(page).getByRole('button', { name: 'Order Now $34' }).click();
      await expect(page).toHaveURL(CHECKOUT_URL);
      expect((await store.cartCreate()).variables).toMatchObject({
        input: { lines: [{ quantity: 3 }], discountCodes: ['SPRING10'] },
      });
    });

    test('a plan with 3 jars, by Shop Pay: the line carries both', async ({ page, outside }) => {
      const store = fakeStorefront(outside);
      await store.server.set({ product: { plans: [FAKE_MONTHLY_PLAN] } });
      await page.goto('/');
      const last = page.locator('section[aria-labelledby="cta-heading"]');
      await last.getByRole('radio', { name: /Delivered monthly/ }).check();
      await last.getByRole('combobox', { name: 'Quantity' }).selectOption('3');
      await last.getByRole('button', { name: 'Buy with Shop Pay' }).click();
      await expect(page).toHaveURL(`${CHECKOUT_URL}?payment=shop_pay`);
      expect((await store.cartCreate()).variables).toMatchObject({
        input: { lines: [{ quantity: 3, sellingPlanId: FAKE_MONTHLY_PLAN.id }] },
      });
    });
  });

  test('hydrated, the button, the total and free shipping follow the pick', async ({
    page,
    outside,
  }) => {
    // The live product, as the store sells it: with its plan.
    await fakeStorefront(outside).server.set({ product: { plans: [FAKE_MONTHLY_PLAN] } });
    await page.goto('/');
    await waitForHydration(page);
    await expect(picker(page).getByRole('option')).toHaveText(FAKE_OFFER_OPTIONS);
    await picker(page).selectOption('3');
    await expect(hero(page).getByRole('button', { name: 'Order Now $86.70' })).toBeVisible();
    await expect(offerLine(page)).toHaveText('Save 10% on 2 jars, 15% on 3 · Free shipping');
    // A plan: the breaks are for one-time purchases; shipping is free from two deliveries' worth.
    const last = page.locator('section[aria-labelledby="cta-heading"]');
    await last.getByRole('radio', { name: /Delivered monthly/ }).check();
    await expect(
      last.getByRole('combobox', { name: 'Quantity' }).getByRole('option').nth(2),
    ).toHaveText('3 jars · $91.80');
    await expect(last.locator('[data-offer]')).toHaveText('Free shipping from 2 jars');
  });

  // The first-screen test's sizes (first-screen.spec.ts), and the smallest phone.
  for (const size of [
    { width: 320, height: 568 },
    { width: 360, height: 740 },
    { width: 390, height: 844 },
    { width: 412, height: 915 },
    { width: 1440, height: 900 },
  ]) {
    test(`at ${size.width} × ${size.height} the name, the jar and Order Now $34 stay in the first screen`, async ({
      page,
      outside,
    }) => {
      fakeStorefront(outside);
      await page.setViewportSize(size);
      await openSettled(page, '/');
      for (const locator of [
        page.getByRole('heading', { level: 1 }),
        page.locator('header img'),
        page.getByRole('button', { name: 'Order Now $34' }),
      ]) {
        const box = await locator.boundingBox();
        expect(box && box.y >= 0 && box.y + box.height <= size.height, String(locator)).toBe(true);
      }
    });
  }
});
