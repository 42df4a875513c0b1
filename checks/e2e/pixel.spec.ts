import { PIXEL_SCRIPT, fakePixel } from './fakes/pixel';
import { buyControl, expect, test, followNavLink, waitForHydration } from './fixtures';

test('one PageView per page shown: first load, each client-side route change, each reload', async ({
  page,
  outside,
}) => {
  const pixel = fakePixel(outside);
  // The shop events (ViewContent on /) are e2e/consent.spec.ts's business.
  const pageViews = () =>
    pixel.events
      .filter(({ event }) => event === 'PageView')
      .map(({ event, url }) => `${event} ${new URL(url).pathname}`);
  const nav = page.getByRole('navigation', { name: 'Main' });

  await page.goto('/');
  await waitForHydration(page);
  await expect.poll(pageViews).toEqual(['PageView /']);

  await nav.getByRole('link', { name: 'Wholesale' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wholesale');
  await nav.getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  await page.getByRole('banner').getByRole('link', { name: 'Lumen Hive' }).click();
  await expect(buyControl(page, 'Order Now $34')).toBeVisible();
  // A jump to a section of the same page is not a new page.
  await followNavLink(page, 'Ingredients');
  await expect(page.locator('#ingredients')).toBeInViewport();
  await page.goto('/privacy');
  await waitForHydration(page);

  await expect
    .poll(pageViews)
    .toEqual([
      'PageView /',
      'PageView /wholesale',
      'PageView /contact',
      'PageView /',
      'PageView /privacy',
    ]);
  expect(new Set(pixel.events.map(({ id }) => id))).toEqual(new Set(['1234567890']));
});

test('a blocked pixel reports nothing and breaks nothing', async ({
  page,
  outside,
  consoleWatch,
}) => {
  consoleWatch.allow(/ERR_BLOCKED_BY_CLIENT/);
  const pixel = fakePixel(outside);
  outside.fake(PIXEL_SCRIPT, (route) => route.abort('blockedbyclient'));
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/');
  await waitForHydration(page);
  await followNavLink(page, 'Wholesale');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wholesale');
  await expect
    .poll(() => warnings.some((text) => text.includes('Meta pixel did not load')))
    .toBe(true);
  expect(pixel.events).toEqual([]);
});

test('with no pixel configured nothing is loaded or reported @unconfigured', async ({
  page,
  outside,
}) => {
  const pixel = fakePixel(outside);
  const pixelRequests: string[] = [];
  page.on('request', (request) => {
    if (/facebook/.test(request.url())) pixelRequests.push(request.url());
  });
  await page.goto('/');
  await waitForHydration(page);
  await followNavLink(page, 'Contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  expect(await page.evaluate(() => 'fbq' in window)).toBe(false);
  expect(pixelRequests).toEqual([]);
  expect(pixel.events).toEqual([]);
});
