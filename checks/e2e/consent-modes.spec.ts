import type { Page } from '@playwright/test';
import { fakePixel } from './fakes/pixel';
import { fakeStorefront } from './fakes/storefront';
import { expect, followNavLink, landAndBuy, test, waitForHydration } from './fixtures';

// The e2e build again, with VITE_CONSENT_MODE=opt-out and =off (npm run build:e2e); each test
// runs in the project serving its mode (playwright.config.ts), as a first visit.
test.use({ storedConsent: null });

const region = (page: Page) => page.getByRole('region', { name: 'Cookies and ads' });
const cookieSettings = (page: Page) =>
  page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' });
const pageViews = (pixel: ReturnType<typeof fakePixel>) =>
  pixel.events.filter((e) => e.event === 'PageView').map((e) => new URL(e.url).pathname);

test('opt-out: the pixel runs without asking, until the visitor says no @opt-out', async ({
  page,
  outside,
}) => {
  const pixel = fakePixel(outside);
  await page.goto('/');
  await waitForHydration(page);
  await expect.poll(() => pageViews(pixel)).toEqual(['/']);
  await expect(region(page)).toBeHidden();
  await cookieSettings(page).click();
  await expect(region(page)).toContainText('You can turn it off here.');
  await expect(region(page)).toContainText('Advertising cookies are on.');
  await region(page).getByRole('button', { name: 'Reject' }).click();
  await followNavLink(page, 'Wholesale');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wholesale');
  await page.reload();
  await waitForHydration(page);
  await page.waitForTimeout(500);
  expect(pageViews(pixel)).toEqual(['/']); // nothing after the "no"
});

test('opt-out: a first visit on a phone asks nothing, and "Order Now $34" is in the first screen @opt-out', async ({
  page,
  outside,
}) => {
  fakeStorefront(outside);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await waitForHydration(page);
  await expect(region(page)).toBeHidden();
  const order = await page.getByRole('button', { name: 'Order Now $34' }).boundingBox();
  expect(order && order.y >= 0 && order.y + order.height <= 740).toBe(true);
});

test('opt-out: Global Privacy Control is a no from the start @opt-out', async ({
  page,
  outside,
}) => {
  const pixel = fakePixel(outside);
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
  });
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForTimeout(500);
  expect(pixel.requests).toEqual([]);
});

test('off: asks nothing, offers no cookie settings, one PageView per page @off', async ({
  page,
  outside,
}) => {
  const pixel = fakePixel(outside);
  await page.goto('/');
  await waitForHydration(page);
  await expect.poll(() => pageViews(pixel)).toEqual(['/']);
  await expect(region(page)).toBeHidden();
  await expect(cookieSettings(page)).toHaveCount(0);
  await followNavLink(page, 'Wholesale');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wholesale');
  await followNavLink(page, 'Contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  await expect.poll(() => pageViews(pixel)).toEqual(['/', '/wholesale', '/contact']);
  await expect(page.getByRole('link', { name: 'Cookie settings' })).toHaveCount(0);
});

/** Lands from a campaign link and buys; returns the cart request. */
async function cartAfterCampaign(page: Page, store: ReturnType<typeof fakeStorefront>) {
  await landAndBuy(page, '/?utm_source=ads&utm_campaign=fall');
  return await store.cartCreate();
}
const LINES = [{ merchandiseId: 'gid://shopify/ProductVariant/4455', quantity: 1 }];
const CAMPAIGN = [
  { key: '_utm_source', value: 'ads' },
  { key: '_utm_campaign', value: 'fall' },
];

test('opt-out: until a no, the cart says yes and carries the campaign @opt-out', async ({
  page,
  outside,
}) => {
  const store = fakeStorefront(outside);
  expect(await cartAfterCampaign(page, store)).toEqual({
    hasVisitorConsent: true,
    variables: {
      input: { lines: LINES, attributes: CAMPAIGN },
      visitorConsent: { analytics: true, marketing: true },
    },
  });
});

test('off: the cart adds no consent (the platform decides) and carries the campaign @off', async ({
  page,
  outside,
}) => {
  const store = fakeStorefront(outside);
  expect(await cartAfterCampaign(page, store)).toEqual({
    hasVisitorConsent: false,
    variables: { input: { lines: LINES, attributes: CAMPAIGN } },
  });
});
