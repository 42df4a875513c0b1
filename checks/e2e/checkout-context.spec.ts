import { CHECKOUT_URL, fakeStorefront } from './fakes/storefront';
import { expect, landAndBuy, landWithHydrationHeld, test, waitForHydration } from './fixtures';

// What the cart carries into Shopify's checkout, in the e2e build's opt-in mode: the
// visitor's choice (@inContext(visitorConsent:)), and the campaign only where marketing is allowed.
// consent-modes.spec.ts plays opt-out and off.

const LANDING = '/?utm_source=newsletter&utm_medium=email&utm_campaign=spring&gclid=ignored';
const LINES = [{ merchandiseId: 'gid://shopify/ProductVariant/4455', quantity: 1 }];
const CAMPAIGN = [
  { key: '_utm_source', value: 'newsletter' },
  { key: '_utm_medium', value: 'email' },
  { key: '_utm_campaign', value: 'spring' },
];
const SAID_NO = { analytics: false, marketing: false, saleOfData: false };

const YES = {
  input: { lines: LINES, attributes: CAMPAIGN },
  visitorConsent: { analytics: true, marketing: true },
};
const NO = { input: { lines: LINES }, visitorConsent: SAID_NO };

const CASES = [
  {
    name: 'after "Accept": yes to analytics and marketing, with the campaign',
    stored: 'granted',
    gpc: false,
    cart: YES,
  },
  {
    name: 'after "Reject": no, no sale of data, no campaign',
    stored: 'denied',
    gpc: false,
    cart: NO,
  },
  {
    name: 'with Global Privacy Control, even after a stored yes: no, no campaign',
    stored: 'granted',
    gpc: true,
    cart: NO,
  },
  {
    name: 'a first visit that has not answered: no, nothing was agreed to',
    stored: null,
    gpc: false,
    cart: NO,
  },
] as const;

for (const { name, stored, gpc, cart } of CASES) {
  test.describe(name, () => {
    test.use({ storedConsent: stored });

    test('the cart mutation carries it in @inContext(visitorConsent:)', async ({
      page,
      outside,
    }) => {
      const store = fakeStorefront(outside);
      if (gpc) {
        await page.addInitScript(() => {
          Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
        });
      }
      await page.goto(LANDING);
      await waitForHydration(page);
      // The page tells the cart function its decision (Chromium sends no Sec-GPC header, and a
      // test cannot add one: the function's own tests cover the header).
      await expect
        .poll(
          async () =>
            (await page.context().cookies()).find(({ name }) => name === 'lh_consent')?.value,
        )
        .toBe(cart === YES ? 'granted' : stored === null ? undefined : 'denied');
      await page.getByRole('button', { name: 'Order Now', exact: true }).click();
      await expect(page).toHaveURL(CHECKOUT_URL);
      expect(await store.cartCreate()).toEqual({ hasVisitorConsent: true, variables: cart });
    });
  });
}

test.describe('a visit that accepted', () => {
  test.use({ storedConsent: 'granted' });

  test('keeps the campaign when the landing page is left before it hydrates', async ({
    page,
    outside,
  }) => {
    const store = fakeStorefront(outside);
    await landWithHydrationHeld(page, '/wholesale?utm_source=podcast');
    // The landing page never hydrates: its entry module stays held while the visitor goes on
    // (a full page load), and the next page is let through.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await landAndBuy(page, '/');
    expect((await store.cartCreate()).variables).toEqual({
      input: { lines: LINES, attributes: [{ key: '_utm_source', value: 'podcast' }] },
      visitorConsent: { analytics: true, marketing: true },
    });
  });

  test('keeps the campaign of its landing page across pages', async ({ page, outside }) => {
    const store = fakeStorefront(outside);
    await page.goto('/wholesale?utm_source=podcast');
    await waitForHydration(page);
    await landAndBuy(page, '/'); // a later page of the same visit, without the parameters
    expect((await store.cartCreate()).variables).toEqual({
      input: { lines: LINES, attributes: [{ key: '_utm_source', value: 'podcast' }] },
      visitorConsent: { analytics: true, marketing: true },
    });
  });
});
