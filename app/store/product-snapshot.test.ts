import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoreConfig } from '~/config';
import { takeProductSnapshot } from './product-snapshot';

afterEach(() => {
  vi.useRealTimers();
});

const STORE: StoreConfig = {
  domain: 'lumen-hive.myshopify.com',
  publicAccessToken: 'public-token',
  productGid: 'gid://shopify/Product/42',
  variantGid: null,
  apiVersion: '2026-10',
  shopPay: false,
  maxQuantity: 6,
  accountUrl: 'https://lumen-hive.example/account',
};

const PRODUCT_ANSWER = {
  data: {
    product: {
      onlineStoreUrl: null,
      availableForSale: true,
      rating: { value: '{"scale_min":"1.0","scale_max":"5.0","value":"4.8"}' },
      ratingCount: { value: '127' },
      variants: {
        nodes: [
          {
            id: 'gid://shopify/ProductVariant/4455',
            availableForSale: true,
            price: { amount: '36.5', currencyCode: 'USD' },
          },
        ],
      },
    },
  },
};

/** The URL, headers and JSON body of the first request a fake fetch received. */
function firstRequest(fetchApi: ReturnType<typeof answering>) {
  const [input, init] = fetchApi.mock.calls[0] ?? [];
  return {
    url: input instanceof Request ? input.url : String(input),
    headers: new Headers(init?.headers),
    body: JSON.parse(init?.body as string) as unknown,
  };
}

function answering(body: unknown) {
  return vi.fn<typeof fetch>(() => Promise.resolve(Response.json(body)));
}

describe('takeProductSnapshot', () => {
  it('asks the store and returns the variant, price, availability and rating', async () => {
    const fetchApi = answering(PRODUCT_ANSWER);
    const warn = vi.fn();
    await expect(takeProductSnapshot(STORE, { fetchApi, warn })).resolves.toEqual({
      variantGid: 'gid://shopify/ProductVariant/4455',
      price: { amount: 36.5, currencyCode: 'USD' },
      isAvailable: true,
      storeUrl: null,
      rating: { value: 4.8, worst: 1, best: 5, count: 127 },
      plans: [],
      requiresPlan: false,
    });
    expect(warn).not.toHaveBeenCalled();
    const { url, headers, body } = firstRequest(fetchApi);
    expect(url).toBe('https://lumen-hive.myshopify.com/api/2026-10/graphql.json');
    expect(headers.get('X-Shopify-Storefront-Access-Token')).toBe('public-token');
    expect(body).toMatchObject({
      variables: { id: 'gid://shopify/Product/42' },
    });
  });

  it('can ask a stand-in of the API at another origin (the e2e build)', async () => {
    const fetchApi = answering(PRODUCT_ANSWER);
    await takeProductSnapshot(STORE, { fetchApi, apiOrigin: 'http://127.0.0.1:4999/' });
    expect(firstRequest(fetchApi).url).toBe('http://127.0.0.1:4999/api/2026-10/graphql.json');
  });

  it('asks for the configured variant and links to it', async () => {
    const fetchApi = answering({
      data: {
        variant: {
          id: 'gid://shopify/ProductVariant/77',
          availableForSale: false,
          price: { amount: '34.0', currencyCode: 'USD' },
          product: {
            onlineStoreUrl: null,
            availableForSale: true,
            rating: { value: '{"scale_min":"1","scale_max":"5","value":"4.25"}' },
            ratingCount: { value: '8' },
          },
        },
      },
    });
    const snapshot = await takeProductSnapshot(
      { ...STORE, variantGid: 'gid://shopify/ProductVariant/77' },
      { fetchApi },
    );
    expect(snapshot).toMatchObject({
      variantGid: 'gid://shopify/ProductVariant/77',
      isAvailable: false,
      rating: { value: 4.25, worst: 1, best: 5, count: 8 },
    });
    expect(firstRequest(fetchApi).body).toMatchObject({
      variables: { id: 'gid://shopify/ProductVariant/77' },
    });
  });

  it('an unreachable store gives null and one warning, never an error', async () => {
    const warn = vi.fn();
    const fetchApi = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('fetch failed')));
    await expect(takeProductSnapshot(STORE, { fetchApi, warn })).resolves.toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /did not answer at build time.*the cart function buys the product's first at the tap/,
    );
  });

  it('an unreachable store with VITE_SHOPIFY_VARIANT_ID still links to that variant', async () => {
    const warn = vi.fn();
    const fetchApi = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('fetch failed')));
    const snapshot = await takeProductSnapshot(
      { ...STORE, variantGid: 'gid://shopify/ProductVariant/4455' },
      { fetchApi, warn },
    );
    expect(snapshot).toEqual({
      variantGid: 'gid://shopify/ProductVariant/4455',
      price: null,
      isAvailable: true,
      storeUrl: null,
      rating: null,
      plans: [],
      requiresPlan: false,
    });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('gives up on a store that never answers after the time limit', async () => {
    const warn = vi.fn();
    const fetchApi = vi.fn<typeof fetch>(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
        }),
    );
    vi.useFakeTimers();
    let settled = false;
    const snapshot = takeProductSnapshot(STORE, { fetchApi, warn, timeoutMs: 50 }).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(49);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(snapshot).resolves.toBeNull();
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      expect.stringContaining('did not answer at build time'),
    );
  });

  it('an answer without the product is a fallback too', async () => {
    const warn = vi.fn();
    const fetchApi = answering({ data: { product: null } });
    await expect(takeProductSnapshot(STORE, { fetchApi, warn })).resolves.toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('without a store configured gives null and says so once', async () => {
    const warn = vi.fn();
    await expect(takeProductSnapshot(null, { warn })).resolves.toBeNull();
    expect(warn).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(/not configured/));
  });
});
