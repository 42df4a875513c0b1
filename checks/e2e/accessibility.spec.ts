import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { EVERY_PAGE } from './pages';

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
