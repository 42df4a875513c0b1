import type { StoreConfig } from '~/config';
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
