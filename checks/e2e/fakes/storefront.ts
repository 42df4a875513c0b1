import { expect } from '@playwright/test';
import { PRODUCT_PATH } from '../../../app/store/cart-form';
import type { OutsideWorld } from '../fixtures';
import { FAKE_STORE_ORIGIN } from '../hosts';
import type { Operation, productData } from '../../support/fake-store-answers.mjs';

export { CHECKOUT_URL, productData } from '../../support/fake-store-answers.mjs';

/** An answer; `heldUntil` holds it until the test has seen what it needs (no race with time). */
type Answer =
  { body: unknown; status?: number; delayMs?: number; heldUntil?: Promise<void> } | 'network-error';
type QueuedOperation = 'Product';

/** What the store answers the function for this test's shopper (checks/support/fake-store.mjs). */
export type ServerScenario = {
  product?: Parameters<typeof productData>[0];
  /** The store down: every request to the Storefront API fails so. */
  storeFailure?: { status?: number; hang?: boolean };
  cart?: { refused?: string[]; userErrors?: string[]; status?: number; hang?: boolean };
  /** The store's doors for AI agents failing so. */
  agents?: { status?: number; hang?: boolean };
  /** The store's automatic discounts, applied to this shopper's carts. */
  offer?: unknown[];
};

/** A request the function made of the store. */
export type ServerCall = {
  operation: Operation | 'agents';
  variables: unknown;
  query: string;
  headers: Record<string, string | null>;
};

/**
 * Fakes the Storefront API, which only the function asks (over HTTP, for this test's shopper:
 * `server`), and the hosted checkout page. The page's requests for the live product go to the
 * function (/product.json); an answer queued with `answerNext` is the store's answer to the next
 * of them (its GraphQL body and status), or the page's request failing on the way.
 */
export function fakeStorefront(outside: OutsideWorld) {
  /** The page's requests for the live product, in order. */
  const calls: { method: string }[] = [];
  const queued: Record<QueuedOperation, Answer[]> = { Product: [] };
  outside.onFunction(PRODUCT_PATH, async (route, proceed) => {
    calls.push({ method: route.request().method() });
    const answer = queued.Product.shift();
    if (answer === 'network-error') return route.abort('connectionrefused');
    if (answer) {
      const { body, status } = answer;
      const next = await fetch(`${FAKE_STORE_ORIGIN}/__fake/product-next`, {
        method: 'POST',
        body: JSON.stringify({ ip: outside.shopperIp, answer: { body, status } }),
      });
      expect(next.status).toBe(204);
      if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
      await answer.heldUntil;
    }
    return proceed();
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
    /** The page's requests for the live product. */
    calls,
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
