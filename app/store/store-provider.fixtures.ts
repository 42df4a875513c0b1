import { type ReactNode, createElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { StoreConfig } from '~/config';
import { PRODUCT_PATH, type RefusedCart } from './cart-form';
import type { Product } from './product';

/** The store the buy-button tests configure (test-only: nothing in the app imports it). */
export const TEST_STORE_CONFIG: StoreConfig = {
  domain: 'shop.test',
  publicAccessToken: 't',
  productGid: 'gid://shopify/Product/1',
  variantGid: null,
  apiVersion: '2026-10',
  shopPay: false,
  maxQuantity: 6,
  accountUrl: 'https://lumen-hive.example/account',
};

/** The product as the page was built with it, for those tests. */
export const TEST_SNAPSHOT: Product = {
  variantGid: 'gid://shopify/ProductVariant/7',
  price: { amount: 35, currencyCode: 'USD' },
  isAvailable: true,
  storeUrl: null,
  rating: null,
  plans: [],
  requiresPlan: false,
};

/**
 * The site's function as those tests fake it, in place of `fetch`: `product` answers the live
 * product's GET (its rejection is a network failure), `other` every other request (the cart).
 */
export function fakeFunction(
  product: () => Promise<Product>,
  other: (url: string, init: RequestInit) => Promise<Response> = () =>
    Promise.reject(new Error('no other request expected')),
) {
  return async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url !== PRODUCT_PATH) return other(url, init);
    return new Response(JSON.stringify(await product()), {
      headers: { 'Content-Type': 'application/json' },
    });
  };
}

/**
 * A tree under a data router, as every page has one; `/cart` answers as the cart route's
 * `clientAction` does (routes/cart.post.tsx) over `server`, the function's action as faked: its
 * refusal, or a thrown redirect to the checkout. Without it, the cart never answers.
 */
export function inPage(
  element: ReactNode,
  server: (request: Request) => Promise<RefusedCart> = () => new Promise(() => undefined),
) {
  const router = createMemoryRouter([
    { path: '/', element },
    {
      path: '/cart',
      action: async ({ request }) => (await import('./buy')).takeCartAnswer(() => server(request)),
    },
  ]);
  return createElement(RouterProvider, { router });
}
