import type { Page } from '@playwright/test';
import { fakePixel } from './fakes/pixel';
import { expect, followNavLink, test, waitForHydration } from './fixtures';

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

test('off: asks nothing, offers no cookie settings, one PageView per page as spec §2 @off', async ({
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
