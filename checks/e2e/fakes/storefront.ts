import { type Request, expect } from '@playwright/test';
import type { OutsideWorld } from '../fixtures';
import { FAKE_STORE_ORIGIN } from '../hosts';
import { type Operation, operationOf, type productData } from './storefront-api.mjs';

export { CHECKOUT_URL, productData } from './storefront-api.mjs';

export const STOREFRONT_ENDPOINT =
  /^https:\/\/lumen-hive-e2e\.myshopify\.com\/api\/2026-10\/graphql\.json$/;

/** An answer; `heldUntil` holds it until the test has seen what it needs (no race with time). */
type Answer =
  { body: unknown; status?: number; delayMs?: number; heldUntil?: Promise<void> } | 'network-error';
type QueuedOperation = 'Product';

/** What the store answers the cart function for this test's shopper (fake-store-server.mjs). */
export type ServerScenario = {
  product?: Parameters<typeof productData>[0];
  productFailure?: { status?: number; hang?: boolean };
  cart?: { refused?: string[]; userErrors?: string[]; status?: number; hang?: boolean };
};

/** A request the cart function made of the store. */
export type ServerCall = {
  operation: Operation;
  variables: unknown;
  query: string;
  headers: Record<string, string | null>;
};

export type StorefrontCall = {
  operation: Operation;
  variables: unknown;
  token: string | null;
};

/**
 * Fakes the Storefront API: in the browser, the live product's query (queued answers, or an
 * available $34 product); over HTTP, what the cart function asks for this test's shopper
 * (`server`); and the hosted checkout page, a small page.
 */
export function fakeStorefront(outside: OutsideWorld) {
  const calls: StorefrontCall[] = [];
  /** The GraphQL text of each call, in the same order. */
  const queries: string[] = [];
  const queued: Record<QueuedOperation, Answer[]> = { Product: [] };
  outside.fake(STOREFRONT_ENDPOINT, async (route, answerDefault) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') {
      await route.fulfill({ status: 204, headers: corsHeaders() });
      return;
    }
    const call = describe(request);
    calls.push(call);
    queries.push(requestBody(request)?.query ?? '');
    const answer = queued.Product.shift();
    if (!answer) return answerDefault();
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
  outside.fake(/^https:\/\/lumen-hive-e2e\.myshopify\.com\/checkouts\//, (_route, answerDefault) =>
    answerDefault(),
  );
  const server = {
    /** From now on the store answers this test's carts so (the product, its failures, the cart). */
    set: async (scenario: ServerScenario) => {
      const response = await fetch(`${FAKE_STORE_ORIGIN}/__fake/scenario`, {
        method: 'POST',
        body: JSON.stringify({ ip: outside.shopperIp, scenario }),
      });
      expect(response.status).toBe(204);
    },
    /** What the cart function asked the store for this test's shopper. */
    calls: async (): Promise<ServerCall[]> => {
      const response = await fetch(`${FAKE_STORE_ORIGIN}/__fake/calls?ip=${outside.shopperIp}`);
      return (await response.json()) as ServerCall[];
    },
  };
  return {
    /** The live product's queries from the page. */
    calls,
    queries,
    server,
    /** The one CartCreate the cart function made, and whether it carries the visitor's consent. */
    cartCreate: async () => {
      const carts = (await server.calls()).filter((call) => call.operation === 'CartCreate');
      expect(carts).toHaveLength(1);
      return {
        variables: carts[0]?.variables,
        hasVisitorConsent: /@inContext\(visitorConsent: \$visitorConsent\)/.test(
          carts[0]?.query ?? '',
        ),
      };
    },
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
