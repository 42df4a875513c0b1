// @ts-check
/**
 * The tests' own answers of the fake store (./fake-store.mjs), beside the demo store's Storefront
 * answers it re-exports: the function's store configuration, a variant named by its id, the copy a
 * brand edited, and what the picker says under the demo's offer.
 */
import {
  FAKE_PRODUCT_GID,
  FAKE_SHOP_DOMAIN,
  FAKE_VARIANT_GID,
  cartAnswer,
  operationOf,
  productData,
  siteContentData,
} from '../../scripts/server/demo-store/storefront-answers.mjs';

export * from '../../scripts/server/demo-store/storefront-answers.mjs';

/**
 * The function's tests' store: this fake's shop, built without the variant's id (the store names
 * its jar), as the e2e build is.
 * @type {import('../../app/config.ts').StoreConfig}
 */
export const FAKE_STORE_CONFIG = {
  domain: FAKE_SHOP_DOMAIN,
  publicAccessToken: 'public-token',
  productGid: FAKE_PRODUCT_GID,
  variantGid: null,
  apiVersion: '2026-10',
  shopPay: true,
  maxQuantity: 6,
  accountUrl: 'https://lumen-hive.example/account',
};

/**
 * The answer to the variant query (a variant named by VITE_SHOPIFY_VARIANT_ID).
 * @param {string} id
 * @param {{ isAvailable?: boolean, amount?: string }} [options]
 */
function variantData(id, { isAvailable = true, amount = '34.0' } = {}) {
  const { product } = productData({ isAvailable, amount }).data;
  return {
    data: {
      variant: {
        id,
        availableForSale: isAvailable,
        price: { amount, currencyCode: 'USD' },
        sellingPlanAllocations: { nodes: [] },
        product: {
          onlineStoreUrl: product.onlineStoreUrl,
          availableForSale: isAvailable,
          requiresSellingPlan: false,
          rating: product.rating,
          ratingCount: product.ratingCount,
        },
      },
    },
  };
}

/**
 * The fake's default answer to a GraphQL request body: an available $34 product, or a cart.
 * @param {{ query?: string, variables?: Record<string, unknown> } | null} body
 */
export function defaultAnswer(body) {
  const operation = operationOf(body?.query ?? '');
  if (operation === 'CartCreate') {
    return cartAnswer(/** @type {Parameters<typeof cartAnswer>[0]} */ (body?.variables?.input));
  }
  if (operation === 'Variant') return variantData(String(body?.variables?.id ?? FAKE_VARIANT_GID));
  if (operation === 'SiteContent') return siteContentData(body?.query ?? '');
  return productData();
}

/**
 * The copy a brand edited in the admin, as the `content` e2e build reads it
 * (FAKE_STORE_CONTENT=edited): a new hero name, one ingredient card's words and picture (a file
 * the fake store serves, `/__fake/files/…`), and a call to action whose heading was left empty
 * (the build keeps the committed one and says so).
 */
export const EDITED_CONTENT = {
  lumen_hero: [{ handle: 'hero', fields: { name: 'Golden Hour' } }],
  lumen_ingredient_card: [
    {
      handle: 'clover-honey',
      fields: {
        title: 'Wildflower Honey',
        text: 'Raw honey from the summer meadows, warmed only to blend.',
        picture: { image: '/__fake/files/jar.jpg' },
      },
    },
  ],
  lumen_call_to_action: [{ handle: 'call-to-action', fields: { heading: '' } }],
};

/** What the quantity picker says of a $34 jar under FAKE_OFFER, 1 to 6 jars (the tests'). */
export const FAKE_OFFER_OPTIONS = [
  '1 jar · $34',
  '2 jars · $61.20 · save 10%',
  '3 jars · $86.70 · save 15%',
  '4 jars · $115.60 · save 15%',
  '5 jars · $144.50 · save 15%',
  '6 jars · $173.40 · save 15%',
];
