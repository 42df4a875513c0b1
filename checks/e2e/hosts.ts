/**
 * A host name that is neither localhost nor https, mapped to 127.0.0.1 by the `plain-http-host`
 * project (Chromium's --host-resolver-rules): a site reached over plain http, as on a LAN or a
 * staging host, where the browser offers no secure-context APIs.
 */
export const PLAIN_HTTP_HOST = 'www.lumenhive.test';

/** The browser tests' port (E2E_PORT), and the servers beside it (checks/playwright.config.ts). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4317);

/**
 * The fake Storefront API the cart function calls (its SHOPIFY_API_ORIGIN), served over HTTP by
 * checks/support/fake-store.mjs.
 */
export const FAKE_STORE_ORIGIN = `http://127.0.0.1:${E2E_PORT + 5}`;

/** The secret Shopify signs the e2e servers' webhooks with (SHOPIFY_WEBHOOK_SECRET). */
export const WEBHOOK_SECRET = 'e2e-webhook-secret';

/** How long an edit waits before its build (DEPLOY_HOOK_DELAY_SECONDS), short for the tests. */
export const DEPLOY_HOOK_DELAY_SECONDS = 5;

/** Each server's deploy hook on the fake (`node` for npm start, `cloudflare` for workerd). */
export const deployHookOf = (server: 'node' | 'cloudflare' | 'cloudflare-cut') =>
  `${FAKE_STORE_ORIGIN}/__fake/deploy-hook/${server}`;

/** The private Storefront token the e2e servers hold (SHOPIFY_PRIVATE_TOKEN), as a deployed site should. */
export const E2E_PRIVATE_TOKEN = 'e2e-private-token';
