import type { Page } from '@playwright/test';
import { PIXEL_SCRIPT, fakePixel } from './fakes/pixel';
import { CHECKOUT_URL } from './fakes/storefront';
import {
  PLAIN_HTTP_HOST,
  expect,
  followNavLink,
  lookLikeAPerson,
  sendAMessage,
  test,
  waitForHydration,
} from './fixtures';

// Runs in the `plain-http-host` project: the e2e build at http://www.lumenhive.test:PORT, a host
// that is neither localhost nor https. A first visit, opt-in (.env.e2e).
test.use({ storedConsent: null });

const region = (page: Page) => page.getByRole('region', { name: 'Cookies and ads' });

test('over plain http on a named host, accepting and using every page raises no error', async ({
  page,
  outside,
}) => {
  const pixel = fakePixel(outside);
  await lookLikeAPerson(page);
  await page.goto('/');
  await waitForHydration(page);
  // The context this test is about: no secure-context APIs.
  expect(await page.evaluate(() => [isSecureContext, typeof crypto.randomUUID])).toEqual([
    false,
    'undefined',
  ]);
  await region(page).getByRole('button', { name: 'Accept' }).click();
  // The two are sent together; their order is the pixel's business.
  await expect
    .poll(() => pixel.events.map((e) => e.event).sort())
    .toEqual(['PageView', 'ViewContent']);
  const viewContent = pixel.events.find((e) => e.event === 'ViewContent');
  expect(viewContent?.eventId).toMatch(/^ViewContent-[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-/);

  for (const name of ['Wholesale', 'Contact']) {
    await followNavLink(page, name);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await sendAMessage(page, 'Sent from a plain-http page');
  await expect.poll(() => pixel.events.filter((e) => e.event === 'Contact')).toHaveLength(1);

  await followNavLink(page, 'Shop');
  await page.getByRole('button', { name: 'Order Now $34' }).click();
  await expect(page).toHaveURL(CHECKOUT_URL);
  expect(pixel.events.filter((e) => e.event === 'InitiateCheckout')).toHaveLength(1);
  expect(pixel.requests.some((url) => PIXEL_SCRIPT.test(url))).toBe(true);
});

test('withdrawing consent on a www. host removes Meta’s cookies from the parent domain too', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  await region(page).getByRole('button', { name: 'Accept' }).click();
  // Where Meta's library sets them: the registrable domain, and the host for good measure.
  const parent = `.${PLAIN_HTTP_HOST.split('.').slice(1).join('.')}`;
  await context.addCookies(
    ['_fbp', '_fbc'].flatMap((name) =>
      [parent, PLAIN_HTTP_HOST].map((domain) => ({ name, value: 'fb.1.1.1', domain, path: '/' })),
    ),
  );
  expect((await context.cookies()).filter((c) => c.name.startsWith('_fb'))).toHaveLength(4);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' }).click();
  await region(page).getByRole('button', { name: 'Reject' }).click();
  await expect
    .poll(async () => (await context.cookies()).filter((c) => c.name.startsWith('_fb')))
    .toEqual([]);
});
