// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FAKE_MONTHLY_PLAN,
  FAKE_STORE_CONFIG,
  FAKE_VARIANT_GID,
} from '../checks/e2e/fakes/storefront-api.mjs';
import { startFakeStore } from '../checks/support/fake-store-server.mjs';
import { type HandlerContext, handleRequest } from './handler.ts';

type FakeStore = Awaited<ReturnType<typeof startFakeStore>>;

const PRIVATE_TOKEN = 'shpat_private_never_shown';
let store: FakeStore;
let ip = 0;
let shopper = '';

beforeAll(async () => {
  store = await startFakeStore();
});
afterAll(() => store.close());
beforeEach(() => {
  shopper = `198.51.100.${++ip}`;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

function context(change: Partial<HandlerContext> = {}, env: HandlerContext['env'] = {}) {
  return {
    site: {
      store: FAKE_STORE_CONFIG,
      consentMode: 'opt-in',
      contactEmail: 'hello@lumenhive.test',
      metaPixelId: null,
      list: null,
    },
    env: { SHOPIFY_API_ORIGIN: store.origin, ...env },
    clientIp: shopper,
    loadPage: () => Promise.resolve(null),
    ...change,
  } satisfies HandlerContext;
}

const get = (method = 'GET') => new Request('https://lumenhive.test/product.json', { method });

describe('GET /product.json: the live product, asked of the store by the function', () => {
  it('answers the product as the page uses it, cacheable by the edge for a minute', async () => {
    store.setScenario(shopper, {
      product: { amount: '36.0', plans: [FAKE_MONTHLY_PLAN], rating: null },
    });
    const response = await handleRequest(get(), context());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(response.headers.get('netlify-cdn-cache-control')).toBe('public, durable, s-maxage=60');
    await expect(response.json()).resolves.toEqual({
      variantGid: FAKE_VARIANT_GID,
      isAvailable: true,
      price: { amount: 36, currencyCode: 'USD' },
      storeUrl: 'https://lumen-hive-e2e.myshopify.com/products/mushroom-honey',
      rating: null,
      plans: [
        {
          id: FAKE_MONTHLY_PLAN.id,
          name: 'Delivered monthly',
          delivery: 'Delivery every: 1 month',
          perDelivery: { amount: 30.6, currencyCode: 'USD' },
          savingPercent: 15, // $30.60 a delivery against the jar's $36
        },
      ],
      requiresPlan: false,
    });
    expect(store.calls(shopper).map((call) => [call.operation, call.variables])).toEqual([
      ['Product', { id: FAKE_STORE_CONFIG.productGid }],
    ]);
  });

  it('asks as the cart does: the shopper’s IP, the private token when set, never shown', async () => {
    const response = await handleRequest(
      get(),
      context({}, { SHOPIFY_PRIVATE_TOKEN: PRIVATE_TOKEN }),
    );
    expect(await response.text()).not.toContain(PRIVATE_TOKEN);
    expect(store.calls(shopper)[0]?.headers).toEqual({
      'shopify-storefront-buyer-ip': shopper,
      'shopify-storefront-private-token': PRIVATE_TOKEN,
      'x-shopify-storefront-access-token': null,
    });
  });

  it('a store that fails or never answers: 502, not kept by any cache, for the page to retry', async () => {
    store.setScenario(shopper, { productFailure: { status: 503 } });
    const failed = await handleRequest(get(), context());
    expect([failed.status, await failed.text()]).toEqual([502, 'The store could not be reached.']);
    expect(failed.headers.get('cache-control')).toBe('no-store');
    store.setScenario(shopper, { productFailure: { hang: true } });
    const hung = await handleRequest(get(), context({ storeTimeLimitMs: 300 }));
    expect(hung.status).toBe(502);
  });

  it('without a store: 503, and nothing asked', async () => {
    const base = context();
    const response = await handleRequest(get(), { ...base, site: { ...base.site, store: null } });
    expect([response.status, await response.text()]).toEqual([503, 'The store is not connected.']);
    expect(store.calls(shopper)).toEqual([]);
  });

  it('HEAD: the same status without a body; any other method: 405 with Allow', async () => {
    const head = await handleRequest(get('HEAD'), context());
    expect([head.status, await head.text()]).toEqual([200, '']);
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await handleRequest(get(method), context());
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      expect(await response.text()).toBe('The product is read with a GET.');
    }
  });
});
