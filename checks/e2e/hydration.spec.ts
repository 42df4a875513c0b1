import type { Route } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

// The page's first Intl formatter loads its locale data: 50–110 ms in one task on a 4× throttled
// phone, which was one of the two long tasks of `/`'s hydration (issue 69, app/lib/money.ts).
test('/ hydrates and shows the live price without making an Intl formatter', async ({ page }) => {
  await page.addInitScript(() => {
    const made: string[] = [];
    Object.assign(window, { __intlMade: made });
    const Original = Intl.NumberFormat;
    const counted = function (this: unknown, ...args: ConstructorParameters<typeof Original>) {
      made.push('NumberFormat');
      return new Original(...args);
    } as unknown as typeof Intl.NumberFormat;
    Object.assign(counted, Original);
    Intl.NumberFormat = counted;
    const toLocaleString = Object.getOwnPropertyDescriptor(Number.prototype, 'toLocaleString')
      ?.value as (this: number, ...args: unknown[]) => string;
    Number.prototype.toLocaleString = function (this: number, ...args) {
      made.push('toLocaleString');
      return toLocaleString.apply(this, args);
    };
  });
  const liveProduct = page.waitForResponse((response) => response.url().endsWith('/product.json'));
  await page.goto('/');
  await waitForHydration(page);
  await liveProduct;
  await expect(page.getByRole('button', { name: /Order Now/ }).first()).toBeVisible();
  await expect(page.getByText('$34').first()).toBeVisible();
  // The live product's answer renders the prices again: give it a task to do so.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(
    await page.evaluate(() => (window as unknown as { __intlMade: string[] }).__intlMade),
  ).toEqual([]);
});

test('/ hydrates while its unchanging sections’ code is held; they stay as prerendered, then hydrate', async ({
  page,
}) => {
  const held: Route[] = [];
  await page.route(/\/assets\/static-sections-[\w-]+\.js$/, (route) => void held.push(route));
  await page.goto('/');
  await waitForHydration(page);
  await expect.poll(() => held.length).toBeGreaterThan(0);
  const section = page.locator('#ingredients');
  await expect(section.getByRole('heading', { name: 'Premium Ingredients' })).toBeVisible();
  // The prerendered node itself, marked, so a replacement would show.
  await section.evaluate((node) => node.setAttribute('data-prerendered', ''));
  for (const route of held.splice(0)) await route.continue();
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => /static-sections-[\w-]+\.js$/.test(entry.name)),
      ),
    )
    .toBe(true);
  await expect(section).toHaveAttribute('data-prerendered', '');
  await expect(section.getByRole('heading', { name: 'Premium Ingredients' })).toBeVisible();
});
