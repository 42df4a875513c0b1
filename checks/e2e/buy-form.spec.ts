import type { Page } from '@playwright/test';
import { CHECKOUT_URL, type ServerScenario, fakeStorefront, productData } from './fakes/storefront';
import { FAKE_MONTHLY_PLAN } from '../support/fake-store-answers.mjs';
import { expect, landWithHydrationHeld, test, waitForHydration } from './fixtures';

// The buy form and the cart function beside the pages: every choice from the first paint, with
// JavaScript off, before hydration and after; and a refusal told beside the form, the choices kept.

const VARIANT = 'gid://shopify/ProductVariant/4455';
const WITH_PLANS = { product: { plans: [FAKE_MONTHLY_PLAN] } } satisfies ServerScenario;
/** One line: the jar, three of them, on the monthly plan. */
const THREE_ON_THE_PLAN = {
  input: { lines: [{ merchandiseId: VARIANT, quantity: 3, sellingPlanId: FAKE_MONTHLY_PLAN.id }] },
  visitorConsent: { analytics: true, marketing: true },
};
const CONTACT_EMAIL = 'hello@lumenhive.test'; // .env.e2e

/** The full buy area (the call to action), where the plan is chosen. */
const buyArea = (page: Page) => page.locator('section[aria-labelledby="cta-heading"]');

async function chooseThreeOnThePlan(page: Page) {
  await buyArea(page)
    .getByRole('radio', { name: /Delivered monthly/ })
    .check();
  await buyArea(page).getByRole('combobox', { name: 'Quantity' }).selectOption('3');
}

test.describe('three jars on the plan reach a checkout with one line {variant, 3, plan} @plans', () => {
  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('"Order Now"', async ({ page, outside }) => {
      const store = fakeStorefront(outside);
      await store.server.set(WITH_PLANS);
      await page.goto('/');
      await chooseThreeOnThePlan(page);
      await buyArea(page).getByRole('button', { name: 'Order Now' }).click();
      await expect(page).toHaveURL(CHECKOUT_URL);
      expect((await store.cartCreate()).variables).toEqual(THREE_ON_THE_PLAN);
    });

    test('"Buy with Shop Pay": the same choice, into Shop Pay', async ({ page, outside }) => {
      const store = fakeStorefront(outside);
      await store.server.set(WITH_PLANS);
      await page.goto('/');
      await chooseThreeOnThePlan(page);
      await buyArea(page).getByRole('button', { name: 'Buy with Shop Pay' }).click();
      await expect(page).toHaveURL(`${CHECKOUT_URL}?payment=shop_pay`);
      expect((await store.cartCreate()).variables).toEqual(THREE_ON_THE_PLAN);
    });
  });

  test('before hydration (the page’s modules held)', async ({ page, outside }) => {
    const store = fakeStorefront(outside);
    await store.server.set(WITH_PLANS);
    await landWithHydrationHeld(page, '/');
    await chooseThreeOnThePlan(page);
    await buyArea(page).getByRole('button', { name: 'Order Now' }).click();
    await expect(page).toHaveURL(CHECKOUT_URL);
    expect((await store.cartCreate()).variables).toEqual(THREE_ON_THE_PLAN);
  });

  test('after hydration', async ({ page, outside }) => {
    const store = fakeStorefront(outside);
    store.answerNext('Product', { body: productData({ plans: [FAKE_MONTHLY_PLAN] }) });
    await store.server.set(WITH_PLANS);
    await page.goto('/');
    await waitForHydration(page);
    await expect.poll(() => store.calls.length).toBe(1); // the live product
    await chooseThreeOnThePlan(page);
    await expect(buyArea(page).getByText('Total $91.80 per delivery')).toBeVisible();
    await buyArea(page).getByRole('button', { name: 'Order Now' }).click();
    await expect(page).toHaveURL(CHECKOUT_URL);
    expect((await store.cartCreate()).variables).toEqual(THREE_ON_THE_PLAN);
  });
});

test('hydrated, when the background send cannot load (a deploy replaced it), the form posts itself with the choices @plans', async ({
  page,
  outside,
  consoleWatch,
}) => {
  consoleWatch.allow(/Failed to load resource/);
  const store = fakeStorefront(outside);
  store.answerNext('Product', { body: productData({ plans: [FAKE_MONTHLY_PLAN] }) });
  await store.server.set(WITH_PLANS);
  const asked: string[] = [];
  await page.route(/\/assets\/buy-[\w-]+\.js$/, (route) => {
    asked.push(route.request().url());
    return route.abort();
  });
  await page.goto('/');
  await waitForHydration(page);
  await expect.poll(() => asked.length).toBe(1); // asked for once hydrated, and lost
  await chooseThreeOnThePlan(page);
  const posted = page.waitForRequest((request) => request.url().includes('/cart?from=cta'));
  await buyArea(page).getByRole('button', { name: 'Order Now' }).click();
  expect((await posted).isNavigationRequest()).toBe(true);
  await expect(page).toHaveURL(CHECKOUT_URL);
  expect((await store.cartCreate()).variables).toEqual(THREE_ON_THE_PLAN);
  expect(asked).toHaveLength(1);
});

test.describe('the first screen tells of the saving @plans', () => {
  test.use({ storedConsent: null });

  test('at 360 × 740, with the cookie choice open: "Order Now $34" and the saving, which leads to the choice', async ({
    page,
    outside,
  }) => {
    // The live product sells the plan too (the browser's fake answers without one by default).
    fakeStorefront(outside).answerNext('Product', {
      body: productData({ plans: [FAKE_MONTHLY_PLAN] }),
    });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const choice = page.getByRole('region', { name: 'Cookies and ads' });
    await expect(choice).toBeVisible();
    const order = await page.getByRole('button', { name: 'Order Now $34' }).boundingBox();
    const region = await choice.boundingBox();
    expect((order?.y ?? Infinity) + (order?.height ?? 0)).toBeLessThanOrEqual(region?.y ?? 0);
    const saving = page.getByRole('link', { name: 'or subscribe & save 10%' });
    await expect(saving).toBeInViewport();
    await saving.click();
    await expect(page.getByRole('group', { name: 'Buy once or subscribe' })).toBeInViewport();
  });
});

const REFUSALS: { name: string; scenario: ServerScenario; message: RegExp }[] = [
  {
    name: 'sold out',
    scenario: { product: { isAvailable: false } },
    message: /^This jar is sold out right now\. Email us at hello@lumenhive\.test/,
  },
  {
    name: 'the store down',
    scenario: { storeFailure: { status: 500 } },
    message: /^We couldn't reach our store just now\./,
  },
  {
    name: 'the store hanging',
    scenario: { storeFailure: { hang: true } },
    message: /^We couldn't reach our store just now\./,
  },
  {
    name: 'the cart rejected',
    scenario: { cart: { userErrors: ['Merchandise is not available'] } },
    message: /^Our store couldn't start your checkout\..*View on our store$/,
  },
];

test.describe('a refusal, told beside the buy form with the choices kept', () => {
  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });
    test.beforeEach(({ consoleWatch }) => {
      // The function's page comes with its status (409, 422, 502), which Chromium logs.
      consoleWatch.allow(
        /^Failed to load resource: the server responded with a status of (409|422|502)/,
      );
    });

    for (const { name, scenario, message } of REFUSALS) {
      test(name, async ({ page, outside }) => {
        await fakeStorefront(outside).server.set(scenario);
        await page.goto('/');
        await buyArea(page).getByRole('combobox', { name: 'Quantity' }).selectOption('3');
        await buyArea(page).getByRole('button', { name: 'Order Now' }).click();
        await expect(buyArea(page).getByRole('alert')).toHaveText(message);
        await expect(buyArea(page).getByRole('alert')).toContainText(CONTACT_EMAIL);
        await expect(buyArea(page).getByRole('combobox', { name: 'Quantity' })).toHaveValue('3');
        // The hero's form keeps its place and says nothing.
        await expect(page.getByRole('alert')).toHaveCount(1);
        // The server's page (routes/cart.post.tsx) runs nothing: it works as plain HTML.
        await expect(page.locator('script:not([type="application/ld+json"])')).toHaveCount(0);
        // Posted again from that page with other choices: the page the server keeps for the
        // same refusal is never another choice's (app/entry.server.tsx).
        await buyArea(page).getByRole('combobox', { name: 'Quantity' }).selectOption('2');
        const answer = page.waitForResponse((response) => response.request().method() === 'POST');
        await buyArea(page).getByRole('button', { name: 'Order Now' }).click();
        await expect(buyArea(page).getByRole('alert')).toHaveText(message);
        await expect(buyArea(page).getByRole('combobox', { name: 'Quantity' })).toHaveValue('2');
        // A page sent more than once carries no nonce, and its policy allows no script.
        expect((await answer).headers()['content-security-policy']).not.toContain("'nonce-");
        await expect(page.locator('[nonce]')).toHaveCount(0);
      });
    }

    test('a refused code: told, with a way to buy without it', async ({ page, outside }) => {
      const store = fakeStorefront(outside);
      await store.server.set({ cart: { refused: ['EXPIRED5'] } });
      await page.goto('/discount/EXPIRED5');
      await page.getByRole('button', { name: 'Order Now $34' }).click();
      await expect(page.getByRole('alert')).toHaveText(
        'The code EXPIRED5 doesn\'t apply to this order, so it was removed. Tap "Order Now" again to check out without it.',
      );
      await page.getByRole('button', { name: 'Order Now $34' }).click();
      await expect(page).toHaveURL(CHECKOUT_URL);
      const carts = (await store.server.calls()).filter(
        ({ operation }) => operation === 'CartCreate',
      );
      expect(carts.map(({ variables }) => variables)).toEqual([
        expect.objectContaining({
          input: expect.objectContaining({ discountCodes: ['EXPIRED5'] }),
        }),
        expect.not.objectContaining({
          input: expect.objectContaining({ discountCodes: expect.anything() }),
        }),
      ]);
    });
  });

  test.describe('once hydrated, in place without a reload', () => {
    test.beforeEach(({ consoleWatch }) => {
      consoleWatch.allow(
        /^Failed to load resource: the server responded with a status of (409|422|502)/,
      );
      consoleWatch.allow(/^Buy button: /);
    });

    for (const { name, scenario, message } of REFUSALS) {
      test(name, async ({ page, outside }) => {
        const store = fakeStorefront(outside);
        await store.server.set(scenario);
        // The live product found the jar for sale when the page showed; the store refuses at the tap.
        store.answerNext('Product', { body: productData() });
        await page.goto('/');
        await waitForHydration(page);
        await expect.poll(async () => (await store.server.calls()).length).toBe(1);
        await buyArea(page).getByRole('combobox', { name: 'Quantity' }).selectOption('3');
        const loads: string[] = [];
        page.on('load', () => loads.push(page.url()));
        await buyArea(page).getByRole('button', { name: 'Order Now' }).click();
        await expect(page.getByText(message)).toBeVisible();
        expect(loads).toEqual([]);
        await expect(buyArea(page).getByRole('combobox', { name: 'Quantity' })).toHaveValue('3');
        await expect(buyArea(page).getByRole('button', { name: 'Order Now' })).toBeEnabled();
      });
    }
  });
});

test('subscribers find where to manage their deliveries: the footer and the terms @plans', async ({
  page,
}) => {
  const account = 'https://lumen-hive-e2e.myshopify.com/account';
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await expect(footer.getByRole('link', { name: 'Manage subscription' })).toHaveAttribute(
    'href',
    account,
  );
  await page.goto('/terms');
  await expect(
    page.getByRole('link', { name: 'Manage your subscription in your customer account' }),
  ).toHaveAttribute('href', account);
});
