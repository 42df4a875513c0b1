// @ts-check
/**
 * `npm start` with no Shopify store set: the site against a demo store in the same process, so
 * a newcomer sees every path (the price, a plan, the cart, a checkout, the list) before
 * connecting Shopify. Only `npm start` turns it on; a host's build never does.
 */
import { DEMO_SHOP_DOMAIN } from './pages.mjs';
import { startDemoStoreServer } from './store.mjs';
import { FAKE_PRODUCT_GID } from './storefront-answers.mjs';

/** Any of these set: the brand's store is meant, and the demo stays off. */
const STORE_VARIABLES = [
  'VITE_SHOPIFY_DOMAIN',
  'VITE_SHOPIFY_STOREFRONT_TOKEN',
  'VITE_SHOPIFY_PRODUCT_ID',
];
/** Where the demo's build goes, apart from the real one. */
export const DEMO_BUILD_DIR = 'build-demo';

/**
 * On when no store variable is set, no other build is asked for (BUILD_DIR) and DEMO_STORE is
 * not `off`.
 * @param {Record<string, string | undefined>} env
 */
export function wantsDemoStore(env) {
  if (env.DEMO_STORE?.trim() === 'off' || env.BUILD_DIR?.trim()) return false;
  return STORE_VARIABLES.every((name) => !env[name]?.trim());
}

/**
 * The demo store, listening beside the site, and the settings that point the build and the
 * server at it. Meta is never told anything (no pixel, no Conversions API token) and the list's
 * sign-ups go to the demo, not to Klaviyo.
 * @param {string} siteOrigin where the site is reached: the demo's checkout opens there (set
 *   again with `site.siteOrigin` once a server on port 0 knows its port)
 */
export async function startDemoStore(siteOrigin) {
  const site = { siteOrigin };
  const store = await startDemoStoreServer(site);
  const buildEnv = {
    VITE_DEMO_STORE: 'true',
    VITE_SHOPIFY_DOMAIN: DEMO_SHOP_DOMAIN,
    VITE_SHOPIFY_STOREFRONT_TOKEN: 'demo-public-token',
    VITE_SHOPIFY_PRODUCT_ID: FAKE_PRODUCT_GID,
    VITE_SHOPIFY_VARIANT_ID: '',
    VITE_SHOPIFY_ACCOUNT_URL: '',
    VITE_KLAVIYO_SITE_KEY: 'DEMO00',
    VITE_KLAVIYO_LIST_ID: 'DEMO00',
    VITE_META_PIXEL_ID: '',
    // The demo's offer, read from it as a store's is (scripts/build/store-offer.ts).
    SHOPIFY_DISCOUNTS_TOKEN: 'demo-discounts-token',
    STOREFRONT_SNAPSHOT_ORIGIN: store.origin,
    BUILD_DIR: DEMO_BUILD_DIR,
  };
  const serverEnv = {
    SHOPIFY_API_ORIGIN: store.origin,
    KLAVIYO_API_ORIGIN: store.origin,
    META_GRAPH_ORIGIN: store.origin,
    META_ACCESS_TOKEN: '',
    // As a deployed site asks its store (and no warning that it does not).
    SHOPIFY_PRIVATE_TOKEN: 'demo-private-token',
    DEPLOY_HOOK_URL: '',
  };
  return { store, site, buildEnv, serverEnv };
}

/**
 * What `npm start` says when the demo is on: that nothing is sold, and how to turn it off.
 * @param {string} siteOrigin
 */
export function demoReport(siteOrigin) {
  return `Demo store: nothing is sold. No Shopify store is set, so the site runs against a demo store in this process: Order Now opens a practice checkout at ${siteOrigin}/demo-store/checkout, and the list's sign-ups go nowhere. To sell, set ${STORE_VARIABLES.join(', ')} in .env and run npm run build; to serve without any store, DEMO_STORE=off npm start.`;
}
