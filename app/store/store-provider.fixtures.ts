import type { StoreConfig } from '~/config';

/** The store the buy-button tests configure (test-only: nothing in the app imports it). */
export const TEST_STORE_CONFIG: StoreConfig = {
  domain: 'shop.test',
  publicAccessToken: 't',
  productGid: 'gid://shopify/Product/1',
  variantGid: null,
  apiVersion: '2026-10',
};
