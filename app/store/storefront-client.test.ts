import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoreConfig } from '~/config';
import {
  CART_CREATE_MUTATION,
  CART_CREATE_WITH_CONSENT_MUTATION,
  PRODUCT_QUERY,
} from './operations';
import { createCheckout, fetchProduct } from './storefront-client';

const CONFIG: StoreConfig = {
  domain: 'lumen-hive.myshopify.com',
  publicAccessToken: 'public-token',
  productGid: 'gid://shopify/Product/42',
  variantGid: null,
  apiVersion: '2026-10',
  shopPay: false,
  maxQuantity: 6,
  accountUrl: 'https://lumen-hive.example/account',
};

const PRODUCT = {
  product: {
    onlineStoreUrl: 'https://lumen-hive.myshopify.com/products/honey',
    availableForSale: true,
    variants: {
      nodes: [
        {
          id: 'gid://shopify/ProductVariant/7',
          availableForSale: true,
          price: { amount: '34.0', currencyCode: 'USD' },
        },
      ],
    },
  },
};

function answer(body: unknown, status = 200) {
  return vi.fn<typeof fetch>(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('fetchProduct', () => {
  it('posts the product query with the token header to the configured API version', async () => {
    const fetchApi = answer({ data: PRODUCT });
    const product = await fetchProduct(CONFIG, fetchApi);

    const [url, init] = fetchApi.mock.calls[0] ?? [];
    expect(url).toBe('https://lumen-hive.myshopify.com/api/2026-10/graphql.json');
    expect(init?.method).toBe('POST');
    const headers = new Headers(init?.headers);
    expect(headers.get('X-Shopify-Storefront-Access-Token')).toBe('public-token');
    expect(JSON.parse(init?.body as string)).toEqual({
      query: PRODUCT_QUERY,
      variables: { id: 'gid://shopify/Product/42' },
    });
    expect(product).toEqual({
      variantGid: 'gid://shopify/ProductVariant/7',
      isAvailable: true,
      price: { amount: 34, currencyCode: 'USD' },
      storeUrl: 'https://lumen-hive.myshopify.com/products/honey',
      // The store has no rating metafields and no selling plans.
      rating: null,
      plans: [],
      requiresPlan: false,
    });
  });

  it('reports a sold-out variant as unavailable', async () => {
    const soldOut = structuredClone(PRODUCT);
    const variant = soldOut.product.variants.nodes[0];
    if (variant) variant.availableForSale = false;
    expect((await fetchProduct(CONFIG, answer({ data: soldOut }))).isAvailable).toBe(false);
  });

  it('rejects with a StorefrontError naming the operation', async () => {
    await expect(fetchProduct(CONFIG, answer({ data: { product: null } }))).rejects.toThrow(
      'Product: no product gid://shopify/Product/42 with a variant',
    );
    await expect(
      fetchProduct(CONFIG, answer({ errors: [{ message: 'Invalid token' }] }, 401)),
    ).rejects.toMatchObject({ name: 'StorefrontError', operation: 'Product', status: 401 });
  });
});

const ANY_CART = {
  variantGid: 'v',
  quantity: 1,
  sellingPlanId: null,
  visitorConsent: null,
  attributes: [],
  discountCode: null,
};

describe('createCheckout', () => {
  it('creates a cart with the jars picked of the variant and returns its checkout URL', async () => {
    const fetchApi = answer({
      data: {
        cartCreate: { cart: { checkoutUrl: 'https://shop.test/checkouts/c1' }, userErrors: [] },
      },
    });
    const cart = {
      variantGid: 'gid://shopify/ProductVariant/7',
      quantity: 3,
      sellingPlanId: null,
      visitorConsent: null,
      attributes: [],
      discountCode: null,
    };
    expect(await createCheckout(CONFIG, cart, fetchApi)).toEqual({
      ok: true,
      value: 'https://shop.test/checkouts/c1',
    });
    const body = JSON.parse(fetchApi.mock.calls[0]?.[1]?.body as string) as unknown;
    expect(body).toEqual({
      query: CART_CREATE_MUTATION,
      variables: {
        input: { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/7', quantity: 3 }] },
      },
    });
  });

  it('carries the subscription plan on the line, with the quantity', async () => {
    const fetchApi = answer({
      data: { cartCreate: { cart: { checkoutUrl: 'https://shop.test/c/3' }, userErrors: [] } },
    });
    await createCheckout(
      CONFIG,
      { ...ANY_CART, quantity: 2, sellingPlanId: 'gid://shopify/SellingPlan/9' },
      fetchApi,
    );
    const body = JSON.parse(fetchApi.mock.calls[0]?.[1]?.body as string) as {
      variables: unknown;
    };
    expect(body.variables).toEqual({
      input: {
        lines: [{ merchandiseId: 'v', quantity: 2, sellingPlanId: 'gid://shopify/SellingPlan/9' }],
      },
    });
  });

  it('carries the visitor’s choice in @inContext and the campaign as attributes', async () => {
    const fetchApi = answer({
      data: { cartCreate: { cart: { checkoutUrl: 'https://shop.test/c/2' }, userErrors: [] } },
    });
    await createCheckout(
      CONFIG,
      {
        variantGid: 'gid://shopify/ProductVariant/7',
        quantity: 1,
        sellingPlanId: null,
        visitorConsent: { analytics: false, marketing: false, saleOfData: false },
        attributes: [{ key: '_utm_source', value: 'ig' }],
        discountCode: null,
      },
      fetchApi,
    );
    expect(JSON.parse(fetchApi.mock.calls[0]?.[1]?.body as string)).toEqual({
      query: CART_CREATE_WITH_CONSENT_MUTATION,
      variables: {
        input: {
          lines: [{ merchandiseId: 'gid://shopify/ProductVariant/7', quantity: 1 }],
          attributes: [{ key: '_utm_source', value: 'ig' }],
        },
        visitorConsent: { analytics: false, marketing: false, saleOfData: false },
      },
    });
  });

  it('asks for the visit’s discount code and says when the store refuses it', async () => {
    const refusing = answer({
      data: {
        cartCreate: {
          cart: {
            checkoutUrl: 'https://shop.test/c/3',
            discountCodes: [{ code: 'SPRING10', applicable: false }],
          },
          userErrors: [],
        },
      },
    });
    const cart = { ...ANY_CART, discountCode: 'SPRING10' };
    expect(await createCheckout(CONFIG, cart, refusing)).toEqual({
      ok: false,
      reason: 'discount-refused',
      detail: 'SPRING10',
    });
    const { variables } = JSON.parse(refusing.mock.calls[0]?.[1]?.body as string) as {
      variables: { input: unknown };
    };
    expect(variables.input).toEqual({
      lines: [{ merchandiseId: ANY_CART.variantGid, quantity: 1 }],
      discountCodes: ['SPRING10'],
    });

    const applying = answer({
      data: {
        cartCreate: {
          cart: {
            checkoutUrl: 'https://shop.test/c/4',
            discountCodes: [{ code: 'SPRING10', applicable: true }],
          },
          userErrors: [],
        },
      },
    });
    expect(await createCheckout(CONFIG, cart, applying)).toEqual({
      ok: true,
      value: 'https://shop.test/c/4',
    });
  });

  it('turns userErrors into a rejected result', async () => {
    const fetchApi = answer({
      data: {
        cartCreate: {
          cart: null,
          userErrors: [{ field: ['input'], message: 'The merchandise is out of stock' }],
        },
      },
    });
    expect(await createCheckout(CONFIG, ANY_CART, fetchApi)).toEqual({
      ok: false,
      reason: 'rejected',
      detail: 'The merchandise is out of stock',
    });
  });

  it('turns a network failure into a network result', async () => {
    const fetchApi = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await createCheckout(CONFIG, ANY_CART, fetchApi)).toMatchObject({
      ok: false,
      reason: 'network',
    });
  });
});
