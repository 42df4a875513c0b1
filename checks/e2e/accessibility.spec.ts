import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { fakeStorefront, productData } from './fakes/storefront';
import { expect, test, waitForHydration } from './fixtures';
import { EVERY_PAGE } from './pages';

/** The sold-out jar's waitlist forms, in place of the buy forms (the hero's is the named one). */
const waitlistForms = (page: Page) =>
  page.locator('form:has(input[name="list"][value="waitlist"])');

const PATHS = EVERY_PAGE.map((page) => page.path);

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(
    results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((n) => n.target) })),
  ).toEqual([]);
}

for (const path of PATHS) {
  test(`${path} has no axe violations @phone`, async ({ page, consoleWatch }) => {
    consoleWatch.allow(/status of 404|non-existent route/);
    await page.goto(path);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });
}

test.describe('with the cookie choice open (a first visit)', () => {
  test.use({ storedConsent: null });

  for (const path of PATHS) {
    test(`${path} has no axe violations @phone`, async ({ page, consoleWatch }) => {
      consoleWatch.allow(/status of 404|non-existent route/);
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('region', { name: 'Cookies and ads' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test('the sold-out page, its waitlist in place of each buy form, has no axe violations @sold-out', async ({
  page,
  outside,
}) => {
  fakeStorefront(outside).answerNext('Product', { body: productData({ isAvailable: false }) });
  await page.goto('/');
  await waitForHydration(page);
  await expect(waitlistForms(page)).toHaveCount(2);
  await expectNoAxeViolations(page);
  // And with a refusal told in place.
  await page.getByRole('button', { name: "Email me when it's back" }).first().click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectNoAxeViolations(page);
});
