import type { StoreConfig } from '~/config';
import { PRODUCT_PATH } from './cart-form';
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
