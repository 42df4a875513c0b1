import type { Locator, Page } from '@playwright/test';
import { fakePixel } from './fakes/pixel';
import { fakeRecaptcha } from './fakes/recaptcha';
import { fakeStorefront, productData } from './fakes/storefront';
import { FAKE_MONTHLY_PLAN } from '../support/fake-store-answers.mjs';
import { fakeWholesale } from './fakes/wholesale';
import { type OutsideWorld, expect, openSettled, test } from './fixtures';
import { EVERY_PAGE } from './pages';

// Picture tests: what the pages look like, compared with the committed baselines in
// checks/e2e/__screenshots__. After an intended change: `npm run screenshots:update`, then look
// at the new pictures before committing them. A picture locks only what is ours: the embedded
// marketplace, the wholesale widget and the captcha are masked (their boxes stay in the picture,
// their content, painted by someone else, does not).

// Taking a picture waits for two identical frames in a row; on a loaded 2-core machine that
// takes longer than the 5 s default.
const PICTURE_TIMEOUT = 30_000;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const HOME_SIZES = [{ width: 360, height: 740 }, PHONE, { width: 412, height: 915 }, DESKTOP];
const ROUTES = EVERY_PAGE.map((page) => page.path);

/** Every service the pages use, faked. */
function fakeEverything(outside: OutsideWorld) {
  fakeStorefront(outside);
  fakeWholesale(outside);
  fakeRecaptcha(outside);
  fakePixel(outside);
}

/**
 * The page as a picture can hold it still: fonts in, hydrated, the hero video on its poster,
 * every embed in place. Returns the embeds, to be masked.
 */
async function openStill(
  page: Page,
  path: string,
  size: { width: number; height: number },
): Promise<Locator[]> {
  await page.setViewportSize(size);
  // The video's file never arrives: the element shows its poster, the same frame every run.
  await page.route(/\/video\//, () => {});
  await openSettled(page, path);
  const marketplace = page.locator('iframe');
  const widget = page.getByRole('region', { name: /wholesale widget$/ });
  const captcha = page.getByRole('button', { name: "I'm not a robot" });
  if (path === '/wholesale') {
    await expect(marketplace.contentFrame().getByRole('heading')).toBeVisible();
    await expect(widget.getByRole('link')).toBeVisible();
  }
  if (path === '/contact') await expect(captcha).toBeVisible();
  return [marketplace, widget, captcha];
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
        const mask = await openStill(page, path, size);
        await expect(page).toHaveScreenshot(`${slug(path)}-${name}.png`, {
          fullPage: true,
          mask,
          timeout: PICTURE_TIMEOUT,
        });
      });
    }
  }

  for (const size of HOME_SIZES) {
    test(`the home page's first screen at ${size.width} × ${size.height}`, async ({
      page,
      outside,
    }) => {
      fakeEverything(outside);
      const mask = await openStill(page, '/', size);
      await expect(page).toHaveScreenshot(`home-first-screen-${size.width}x${size.height}.png`, {
        mask,
        timeout: PICTURE_TIMEOUT,
      });
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
      const mask = await openStill(page, '/', size);
      await expect(page.getByRole('region', { name: /cookies/i })).toBeVisible();
      await expect(page).toHaveScreenshot(`home-first-screen-choice-${name}.png`, {
        mask,
        timeout: PICTURE_TIMEOUT,
      });
    });
  }
});

test.describe('the buy area, with and without subscribe & save', () => {
  for (const [name, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    for (const withPlans of [false, true]) {
      test(`on a ${name}, ${withPlans ? 'with' : 'without'} plans`, async ({ page, outside }) => {
        const store = fakeStorefront(outside);
        fakePixel(outside);
        store.answerNext('Product', {
          body: productData({ plans: withPlans ? [FAKE_MONTHLY_PLAN] : [] }),
        });
        await openStill(page, '/', size);
        await expect.poll(() => store.calls.length).toBe(1);
        const card = page.locator('section[aria-labelledby="cta-heading"]');
        const options = page.getByRole('group', { name: 'Buy once or subscribe' });
        await expect(options).toHaveCount(withPlans ? 1 : 0);
        if (withPlans) {
          await page.getByRole('radio', { name: /Delivered monthly/ }).check();
          await page.getByRole('combobox', { name: 'Quantity' }).last().selectOption('2');
        }
        await expect(card).toHaveScreenshot(
          `buy-area-${withPlans ? 'plans' : 'once'}-${name}.png`,
          { timeout: PICTURE_TIMEOUT },
        );
      });
    }
  }
});
