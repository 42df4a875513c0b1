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

/** The store's cart, its one line the jar at `price` (FAKE cart answers: checks/e2e/fakes). */
function made(checkoutUrl: string, cart: Record<string, unknown> = {}, price = '34.0') {
  const line = {
    merchandise: {
      id: 'gid://shopify/ProductVariant/7',
      availableForSale: true,
      product: { id: CONFIG.productGid },
    },
    cost: {
      amountPerQuantity: { amount: price, currencyCode: 'USD' },
      totalAmount: { amount: price, currencyCode: 'USD' },
    },
  };
  return {
    data: {
      cartCreate: {
        cart: { checkoutUrl, lines: { nodes: [line] }, ...cart },
        userErrors: [],
        warnings: [],
      },
    },
  };
}

const MADE_LINE = {
  variantGid: 'gid://shopify/ProductVariant/7',
  productGid: CONFIG.productGid,
  price: { amount: 34, currencyCode: 'USD' },
  total: { amount: 34, currencyCode: 'USD' },
  discounted: 0,
};

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
    const fetchApi = answer(made('https://shop.test/checkouts/c1'));
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
      value: { checkoutUrl: 'https://shop.test/checkouts/c1', line: MADE_LINE },
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
    const fetchApi = answer(made('https://shop.test/c/3', {}, '30.6'));
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
    const fetchApi = answer(made('https://shop.test/c/2'));
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
    const refusing = answer(
      made('https://shop.test/c/3', { discountCodes: [{ code: 'SPRING10', applicable: false }] }),
    );
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

    const applying = answer(
      made('https://shop.test/c/4', { discountCodes: [{ code: 'SPRING10', applicable: true }] }),
    );
    expect(await createCheckout(CONFIG, cart, applying)).toEqual({
      ok: true,
      value: { checkoutUrl: 'https://shop.test/c/4', line: MADE_LINE },
    });
  });

  it('the line’s total and what it took off are the store’s, its automatic discounts applied', async () => {
    const answered = made('https://shop.test/c/6', {}, '34.0') as {
      data: { cartCreate: { cart: { lines: { nodes: Record<string, unknown>[] } } } };
    };
    Object.assign(answered.data.cartCreate.cart.lines.nodes[0] ?? {}, {
      cost: {
        amountPerQuantity: { amount: '34.0', currencyCode: 'USD' },
        totalAmount: { amount: '86.7', currencyCode: 'USD' },
      },
      discountAllocations: [{ discountedAmount: { amount: '15.3', currencyCode: 'USD' } }],
    });
    const cart = { ...ANY_CART, quantity: 3 };
    expect(await createCheckout(CONFIG, cart, answer(answered))).toMatchObject({
      ok: true,
      value: { line: { total: { amount: 86.7, currencyCode: 'USD' }, discounted: 15.3 } },
    });
  });

  it('the plan’s price per jar is the line’s, as the store priced it', async () => {
    const fetchApi = answer(made('https://shop.test/c/5', {}, '30.6'));
    const cart = { ...ANY_CART, sellingPlanId: 'gid://shopify/SellingPlan/9' };
    expect(await createCheckout(CONFIG, cart, fetchApi)).toMatchObject({
      ok: true,
      value: { line: { price: { amount: 30.6, currencyCode: 'USD' } } },
    });
  });

  it.each([
    ['MERCHANDISE_OUT_OF_STOCK', 'warnings', 'sold-out'],
    ['MERCHANDISE_NOT_ENOUGH_STOCK', 'warnings', 'not-applicable'],
    ['MERCHANDISE_NOT_APPLICABLE', 'userErrors', 'not-applicable'],
    ['VARIANT_REQUIRES_SELLING_PLAN', 'userErrors', 'plan-required'],
    ['SELLING_PLAN_NOT_APPLICABLE', 'userErrors', 'plan-refused'],
    ['INVALID', 'userErrors', 'rejected'],
  ])('the store’s %s (%s) is a %s result', async (code, list, reason) => {
    const said = [{ code, field: ['input'], message: `${code} said` }];
    const fetchApi = answer({
      data: {
        cartCreate: {
          cart: list === 'warnings' ? { checkoutUrl: 'https://shop.test/c/6' } : null,
          userErrors: list === 'userErrors' ? said : [],
          warnings: list === 'warnings' ? said : [],
        },
      },
    });
    expect(await createCheckout(CONFIG, ANY_CART, fetchApi)).toEqual({
      ok: false,
      reason,
      detail: `${code} said`,
    });
  });

  it('a line the store could not sell, or no line at all, is not a cart to check out', async () => {
    const soldOut = made('https://shop.test/c/7');
    for (const line of soldOut.data.cartCreate.cart.lines.nodes) {
      line.merchandise.availableForSale = false;
    }
    expect(await createCheckout(CONFIG, ANY_CART, answer(soldOut))).toMatchObject({
      ok: false,
      reason: 'sold-out',
    });
    const empty = made('https://shop.test/c/8', { lines: { nodes: [] } });
    expect(await createCheckout(CONFIG, ANY_CART, answer(empty))).toMatchObject({
      ok: false,
      reason: 'not-applicable',
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
