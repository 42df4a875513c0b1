import type { Page } from '@playwright/test';
import { fakePixel } from './fakes/pixel';
import { fakeRecaptcha } from './fakes/recaptcha';
import { fakeStorefront } from './fakes/storefront';
import { fakeWholesale } from './fakes/wholesale';
import { type OutsideWorld, expect, openSettled, test } from './fixtures';

// Picture tests (issue 19): what the pages look like, compared with the committed baselines in
// checks/e2e/__screenshots__. After an intended change: `npm run screenshots:update`, then look
// at the new pictures before committing them.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const HOME_SIZES = [{ width: 360, height: 740 }, PHONE, { width: 412, height: 915 }, DESKTOP];
const ROUTES = ['/', '/wholesale', '/contact', '/privacy', '/terms', '/no-such-page'];

/** Every service the pages use, faked. */
function fakeEverything(outside: OutsideWorld) {
  fakeStorefront(outside);
  fakeWholesale(outside);
  fakeRecaptcha(outside);
  fakePixel(outside);
}

/** The page as a picture can hold it still: fonts in, hydrated, the hero video on its poster. */
async function openStill(page: Page, path: string, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  // The video's file never arrives: the element shows its poster, the same frame every run.
  await page.route(/\/video\//, () => {});
  await openSettled(page, path);
  // The embeds (marketplace frame, widget, captcha) settled; the home page's held video request
  // would never let the network go idle.
  if (path !== '/') await page.waitForLoadState('networkidle');
}

const slug = (path: string) => (path === '/' ? 'home' : path.slice(1));

test.describe('the look of every page, cookie choice dismissed', () => {
  for (const path of ROUTES) {
    for (const [name, size] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      test(`${path} on a ${name}`, async ({ page, outside, consoleWatch }) => {
        fakeEverything(outside);
        // React Router logs the unknown path it renders the not-found page for.
        if (path === '/no-such-page') consoleWatch.allow(/status of 404|non-existent route/);
        await openStill(page, path, size);
        await expect(page).toHaveScreenshot(`${slug(path)}-${name}.png`, { fullPage: true });
      });
    }
  }

  for (const size of HOME_SIZES) {
    test(`the home page's first screen at ${size.width} × ${size.height}`, async ({
      page,
      outside,
    }) => {
      fakeEverything(outside);
      await openStill(page, '/', size);
      await expect(page).toHaveScreenshot(`home-first-screen-${size.width}x${size.height}.png`);
    });
  }
});

test.describe('the look with the cookie choice shown', () => {
  test.use({ storedConsent: null });

  for (const [name, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`the home page's first screen on a ${name}`, async ({ page, outside }) => {
      fakeEverything(outside);
      await openStill(page, '/', size);
      await expect(page.getByRole('region', { name: /cookies/i })).toBeVisible();
      await expect(page).toHaveScreenshot(`home-first-screen-choice-${name}.png`);
    });
  }
});
