import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Page, expect, test } from '@playwright/test';

// `npm start` with no store set (checks/playwright.config.ts: the `demo` project's server is
// `node scripts/server/serve.mjs` with no store variable and no BUILD_DIR): the site builds itself
// against the demo store and sells nothing, saying so on every page.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const NOTICE = 'Demo store: nothing is sold';
const buyArea = (page: Page) => page.locator('section[aria-labelledby="cta-heading"]');

/** Every request the page makes; any to another machine is refused and kept to fail the test. */
async function watchRequests(page: Page) {
  const outside: string[] = [];
  await page.route('**/*', (route) => {
    const { hostname } = new URL(route.request().url());
    if (hostname === 'localhost' || hostname === '127.0.0.1') return route.fallback();
    outside.push(route.request().url());
    return route.abort();
  });
  return outside;
}

async function orderThreeOnThePlan(page: Page) {
  await page.goto('/');
  await buyArea(page)
    .getByRole('radio', { name: /Delivered monthly/ })
    .check();
  await buyArea(page).getByRole('combobox', { name: 'Quantity' }).selectOption('3');
  await buyArea(page).getByRole('button', { name: 'Order Now' }).click();
  await expect(page).toHaveURL(/\/demo-store\/checkout\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Demo checkout' })).toBeVisible();
  await expect(page.getByTestId('quantity')).toHaveText('3');
  await expect(page.getByTestId('plan')).toHaveText('Delivered monthly');
  await expect(page.getByText('This is where Shopify’s checkout opens')).toBeVisible();
  await expect(page.getByText('$91.80')).toBeVisible();
}

test.describe('@demo', () => {
  test('every page says it is a demo, and says how to connect the store', async ({ page }) => {
    const outside = await watchRequests(page);
    for (const path of [
      '/',
      '/wholesale',
      '/contact',
      '/privacy',
      '/terms',
      '/accessibility',
      '/nowhere',
    ]) {
      await page.goto(path);
      const notice = page.getByRole('complementary', { name: NOTICE });
      await expect(notice, path).toBeVisible();
      await expect(notice, path).toContainText(`${NOTICE}.`);
    }
    await page.getByRole('link', { name: 'How to connect' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Connect your store' })).toBeVisible();
    await expect(page.getByText('VITE_SHOPIFY_STOREFRONT_TOKEN')).toBeVisible();
    expect(outside).toEqual([]);
  });

  test('the jar shows its price and plan, and Order Now reaches the demo checkout with JavaScript on', async ({
    page,
  }) => {
    const outside = await watchRequests(page);
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(buyArea(page).getByText('$34').first()).toBeVisible();
    // The demo store's quantity breaks, as a store's automatic discounts show.
    await expect(
      buyArea(page).getByRole('combobox', { name: 'Quantity' }).getByRole('option').nth(2),
    ).toHaveText('3 jars · $86.70 · save 15%');
    await orderThreeOnThePlan(page);
    expect(outside).toEqual([]);
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('Order Now reaches the demo checkout with the quantity and the plan', async ({ page }) => {
      const outside = await watchRequests(page);
      await orderThreeOnThePlan(page);
      expect(outside).toEqual([]);
    });

    test('the list takes a sign-up and says it went nowhere', async ({ page }) => {
      await page.goto('/');
      const form = page.getByRole('form', { name: 'Hear from the hive', exact: true });
      await form.getByRole('textbox', { name: 'Email address' }).fill('newcomer@example.com');
      await form.getByRole('button', { name: 'Join the list' }).click();
      await expect(page.getByText('Demo store: nothing was sent.')).toBeVisible();
    });
  });

  test('the list says so with JavaScript on too', async ({ page }) => {
    const outside = await watchRequests(page);
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const form = page.getByRole('form', { name: 'Hear from the hive', exact: true });
    await form.getByRole('textbox', { name: 'Email address' }).fill('newcomer@example.com');
    await form.getByRole('button', { name: 'Join the list' }).click();
    await expect(page.getByText('Demo store: nothing was sent.')).toBeVisible();
    expect(outside).toEqual([]);
  });

  test('a build with a store set, or with none, carries no demo code and no notice', () => {
    const withDemo = (build: string) => {
      const client = `${ROOT}${build}/client`;
      const files = [
        ...readdirSync(client).filter((name) => name.endsWith('.html')),
        ...readdirSync(`${client}/assets`)
          .filter((name) => name.endsWith('.js'))
          .map((name) => `assets/${name}`),
      ];
      return files.filter((file) =>
        /Demo store|demo-store/.test(readFileSync(`${client}/${file}`, 'utf8')),
      );
    };
    expect(withDemo('build-e2e')).toEqual([]);
    expect(withDemo('build')).toEqual([]);
    // The demo's own build, beside them, has both: the words looked for are the ones it uses.
    expect(withDemo('build-demo')).toEqual(
      expect.arrayContaining(['index.html', 'wholesale.html']),
    );
  });
});
