import type { Request } from '@playwright/test';
import type { OutsideWorld } from '../fixtures';

export const STOREFRONT_ENDPOINT =
  /^https:\/\/lumen-hive-e2e\.myshopify\.com\/api\/2026-10\/graphql\.json$/;
export const CHECKOUT_URL = 'https://lumen-hive-e2e.myshopify.com/checkouts/cn/e2e-cart';

type Answer = { body: unknown; status?: number; delayMs?: number } | 'network-error';

export type StorefrontCall = {
  operation: 'Product' | 'CartCreate' | 'unknown';
  variables: unknown;
  token: string | null;
};

export function productData({ isAvailable = true, amount = '34.0' } = {}) {
  return {
    data: {
      product: {
        title: 'Lumen Hive Mushroom Honey',
        onlineStoreUrl: 'https://lumen-hive-e2e.myshopify.com/products/mushroom-honey',
        availableForSale: isAvailable,
        variants: {
          nodes: [
            {
              id: 'gid://shopify/ProductVariant/4455',
              availableForSale: isAvailable,
              price: { amount, currencyCode: 'USD' },
            },
          ],
        },
      },
    },
  };
}

export function cartData() {
  return { data: { cartCreate: { cart: { checkoutUrl: CHECKOUT_URL }, userErrors: [] } } };
}

/**
 * Fakes the Storefront GraphQL endpoint: records each call and answers Product and CartCreate
 * with queued answers, or with an available $34 product and a cart when none are queued. The
 * hosted checkout page itself answers with a small page.
 */
export function fakeStorefront(outside: OutsideWorld) {
  const calls: StorefrontCall[] = [];
  const queued: Record<'Product' | 'CartCreate', Answer[]> = { Product: [], CartCreate: [] };
  outside.fake(STOREFRONT_ENDPOINT, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') {
      await route.fulfill({ status: 204, headers: corsHeaders() });
      return;
    }
    const call = describe(request);
    calls.push(call);
    const operation = call.operation === 'unknown' ? 'Product' : call.operation;
    const fallback: Answer = { body: operation === 'Product' ? productData() : cartData() };
    const answer = queued[operation].shift() ?? fallback;
    if (answer === 'network-error') {
      await route.abort('connectionrefused');
      return;
    }
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    await route.fulfill({
      status: answer.status ?? 200,
      json: answer.body,
      headers: corsHeaders(),
    });
  });
  outside.fake(/^https:\/\/lumen-hive-e2e\.myshopify\.com\/checkouts\//, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Checkout</title><h1>Hosted checkout</h1>',
    }),
  );
  return {
    calls,
    answerNext: (operation: 'Product' | 'CartCreate', answer: Answer) =>
      void queued[operation].push(answer),
  };
}

function describe(request: Request): StorefrontCall {
  const body = request.postDataJSON() as { query?: string; variables?: unknown } | null;
  const query = body?.query ?? '';
  return {
    operation: /mutation CartCreate/.test(query)
      ? 'CartCreate'
      : /query Product/.test(query)
        ? 'Product'
        : 'unknown',
    variables: body?.variables,
    token: request.headers()['x-shopify-storefront-access-token'] ?? null,
  };
}

function corsHeaders() {
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Headers': '*',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
  };
}
