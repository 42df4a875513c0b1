import { type Request, expect } from '@playwright/test';
import type { OutsideWorld } from '../fixtures';
import { CHECKOUT_URL, type Operation, defaultAnswer, operationOf } from './storefront-api.mjs';

export { CHECKOUT_URL, cartData, productData } from './storefront-api.mjs';

export const STOREFRONT_ENDPOINT =
  /^https:\/\/lumen-hive-e2e\.myshopify\.com\/api\/2026-10\/graphql\.json$/;

/** An answer; `heldUntil` holds it until the test has seen what it needs (no race with time). */
type Answer =
  { body: unknown; status?: number; delayMs?: number; heldUntil?: Promise<void> } | 'network-error';
type QueuedOperation = 'Product' | 'CartCreate';

export type StorefrontCall = {
  operation: Operation;
  variables: unknown;
  token: string | null;
};

/**
 * Fakes the Storefront GraphQL endpoint: records each call and answers Product and CartCreate
 * with queued answers, or with an available $34 product and a cart when none are queued. The
 * hosted checkout page itself answers with a small page.
 */
export function fakeStorefront(outside: OutsideWorld) {
  const calls: StorefrontCall[] = [];
  /** The GraphQL text of each call, in the same order. */
  const queries: string[] = [];
  const queued: Record<QueuedOperation, Answer[]> = { Product: [], CartCreate: [] };
  outside.fake(STOREFRONT_ENDPOINT, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') {
      await route.fulfill({ status: 204, headers: corsHeaders() });
      return;
    }
    const call = describe(request);
    calls.push(call);
    queries.push(requestBody(request)?.query ?? '');
    const operation = call.operation === 'CartCreate' ? 'CartCreate' : 'Product';
    const fallback: Answer = { body: defaultAnswer(requestBody(request)) };
    const answer = queued[operation].shift() ?? fallback;
    if (answer === 'network-error') {
      await route.abort('connectionrefused');
      return;
    }
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    await answer.heldUntil;
    await route.fulfill({
      status: answer.status ?? 200,
      json: answer.body,
      headers: corsHeaders(),
    });
  });
  // A cart permalink (the buy links' target before hydration or without JavaScript): Shopify
  // builds the cart and redirects to its checkout.
  const permalinkVisits: string[] = [];
  outside.fake(/^https:\/\/lumen-hive-e2e\.myshopify\.com\/cart\//, async (route) => {
    permalinkVisits.push(route.request().url());
    await route.fulfill({ status: 302, headers: { location: CHECKOUT_URL } });
  });
  outside.fake(/^https:\/\/lumen-hive-e2e\.myshopify\.com\/checkouts\//, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Checkout</title><h1>Hosted checkout</h1>',
    }),
  );
  return {
    calls,
    queries,
    /** The one CartCreate call, and whether its query carries `@inContext(visitorConsent:)`. */
    cartCreate: () => {
      const index = calls.findIndex((call) => call.operation === 'CartCreate');
      expect(calls.filter((call) => call.operation === 'CartCreate')).toHaveLength(1);
      return {
        variables: calls[index]?.variables,
        hasVisitorConsent: /@inContext\(visitorConsent: \$visitorConsent\)/.test(
          queries[index] ?? '',
        ),
      };
    },
    permalinkVisits,
    answerNext: (operation: QueuedOperation, answer: Answer) => void queued[operation].push(answer),
  };
}

function requestBody(request: Request) {
  return request.postDataJSON() as { query?: string; variables?: Record<string, unknown> } | null;
}

function describe(request: Request): StorefrontCall {
  const body = requestBody(request);
  return {
    operation: operationOf(body?.query ?? ''),
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
