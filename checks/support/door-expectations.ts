import { expect } from 'vitest';
import { CHECKOUT_URL, FAKE_VARIANT_GID } from './fake-store-answers.mjs';
import type { startFakeStore } from './fake-store.mjs';

type FakeStore = Awaited<ReturnType<typeof startFakeStore>>;

/**
 * What every host's door does with a buy form of `quantity` jars (the unit tests of Netlify's and
 * Vercel's doors): a 303 to the checkout, and one cart at the store for the shopper it names.
 */
export function expectCheckout(
  response: Response,
  store: FakeStore,
  shopper: string,
  quantity: number,
) {
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe(CHECKOUT_URL);
  const carts = store.calls(shopper).filter((call) => call.operation === 'CartCreate');
  expect(carts).toHaveLength(1);
  expect(carts[0]?.variables).toMatchObject({
    input: { lines: [{ merchandiseId: FAKE_VARIANT_GID, quantity }] },
  });
  expect(carts[0]?.headers['shopify-storefront-buyer-ip']).toBe(shopper);
}
