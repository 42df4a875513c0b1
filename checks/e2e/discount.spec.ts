import type { Page } from '@playwright/test';
import { cartData, fakeStorefront } from './fakes/storefront';
import { CHECKOUT_URL } from './fakes/storefront-api.mjs';
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
// `/discount/CODE` itself is answered by the host: server.spec.ts, on `npm start` and Cloudflare.

/** .env.e2e's variant (from the fake store at build time) and public token. */
const PERMALINK =
  'https://lumen-hive-e2e.myshopify.com/cart/4455:1?access_token=e2e-storefront-token';
const LINES = [{ merchandiseId: 'gid://shopify/ProductVariant/4455', quantity: 1 }];
/** The tests' visitor accepted (checks/e2e/fixtures.ts): what the checkout is told. */
const SAID_YES = { analytics: true, marketing: true };

const orderLinks = (page: Page) => page.getByRole('link', { name: /^Order Now/ });
const shopPayLinks = (page: Page) => page.getByRole('link', { name: 'Buy with Shop Pay' });
const notices = (page: Page) => page.getByText(/will be applied at checkout$/);

async function hrefs(links: ReturnType<typeof orderLinks>) {
  return Promise.all((await links.all()).map((link) => link.getAttribute('href')));
}

test.describe('a visitor who lands by a discount link', () => {
  test('taps "Order Now" before hydration and reaches a checkout carrying the code @phone', async ({
    page,
    outside,
  }) => {
    const store = fakeStorefront(outside);
    await landWithHydrationHeld(page, '/discount/SPRING10');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/');
    await page.getByRole('link', { name: 'Order Now $34' }).click();
    await expect(page).toHaveURL(CHECKOUT_URL);
    expect(store.permalinkVisits).toEqual([`${PERMALINK}&discount=SPRING10`]);
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
    expect(await hrefs(orderLinks(page))).toEqual([
      `${PERMALINK}&discount=SPRING10`,
      `${PERMALINK}&discount=SPRING10`,
    ]);
    expect(await hrefs(shopPayLinks(page))).toEqual([
      `${PERMALINK}&payment=shop_pay&discount=SPRING10`,
      `${PERMALINK}&payment=shop_pay&discount=SPRING10`,
    ]);
    await page.getByRole('link', { name: 'Order Now', exact: true }).click();
    await expect(page).toHaveURL(CHECKOUT_URL);
    expect(store.cartCreate()).toEqual({
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
    expect(store.permalinkVisits).toEqual([]);
  });

  test('keeps the code for the visit, from any page, until it is removed', async ({
    page,
    outside,
  }) => {
    fakeStorefront(outside);
    await page.goto('/wholesale?discount=SPRING10');
    await waitForHydration(page);
    await page.goto('/');
    await expect(notices(page)).toHaveCount(2);
    await page.getByRole('button', { name: 'Remove the code SPRING10' }).first().click();
    await expect(notices(page)).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'SPRING10' })).toHaveText(
      'The code SPRING10 was removed.',
    );
    await expect(page.getByRole('link', { name: 'Order Now $34' })).toBeFocused();
    expect(await hrefs(orderLinks(page))).toEqual([PERMALINK, PERMALINK]);
    await page.reload();
    await waitForHydration(page);
    await expect(notices(page)).toHaveCount(0);
  });

  test('is told, and stays, when the store says the code does not apply', async ({
    page,
    outside,
  }) => {
    const store = fakeStorefront(outside);
    store.answerNext('CartCreate', {
      body: cartData({ discountCodes: ['EXPIRED5'], refused: ['EXPIRED5'] }),
    });
    await page.goto('/?discount=EXPIRED5');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Order Now $34' }).click();
    await expect(
      page.getByText(
        'The code EXPIRED5 doesn\'t apply to this order, so it was removed. Tap "Order Now" again to check out without it.',
      ),
    ).toBeVisible();
    await expect(page.getByText(/^EXPIRED5 doesn't apply to this order$/)).toHaveCount(2);
    expect(new URL(page.url()).pathname).toBe('/');
    // The next tap checks out without it.
    await page.getByRole('link', { name: 'Order Now $34' }).click();
    await expect(page).toHaveURL(CHECKOUT_URL);
    const carts = store.calls.filter((call) => call.operation === 'CartCreate');
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
    expect(await hrefs(orderLinks(page))).toEqual([
      `${PERMALINK}&discount=%C3%89T%C3%89-%F0%9F%90%9D+10%26%25`,
      `${PERMALINK}&discount=%C3%89T%C3%89-%F0%9F%90%9D+10%26%25`,
    ]);
    await page.getByRole('link', { name: 'Order Now', exact: true }).click();
    await expect(page).toHaveURL(CHECKOUT_URL);
    expect(store.cartCreate().variables).toMatchObject({
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
    expect(await hrefs(orderLinks(page))).toEqual([PERMALINK, PERMALINK]);
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

test.describe('the Shop Pay link, with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('is under each "Order Now", named, and opens Shop Pay through the permalink @phone', async ({
    page,
    outside,
  }) => {
    const store = fakeStorefront(outside);
    await page.goto('/');
    await expect(shopPayLinks(page)).toHaveCount(2);
    expect(await hrefs(shopPayLinks(page))).toEqual([
      `${PERMALINK}&payment=shop_pay`,
      `${PERMALINK}&payment=shop_pay`,
    ]);
    // Under each "Order Now".
    for (const index of [0, 1]) {
      const order = await orderLinks(page).nth(index).boundingBox();
      const shopPay = await shopPayLinks(page).nth(index).boundingBox();
      expect(shopPay?.y).toBeGreaterThan((order?.y ?? 0) + (order?.height ?? 0));
    }
    await shopPayLinks(page).first().click();
    await expect(page).toHaveURL(CHECKOUT_URL);
    expect(store.permalinkVisits).toEqual([`${PERMALINK}&payment=shop_pay`]);
    expect(store.calls).toEqual([]);
  });
});
