import { E2E_PRIVATE_TOKEN } from './hosts';
import type { Page } from '@playwright/test';
import { CHECKOUT_URL, fakeStorefront, productData } from './fakes/storefront';
import { FAKE_MONTHLY_PLAN } from '../support/fake-store-answers.mjs';
import {
  buyControl,
  expect,
  heldUntilReleased,
  holdHydration,
  landWithHydrationHeld,
  test,
  waitForHydration,
} from './fixtures';

const CONTACT_EMAIL = 'hello@lumenhive.test'; // .env.e2e
const heroButton = (page: Page) => buyControl(page, /^Order Now \$/);
/** Opens the home page, hydrated, with the $34 buy button. */
async function openHome(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
  await expect(heroButton(page)).toHaveText('Order Now $34');
}

const ctaButton = (page: Page) => buyControl(page, 'Order Now');

test.describe('buy buttons', () => {
  test.beforeEach(({ consoleWatch }) => {
    consoleWatch.allow(/^Failed to load resource/); // the faked failures themselves
    consoleWatch.allow(/^Buy button: /);
  });

  test('load the live product once, through the function, which asks the store for the product id', async ({
    page,
    outside,
  }) => {
    const store = fakeStorefront(outside);
    store.answerNext('Product', { body: productData({ amount: '36.0' }) });
    const hydration = await holdHydration(page);
    await page.goto('/');
    await hydration.requested();
    await expect(heroButton(page)).toHaveText('Order Now $34'); // prerendered
    await hydration.release();
    await waitForHydration(page);
    await expect(heroButton(page)).toHaveText('Order Now $36');
    await expect(page.getByRole('region', { name: 'Experience the Magic' })).toContainText('$36');
    expect(store.calls).toEqual([{ method: 'GET' }]);
    const asked = await store.server.calls();
    expect(
      asked.map(({ operation, variables, headers }) => ({ operation, variables, headers })),
    ).toEqual([
      {
        operation: 'Product',
        variables: { id: 'gid://shopify/Product/8123456789' },
        headers: {
          'x-shopify-storefront-access-token': null,
          'shopify-storefront-private-token': E2E_PRIVATE_TOKEN,
          'shopify-storefront-buyer-ip': outside.shopperIp,
        },
      },
    ]);
  });

  test('retry a failing store until it answers', async ({ page, outside, consoleWatch }) => {
    const store = fakeStorefront(outside);
    store.answerNext('Product', 'network-error');
    store.answerNext('Product', { body: { errors: [{ message: 'Throttled' }] }, status: 503 });
    store.answerNext('Product', { body: productData({ amount: '35.0' }) });
    await page.goto('/');
    await waitForHydration(page);
    await expect(heroButton(page)).toHaveText('Order Now $35', { timeout: 10_000 });
    expect(store.calls).toHaveLength(3);
    expect(
      consoleWatch
        .errors()
        .filter((text) => text.startsWith('Buy button: loading the product failed')),
    ).toHaveLength(2);
  });

  test('a click creates one cart with one jar and lands on the hosted checkout @phone', async ({
    page,
    outside,
  }) => {
    const store = fakeStorefront(outside);
    await openHome(page);
    await ctaButton(page).dblclick();
    await expect(page).toHaveURL(CHECKOUT_URL);
    await expect(page.getByRole('heading', { name: 'Hosted checkout' })).toBeVisible();
    const carts = (await store.server.calls()).filter((call) => call.operation === 'CartCreate');
    expect(carts.map(({ variables, headers }) => ({ variables, headers }))).toEqual([
      {
        variables: {
          input: { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/4455', quantity: 1 }] },
          // The fixture's returning visitor accepted (checkout-context.spec.ts plays the rest).
          visitorConsent: { analytics: true, marketing: true },
        },
        // The server asks with the private token, never the public one, and the shopper's IP.
        headers: {
          'x-shopify-storefront-access-token': null,
          'shopify-storefront-private-token': E2E_PRIVATE_TOKEN,
          'shopify-storefront-buyer-ip': outside.shopperIp,
        },
      },
    ]);
  });

  test('show a busy button while the checkout opens', async ({ page }) => {
    const { heldUntil, release } = heldUntilReleased();
    await openHome(page);
    // The fetcher's post: React Router's data request for the cart's action.
    await page.route('**/cart.data?*', async (route) => {
      await heldUntil;
      await route.fallback();
    });
    await heroButton(page).click();
    const busy = buyControl(page, 'Opening checkout…').first();
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(page.locator('form[aria-busy="true"]')).toHaveCount(2);
    release();
    await expect(page).toHaveURL(CHECKOUT_URL);
  });

  // Sold out, each buy form gives way to the waitlist (the e2e build has a list): e2e/list.spec.ts.

  test('userErrors from the store give a clear message and a way forward', async ({
    page,
    outside,
  }) => {
    const store = fakeStorefront(outside);
    await store.server.set({ cart: { userErrors: ['Merchandise is sold out'] } });
    await openHome(page);
    await heroButton(page).click();
    await expect(page.getByText(/couldn't start your checkout/)).toContainText(CONTACT_EMAIL);
    await expect(page.getByRole('button', { name: 'View on our store' })).toBeVisible();
    await expect(heroButton(page)).toBeEnabled();
    await expect(page).toHaveURL('/');
  });

  test('an unreachable store gives the fallback message, and the next tap may succeed', async ({
    page,
    outside,
  }) => {
    const store = fakeStorefront(outside);
    await store.server.set({ storeFailure: { status: 500 } });
    await openHome(page);
    await heroButton(page).click();
    await expect(page.getByText(/couldn't reach our store/)).toContainText(CONTACT_EMAIL);
    await expect(heroButton(page)).toBeEnabled();
    await store.server.set({});
    await heroButton(page).click();
    await expect(page).toHaveURL(CHECKOUT_URL);
  });

  test('initialises again when the visitor comes back to the home page', async ({
    page,
    outside,
  }) => {
    const store = fakeStorefront(outside);
    await openHome(page);
    await expect.poll(() => store.calls.length).toBe(1);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Wholesale' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wholesale');
    await page.getByRole('banner').getByRole('link', { name: 'Shop' }).click();
    await expect.poll(() => store.calls.length).toBe(2);
  });
});

const ONE_JAR = {
  input: { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/4455', quantity: 1 }] },
  visitorConsent: { analytics: true, marketing: true },
};

test.describe('the buy form, which needs no JavaScript', () => {
  test.describe('with JavaScript disabled', () => {
    test.use({ javaScriptEnabled: false });

    test('every "Order Now" posts the form and reaches the checkout @phone', async ({
      page,
      outside,
    }) => {
      const store = fakeStorefront(outside);
      await page.goto('/');
      const buttons = page.getByRole('button', { name: /^Order Now/ });
      await expect(buttons).toHaveText(['Order Now $34', 'Order Now']);
      await buttons.first().click();
      await expect(page).toHaveURL(CHECKOUT_URL);
      // The returning visitor's yes, from the cookie an earlier visit left.
      expect((await store.cartCreate()).variables).toEqual(ONE_JAR);
      expect(store.calls).toEqual([]); // no script ran in the page
    });
  });

  test('a tap before hydration reaches the checkout @phone @quick', async ({ page, outside }) => {
    const store = fakeStorefront(outside);
    await landWithHydrationHeld(page, '/');
    await page.getByRole('button', { name: 'Order Now $34' }).click();
    await expect(page).toHaveURL(CHECKOUT_URL);
    await expect(page.getByRole('heading', { name: 'Hosted checkout' })).toBeVisible();
    expect((await store.cartCreate()).variables).toEqual(ONE_JAR);
  });

  test('once hydrated, the cart route’s code is in: the tap asks the site for the cart alone', async ({
    page,
    baseURL,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === new URL(String(baseURL)).origin) asked.push(url.pathname);
    });
    await openHome(page);
    // The route's clientAction, fetched after hydration (routes/home.tsx), not at the tap.
    await expect
      .poll(() => asked.filter((path) => /^\/assets\/cart\.post-[\w-]+\.js$/.test(path)))
      .not.toEqual([]);
    await expect
      .poll(() => asked.filter((path) => path.startsWith('/assets/buy-')))
      .not.toEqual([]);
    const before = asked.length;
    await heroButton(page).click();
    await expect(page).toHaveURL(CHECKOUT_URL);
    const afterTap = asked.slice(before);
    expect(afterTap).toContain('/cart.data');
    expect(afterTap.filter((path) => /^\/assets\/(?:cart\.post|buy)-/.test(path))).toEqual([]);
  });

  test('after hydration the same form is sent in the background, then the checkout', async ({
    page,
    outside,
  }) => {
    const store = fakeStorefront(outside);
    await openHome(page);
    await expect.poll(() => store.calls.length).toBe(1); // the live product
    const sent = page.waitForRequest('**/cart.data?from=hero');
    await page.getByRole('button', { name: 'Order Now $34' }).click();
    const request = await sent;
    expect(request.isNavigationRequest()).toBe(false);
    // With the pixel's InitiateCheckout id, for the function's copy to Meta (server/conversions.ts).
    expect(request.postData()).toMatch(
      /^variant=gid%3A%2F%2Fshopify%2FProductVariant%2F4455&quantity=1&event_id=InitiateCheckout-[0-9a-f-]{36}$/,
    );
    await expect(page).toHaveURL(CHECKOUT_URL);
    expect((await store.cartCreate()).variables).toEqual(ONE_JAR);
  });
});

test.describe('how many jars', () => {
  const picker = (page: Page) => page.getByRole('combobox', { name: 'Quantity' }).first();
  const THREE_JARS = {
    ...ONE_JAR,
    input: { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/4455', quantity: 3 }] },
  };

  test('three jars picked before hydration reach a cart of three @phone', async ({
    page,
    outside,
  }) => {
    const store = fakeStorefront(outside);
    await landWithHydrationHeld(page, '/');
    await picker(page).selectOption('3');
    await page
      .getByRole('button', { name: /^Order Now/ })
      .first()
      .click();
    await expect(page).toHaveURL(CHECKOUT_URL);
    expect((await store.cartCreate()).variables).toEqual(THREE_JARS);
    expect(store.calls).toEqual([]);
  });

  test('picked before hydration and kept by it: the cart after has quantity 3', async ({
    page,
    outside,
  }) => {
    const store = fakeStorefront(outside);
    const hydration = await landWithHydrationHeld(page, '/');
    await picker(page).selectOption('3');
    await hydration.release();
    await waitForHydration(page);
    await expect(heroButton(page)).toHaveText('Order Now $102');
    await expect(picker(page)).toHaveValue('3');
    await heroButton(page).click();
    await expect(page).toHaveURL(CHECKOUT_URL);
    expect((await store.cartCreate()).variables).toEqual(THREE_JARS);
  });

  test('after hydration: the total is shown and announced, the cart has quantity 3 @phone', async ({
    page,
    outside,
  }) => {
    const store = fakeStorefront(outside);
    await openHome(page);
    await expect.poll(() => store.calls.length).toBe(1); // the live product
    const ctaPicker = page.getByRole('combobox', { name: 'Quantity' }).last();
    await ctaPicker.focus();
    // The keyboard alone picks: a native select.
    await ctaPicker.selectOption('3');
    await expect(page.getByText('Total $102')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'jars' })).toHaveText(
      '3 jars, $102 in total.',
    );
    const box = await ctaPicker.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(48);
    await ctaButton(page).click();
    await expect(page).toHaveURL(CHECKOUT_URL);
    expect((await store.cartCreate()).variables).toEqual(THREE_JARS);
  });

  test.describe('with JavaScript disabled', () => {
    test.use({ javaScriptEnabled: false });

    test('three jars reach a cart of three', async ({ page, outside }) => {
      const store = fakeStorefront(outside);
      await page.goto('/');
      await picker(page).selectOption('3');
      await page.getByRole('button', { name: 'Order Now $34' }).click();
      await expect(page).toHaveURL(CHECKOUT_URL);
      expect((await store.cartCreate()).variables).toMatchObject({
        input: { lines: [{ quantity: 3 }] },
      });
    });
  });
});

test.describe('the store’s star rating', () => {
  const rating = (page: Page) => page.locator('header p[data-star-rating]');

  test.describe('with JavaScript disabled', () => {
    test.use({ javaScriptEnabled: false });

    test('is in the prerendered page, read as one sentence @phone', async ({ page, outside }) => {
      fakeStorefront(outside);
      await page.goto('/');
      await expect(rating(page)).toBeVisible();
      await expect(rating(page)).toHaveText(
        /^4\.8 · 127 reviewsRated 4\.8 out of 5 from 127 reviews$/,
      );
      await expect(rating(page).locator('[aria-hidden="true"]')).toHaveCount(2); // stars, figure
      await expect(rating(page).locator('.sr-only')).toHaveText(
        'Rated 4.8 out of 5 from 127 reviews',
      );
      // The first screen still sells: "Order Now" above the fold with the rating's line.
      const order = await page.getByRole('button', { name: 'Order Now $34' }).boundingBox();
      const viewport = page.viewportSize();
      expect((order?.y ?? Infinity) + (order?.height ?? 0)).toBeLessThanOrEqual(
        viewport?.height ?? 0,
      );
    });
  });

  test('follows the live product: none when the store has no rating metafields', async ({
    page,
    outside,
  }) => {
    const store = fakeStorefront(outside);
    store.answerNext('Product', { body: productData({ rating: null }) });
    await page.goto('/');
    await waitForHydration(page);
    await expect.poll(() => store.calls.length).toBe(1);
    await expect(rating(page)).toHaveCount(0);
    await expect(page.getByText(/reviews/)).toHaveCount(0);
  });

  test('follows the live product: its new figure', async ({ page, outside }) => {
    const store = fakeStorefront(outside);
    store.answerNext('Product', { body: productData({ rating: { value: '4.7', count: '1204' } }) });
    await page.goto('/');
    await waitForHydration(page);
    await expect(rating(page)).toHaveText(/^4\.7 · 1,204 reviews/);
  });
});

test.describe('subscribe & save', () => {
  const options = (page: Page) => page.getByRole('group', { name: 'Buy once or subscribe' });

  test('no subscription control on a store without plans', async ({ page, outside }) => {
    const store = fakeStorefront(outside);
    await openHome(page);
    await expect.poll(() => store.calls.length).toBe(1);
    await expect(options(page)).toHaveCount(0);
    await expect(page.getByRole('radio')).toHaveCount(0);
    // The buy areas say nothing of subscriptions (the list's "Unsubscribe" is not one).
    await expect(page.locator('form[action^="/cart"]').getByText(/subscri/i)).toHaveCount(0);
  });

  test('the plan chosen with two jars: one cart line with both @phone', async ({
    page,
    outside,
  }) => {
    const store = fakeStorefront(outside);
    store.answerNext('Product', { body: productData({ plans: [FAKE_MONTHLY_PLAN] }) });
    await store.server.set({ product: { plans: [FAKE_MONTHLY_PLAN] } });
    await openHome(page);
    await expect(options(page)).toBeEnabled();
    await expect(page.getByRole('radio', { name: /One-time purchase/ })).toBeChecked();
    const monthly = page.getByRole('radio', { name: /Delivered monthly/ });
    await expect(monthly).toHaveAccessibleName(
      'Delivered monthly $30.60 per delivery · save 10% · Delivery every: 1 month',
    );
    await monthly.check();
    await page.getByRole('combobox', { name: 'Quantity' }).last().selectOption('2');
    await expect(page.getByText('Total $61.20 per delivery')).toBeVisible();
    await ctaButton(page).click();
    await expect(page).toHaveURL(CHECKOUT_URL);
    expect((await store.cartCreate()).variables).toEqual({
      input: {
        lines: [
          {
            merchandiseId: 'gid://shopify/ProductVariant/4455',
            quantity: 2,
            sellingPlanId: FAKE_MONTHLY_PLAN.id,
          },
        ],
      },
      visitorConsent: { analytics: true, marketing: true },
    });
  });
});

test.describe('without any service configured @unconfigured', () => {
  test('the buy button says the store is not connected yet', async ({ page, consoleWatch }) => {
    consoleWatch.allow(/status of 503/); // the cart function's answer: no store
    await page.goto('/');
    await waitForHydration(page);
    await heroButton(page).click();
    await expect(page.getByText(/Online ordering isn't connected yet/)).toContainText('@');
  });

  test('the contact form says it is not set up, with the email', async ({ page }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    await expect(page.getByText(/contact form isn't set up yet/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeDisabled();
  });
});
