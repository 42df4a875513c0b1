// @vitest-environment node
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { FAKE_VARIANT_GID } from '../../checks/e2e/fakes/storefront-api.mjs';
import { expectCheckout } from '../../checks/support/door-expectations';
import { startFakeStore } from '../../checks/support/fake-store-server.mjs';
import type * as NetlifyDoor from './cart.ts';

// Netlify's door, called as Netlify calls a function (a Request and its context: the shopper's
// address, waitUntil), with the site's variables in the process's environment as Netlify gives
// them. Netlify's own runtime cannot be run here; this shows the door's wiring to the handler.

type FakeStore = Awaited<ReturnType<typeof startFakeStore>>;
let store: FakeStore;
let door: typeof NetlifyDoor;

beforeAll(async () => {
  store = await startFakeStore();
  vi.stubEnv('VITE_SHOPIFY_DOMAIN', 'lumen-hive-e2e.myshopify.com');
  vi.stubEnv('VITE_SHOPIFY_STOREFRONT_TOKEN', 'public-token');
  vi.stubEnv('VITE_SHOPIFY_PRODUCT_ID', '8123456789');
  vi.stubEnv('SHOPIFY_API_ORIGIN', store.origin);
  door = await import('./cart.ts');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await store.close();
});

it('is invoked on the function’s paths only', () => {
  expect(door.config.path).toEqual(['/cart', '/discount/*', '/events', '/list', '/product.json']);
});

it('a buy form becomes a cart at the store, for the shopper Netlify names, and a 303', async () => {
  const shopper = '198.51.100.40';
  const response = await door.default(
    new Request('https://lumenhive.netlify.app/cart?from=hero', {
      method: 'POST',
      body: `variant=${encodeURIComponent(FAKE_VARIANT_GID)}&quantity=2`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    }),
    { ip: shopper, waitUntil: () => undefined },
  );
  expectCheckout(response, store, shopper, 2);
});

it('a GET of the cart is refused with the handler’s own 405', async () => {
  const response = await door.default(new Request('https://lumenhive.netlify.app/cart'), {
    ip: '198.51.100.41',
  });
  expect(response.status).toBe(405);
});
