import type { Page } from '@playwright/test';
import { fakeStorefront } from './fakes/storefront';
import { CHECKOUT_URL } from '../support/fake-store-answers.mjs';
import {
  expect,
  holdHydration,
  landWithHydrationHeld,
  layoutShifts,
  test,
  waitForHydration,
  watchLayoutShifts,
} from './fixtures';

// Discount links and the express Shop Pay link on the e2e build (VITE_SHOP_PAY=true).
// `/discount/CODE` itself is answered by the cart function: server.spec.ts, on `npm start` and
// Cloudflare.

const LINES = [{ merchandiseId: 'gid://shopify/ProductVariant/4455', quantity: 1 }];
/** The tests' visitor accepted (checks/e2e/fixtures.ts): what the checkout is told. */
const SAID_YES = { analytics: true, marketing: true };

const orderButtons = (page: Page) => page.getByRole('button', { name: /^Order Now/ });
const shopPayButtons = (page: Page) => page.getByRole('button', { name: 'Buy with Shop Pay' });
const notices = (page: Page) => page.getByText(/will be applied at checkout$/);

test.describe('a visitor who lands by a discount link', () => {
  test('taps "Order Now" before hydration and reaches a checkout carrying the code @phone', async ({
    page,
    outside,
  }) => {
    const store = fakeStorefront(outside);
    await landWithHydrationHeld(page, '/discount/SPRING10');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/');
    await page.getByRole('button', { name: 'Order Now $34' }).click();
    await expect(page).toHaveURL(CHECKOUT_URL);
    expect((await store.cartCreate()).variables).toEqual({
      input: { lines: LINES, discountCodes: ['SPRING10'] },
      visitorConsent: SAID_YES,
    });
  });

  test('sees the code by each buy button, announced, and the cart carries it', async ({
    page,
    outside,
  }) => {
    const store = fakeStorefront(outside);
    await page.goto('/?discount=SPRING10&utm_source=ig');
    await waitForHydration(page);
    // Taken out of the address bar; the rest of the query stays.
    expect(new URL(page.url()).search).toBe('?utm_source=ig');
    await expect(notices(page)).toHaveText([
      'SPRING10 will be applied at checkout',
      'SPRING10 will be applied at checkout',
    ]);
    await expect(page.getByRole('status').filter({ hasText: 'SPRING10' })).toHaveText(
      'SPRING10 will be applied at checkout.',
    );
    await page.getByRole('button', { name: 'Order Now', exact: true }).click();
    await expect(page).toHaveURL(CHECKOUT_URL);
    expect(await store.cartCreate()).toEqual({
      hasVisitorConsent: true,
      variables: {
        input: {
          lines: LINES,
          attributes: [{ key: '_utm_source', value: 'ig' }],
          discountCodes: ['SPRING10'],
        },
        visitorConsent: SAID_YES,
      },
    });
  });

  test('keeps the code for the visit, from any page, until it is removed', async ({
    page,
    outside,
  }) => {
    const store = fakeStorefront(outside);
    await page.goto('/wholesale?discount=SPRING10');
    await waitForHydration(page);
    await page.goto('/');
    await expect(notices(page)).toHaveCount(2);
    await page.getByRole('button', { name: 'Remove the code SPRING10' }).first().click();
    await expect(notices(page)).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'SPRING10' })).toHaveText(
      'The code SPRING10 was removed.',
    );
    await expect(page.getByRole('button', { name: 'Order Now $34' })).toBeFocused();
    await page.reload();
    await waitForHydration(page);
    await expect(notices(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Order Now $34' }).click();
    await expect(page).toHaveURL(CHECKOUT_URL);
    expect((await store.cartCreate()).variables).toEqual({
      input: { lines: LINES },
      visitorConsent: SAID_YES,
    });
  });

  test('is told, and stays, when the store says the code does not apply', async ({
    page,
    outside,
    consoleWatch,
  }) => {
    consoleWatch.allow(/status of 409 \(Conflict\)/); // the function's answer: the code is refused
    const store = fakeStorefront(outside);
    await store.server.set({ cart: { refused: ['EXPIRED5'] } });
    await page.goto('/?discount=EXPIRED5');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Order Now $34' }).click();
    await expect(
      page.getByText(
        'The code EXPIRED5 doesn\'t apply to this order, so it was removed. Tap "Order Now" again to check out without it.',
      ),
    ).toBeVisible();
    await expect(page.getByText(/^EXPIRED5 doesn't apply to this order$/)).toHaveCount(2);
    expect(new URL(page.url()).pathname).toBe('/');
    // The next tap checks out without it.
    await page.getByRole('button', { name: 'Order Now $34' }).click();
    await expect(page).toHaveURL(CHECKOUT_URL);
    const carts = (await store.server.calls()).filter((call) => call.operation === 'CartCreate');
    expect(carts.map((call) => call.variables)).toEqual([
      { input: { lines: LINES, discountCodes: ['EXPIRED5'] }, visitorConsent: SAID_YES },
      { input: { lines: LINES }, visitorConsent: SAID_YES },
    ]);
  });

  test('with a code in any script, the code is text and reaches the cart as it was', async ({
    page,
    outside,
  }) => {
    const store = fakeStorefront(outside);
    await page.goto(`/?discount=${encodeURIComponent('  ÉTÉ-🐝 10&% ')}`);
    await waitForHydration(page);
    await expect(notices(page).first()).toHaveText('ÉTÉ-🐝 10&% will be applied at checkout');
    await page.getByRole('button', { name: 'Order Now', exact: true }).click();
    await expect(page).toHaveURL(CHECKOUT_URL);
    expect((await store.cartCreate()).variables).toMatchObject({
      input: { discountCodes: ['ÉTÉ-🐝 10&%'] },
    });
  });

  test('markup in a code is shown as text, never run', async ({ page, outside }) => {
    fakeStorefront(outside);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const markup = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    await page.goto(`/?discount=${encodeURIComponent(markup)}`);
    await waitForHydration(page);
    await expect(notices(page).first()).toHaveText(`${markup} will be applied at checkout`);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('a code of 4,000 characters is ignored with one console warning', async ({
    page,
    outside,
  }) => {
    fakeStorefront(outside);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && /Discount/.test(message.text())) {
        warnings.push(message.text());
      }
    });
    await page.goto(`/?discount=${'A'.repeat(4000)}`);
    await waitForHydration(page);
    expect(new URL(page.url()).search).toBe('');
    await expect(notices(page)).toHaveCount(0);
    const cookies = await page.context().cookies();
    expect(cookies.filter(({ name }) => name === 'lh_discount')).toEqual([]);
    expect(warnings).toEqual([
      'Discount link ignored: a code is printable text of 1 to 255 characters.',
    ]);
  });

  test('the notice shifts nothing: its room is there from the first paint @phone', async ({
    page,
    outside,
  }) => {
    fakeStorefront(outside);
    await watchLayoutShifts(page);
    const hydration = await holdHydration(page);
    await page.goto('/?discount=SPRING10');
    await hydration.requested();
    const room = page.locator('p', { has: page.getByText('will be applied') });
    const heroNotice = page.locator('header p.h-12').first();
    const place = async () => {
      const box = await heroNotice.boundingBox();
      return { y: box?.y, height: box?.height };
    };
    const before = await place();
    expect(before.height).toBe(48);
    await hydration.release();
    await waitForHydration(page);
    await expect(room.first()).toBeVisible();
    expect(await place()).toEqual(before);
    expect(await layoutShifts(page)).toEqual([]);
  });
});

test.describe('Buy with Shop Pay', () => {
  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('is under each "Order Now", and posts the same form into Shop Pay @phone', async ({
      page,
      outside,
    }) => {
      const store = fakeStorefront(outside);
      await page.goto('/');
      await expect(shopPayButtons(page)).toHaveCount(2);
      for (const index of [0, 1]) {
        const order = await orderButtons(page).nth(index).boundingBox();
        const shopPay = await shopPayButtons(page).nth(index).boundingBox();
        expect(shopPay?.y).toBeGreaterThan((order?.y ?? 0) + (order?.height ?? 0));
      }
      await page.getByRole('combobox', { name: 'Quantity' }).first().selectOption('3');
      await shopPayButtons(page).first().click();
      await expect(page).toHaveURL(`${CHECKOUT_URL}?payment=shop_pay`);
      expect((await store.cartCreate()).variables).toMatchObject({
        input: { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/4455', quantity: 3 }] },
      });
      expect(store.calls).toEqual([]);
    });
  });

  test('after hydration: the same choice, sent in the background, into Shop Pay', async ({
    page,
    outside,
  }) => {
    const store = fakeStorefront(outside);
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('combobox', { name: 'Quantity' }).last().selectOption('2');
    await shopPayButtons(page).last().click();
    await expect(page).toHaveURL(`${CHECKOUT_URL}?payment=shop_pay`);
    expect((await store.cartCreate()).variables).toMatchObject({
      input: { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/4455', quantity: 2 }] },
    });
  });
});
