import type { Page } from '@playwright/test';
import { type FocusReport, probeFocus } from '../support/focus-probe';
import { fakeEmailJs } from './fakes/emailjs';
import {
  expect,
  holdHydration,
  lookLikeAPerson,
  openSettled,
  submitAMessage,
  test,
} from './fixtures';
import { EVERY_PAGE } from './pages';

// WCAG 2.2's Focus Not Obscured, held to its stricter reading: each element the keyboard reaches
// is wholly on the screen and under nothing (the cookie choice, a message, a dialog's backdrop).

/** More presses than any page has stops (about 40 on the home page); a cycle ends sooner. */
const MOST_PRESSES = 150;

const SCREENS = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;

/**
 * Presses Tab (or Shift+Tab) until the focus has gone round once, and lists each stop where the
 * focused element was hidden in part, or where the focus fell to the page's body mid-way.
 */
async function tabRound(
  page: Page,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
  /** Where every stop must be (a modal dialog), as a CSS selector. */
  within?: string,
) {
  const problems: string[] = [];
  let stops = 0;
  await page.evaluate(() => delete (window as { __focusVisits?: unknown }).__focusVisits);
  for (let press = 0; press < MOST_PRESSES; press += 1) {
    await page.keyboard.press(key);
    const report: FocusReport = await page.evaluate(probeFocus);
    if (report.isOnBody) {
      // Past the last element the browser's own controls take the focus: the round is done.
      if (stops > 0) break;
      continue;
    }
    if (report.visit > 1) break;
    stops += 1;
    for (const hidden of report.hidden) problems.push(`${report.name}: ${hidden}`);
    if (within && !(await page.evaluate((css) => document.activeElement?.closest(css), within))) {
      problems.push(`${report.name}: outside ${within}`);
    }
  }
  return { stops, problems };
}

test.describe('with the cookie choice open (a first visit)', () => {
  test.use({ storedConsent: null });

  for (const screen of SCREENS) {
    for (const { path } of EVERY_PAGE) {
      test(`${path} at ${screen.width} × ${screen.height}: every stop of Tab and Shift+Tab is wholly in view`, async ({
        page,
        consoleWatch,
      }) => {
        consoleWatch.allow(/status of 404|non-existent route/);
        await page.setViewportSize(screen);
        await openSettled(page, path);
        await expect(page.getByRole('region', { name: 'Cookies and ads' })).toBeVisible();
        const forward = await tabRound(page);
        expect(forward.stops, 'stops on the way down').toBeGreaterThan(3);
        expect(forward.problems).toEqual([]);
        const back = await tabRound(page, 'Shift+Tab');
        expect(back.stops, 'stops on the way up').toBe(forward.stops);
        expect(back.problems).toEqual([]);
      });
    }
  }

  test('the choice opening over the focused element brings it out from under', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const hydration = await holdHydration(page);
    await page.goto('/wholesale');
    await hydration.requested();
    // Before the page's scripts run, the keyboard reaches the first element low on the screen.
    for (let press = 0; press < MOST_PRESSES; press += 1) {
      await page.keyboard.press('Tab');
      const bottom = await page.evaluate(
        () => innerHeight - (document.activeElement?.getBoundingClientRect().bottom ?? 0),
      );
      if (bottom < 200) break;
    }
    const focused = await page.evaluate(probeFocus);
    expect(focused.isOnBody).toBe(false);
    await hydration.release();
    await expect(page.getByRole('region', { name: 'Cookies and ads' })).toBeVisible();
    // Clear of the choice's whole box, not only at the probe's five points.
    const overlap = () =>
      page.evaluate(() => {
        const region = document.querySelector('section[aria-labelledby="consent-heading"]');
        const box = document.activeElement?.getBoundingClientRect();
        const cover = region?.getBoundingClientRect();
        if (!box || !cover) return -1;
        const wide = Math.min(box.right, cover.right) - Math.max(box.left, cover.left);
        const high = Math.min(box.bottom, cover.bottom) - Math.max(box.top, cover.top);
        return Math.max(0, wide) * Math.max(0, high);
      });
    await expect.poll(overlap).toBe(0);
    await expect.poll(() => page.evaluate(probeFocus)).toMatchObject({ hidden: [] });
  });
});

test.describe('with a message shown', () => {
  for (const screen of [SCREENS[1], SCREENS[3]]) {
    test(`/contact at ${screen.width} × ${screen.height}: the refusal's message covers no stop`, async ({
      page,
      outside,
      consoleWatch,
    }) => {
      consoleWatch.allow(/status of 500|error sending your message/);
      fakeEmailJs(outside).answerNext({ status: 500, text: 'Internal error' });
      await lookLikeAPerson(page);
      await page.setViewportSize(screen);
      await openSettled(page, '/contact');
      await submitAMessage(page);
      const message = page.getByText(/There was an error sending your message/);
      await expect(message).toBeVisible();
      // The message stays while the pointer rests on it (sonner pauses its timer), so the round
      // does not race its 12 s.
      await message.hover();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.locator('body').focus();
      const forward = await tabRound(page);
      expect(forward.stops).toBeGreaterThan(3);
      expect(forward.problems).toEqual([]);
      await expect(message).toBeVisible();
    });
  }
});

test.describe('with the image dialog open', () => {
  for (const screen of [SCREENS[0], SCREENS[3]]) {
    test(`/wholesale at ${screen.width} × ${screen.height}: the focus stays in the dialog, wholly in view`, async ({
      page,
    }) => {
      await page.setViewportSize(screen);
      await openSettled(page, '/wholesale');
      const thumbnail = page.getByRole('link', { name: 'Enlarge: The drizzle' });
      await thumbnail.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      for (const key of ['Tab', 'Shift+Tab'] as const) {
        const round = await tabRound(page, key, 'dialog[open]');
        expect(round.stops).toBeGreaterThan(0);
        expect(round.problems).toEqual([]);
      }
    });
  }
});
