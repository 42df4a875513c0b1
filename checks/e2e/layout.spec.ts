import { expect, test, waitForHydration } from './fixtures';
import { PAGES } from './pages';

const PATHS = PAGES.map((page) => page.path);

for (const width of [360, 1440]) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of PATHS) {
      test(`${path} fits without horizontal scrolling`, async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBe(0);
        await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
      });
    }
  });
}
