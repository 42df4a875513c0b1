// @ts-check
/**
 * What Klaviyo's client endpoints receive from the function, as the fake records it
 * (checks/support/fake-store.mjs): one builder per request, shared by the function's tests
 * (server/list.test.ts) and the browser's (list.spec.ts). Plain JavaScript so Node scripts can use it.
 */

/** Klaviyo's API revision the function names. */
export const KLAVIYO_REVISION = '2026-10-15';

/** @param {string} email */
const profile = (email) => ({ data: { type: 'profile', attributes: { email } } });

/**
 * Join the list: the address and the list, nothing else.
 * @param {string} email @param {string} listId
 */
export function subscriptionBody(email, listId) {
  return {
    data: {
      type: 'subscription',
      attributes: { profile: profile(email) },
      relationships: { list: { data: { type: 'list', id: listId } } },
    },
  };
}

/**
 * The waitlist: the address and the jar as a variant of the Shopify catalog.
 * @param {string} email @param {string} variantNumber the number at the end of the variant's gid
 */
export function backInStockBody(email, variantNumber) {
  return {
    data: {
      type: 'back-in-stock-subscription',
      attributes: { channels: ['EMAIL'], profile: profile(email) },
      relationships: {
        variant: {
          data: { type: 'catalog-variant', id: `$shopify:::$default:::${variantNumber}` },
        },
      },
    },
  };
}
