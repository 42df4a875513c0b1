// @ts-check
// @vitest-environment node
import { afterEach, expect, it } from 'vitest';
import { demoReport, startDemoStore, wantsDemoStore } from './demo.mjs';
import { answerDemoPage } from './pages.mjs';
import { FAKE_MONTHLY_PLAN, FAKE_VARIANT_GID } from './storefront-answers.mjs';

/** @type {(() => Promise<void>)[]} */
const closes = [];
afterEach(async () => {
  for (const close of closes.splice(0)) await close();
});

it('is on only for npm start with no store set, and never with DEMO_STORE=off', () => {
  expect(wantsDemoStore({})).toBe(true);
  expect(wantsDemoStore({ VITE_SHOPIFY_DOMAIN: ' ' })).toBe(true);
  expect(wantsDemoStore({ VITE_SHOPIFY_DOMAIN: 'lumen-hive.myshopify.com' })).toBe(false);
  expect(wantsDemoStore({ VITE_SHOPIFY_PRODUCT_ID: '42' })).toBe(false);
  expect(wantsDemoStore({ DEMO_STORE: 'off' })).toBe(false);
  // A build asked for by name (the tests' builds, a host's) is served as it was built.
  expect(wantsDemoStore({ BUILD_DIR: 'build' })).toBe(false);
});

it('npm start says the demo is on, where its checkout is, and how to turn it off', () => {
  const report = demoReport('http://localhost:3000');
  expect(report).toMatch(/^Demo store: nothing is sold\. /);
  expect(report).toContain('http://localhost:3000/demo-store/checkout');
  expect(report).toContain(
    'set VITE_SHOPIFY_DOMAIN, VITE_SHOPIFY_STOREFRONT_TOKEN, VITE_SHOPIFY_PRODUCT_ID in .env',
  );
  expect(report).toContain('DEMO_STORE=off npm start');
});

it('points the build and the server at itself: nothing goes to Shopify, Meta or Klaviyo', async () => {
  const demo = await startDemoStore('http://localhost:3000');
  closes.push(demo.store.close);
  const { origin } = demo.store;
  expect(demo.buildEnv).toMatchObject({
    VITE_DEMO_STORE: 'true',
    VITE_SHOPIFY_DOMAIN: 'demo-store.invalid',
    VITE_META_PIXEL_ID: '',
    STOREFRONT_SNAPSHOT_ORIGIN: origin,
    BUILD_DIR: 'build-demo',
  });
  expect(demo.serverEnv).toMatchObject({
    SHOPIFY_API_ORIGIN: origin,
    KLAVIYO_API_ORIGIN: origin,
    META_GRAPH_ORIGIN: origin,
    META_ACCESS_TOKEN: '',
    DEPLOY_HOOK_URL: '',
  });
  expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
});

it('sells the jar with a plan, and its cart opens the demo checkout on the site', async () => {
  const demo = await startDemoStore('http://localhost:0');
  closes.push(demo.store.close);
  demo.site.siteOrigin = 'http://localhost:3123';
  const ask = async (/** @type {string} */ query, /** @type {object} */ variables = {}) => {
    const response = await fetch(`${demo.store.origin}/api/2026-10/graphql.json`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return /** @type {any} */ (await response.json()).data;
  };
  const { product } = await ask('query Product { product { id } }');
  expect(product.variants.nodes[0].sellingPlanAllocations.nodes[0].sellingPlan.name).toBe(
    FAKE_MONTHLY_PLAN.name,
  );
  // The store's own pages are the demo's, on the site: never Shopify's.
  expect(product.onlineStoreUrl).toBe('http://localhost:3123/demo-store/products/mushroom-honey');

  const line = {
    merchandiseId: FAKE_VARIANT_GID,
    quantity: 3,
    sellingPlanId: FAKE_MONTHLY_PLAN.id,
  };
  const { cartCreate } = await ask('mutation CartCreate { cartCreate { cart { id } } }', {
    input: { lines: [line], discountCodes: ['SPRING'] },
  });
  const checkout = new URL(cartCreate.cart.checkoutUrl);
  expect(checkout.origin).toBe('http://localhost:3123');
  expect(checkout.pathname).toBe('/demo-store/checkout');

  // Once, 3 jars: the demo's quantity break comes off, as the store's cart says.
  const once = await ask('mutation CartCreate { cartCreate { cart { id } } }', {
    input: { lines: [{ merchandiseId: FAKE_VARIANT_GID, quantity: 3 }] },
  });
  const onceUrl = new URL(once.cartCreate.cart.checkoutUrl);
  expect(render(`${onceUrl.pathname}${onceUrl.search}`).text).toContain(
    'Total before shipping and tax: <strong>$86.70</strong> (the store’s quantity break: $15.30 off)',
  );

  const page = render(`${checkout.pathname}${checkout.search}&payment=shop_pay`);
  expect(page.status).toBe(200);
  expect(page.text).toContain('<strong data-testid="quantity">3</strong>');
  expect(page.text).toContain('<strong data-testid="plan">Delivered monthly</strong>');
  expect(page.text).toContain('Total before shipping and tax: <strong>$91.80</strong>');
  expect(page.text).toContain('Discount code: SPRING');
  expect(page.text).toContain('Payment: Shop Pay');
  expect(page.text).toContain('This is where Shopify’s checkout opens');
  expect(page.text).toContain('<code>VITE_SHOPIFY_DOMAIN</code>');
});

it('answers the agents’ doors with a profile and a tool, as a store does', async () => {
  const demo = await startDemoStore('http://localhost:3000');
  closes.push(demo.store.close);
  const profile = await (await fetch(`${demo.store.origin}/.well-known/ucp`)).json();
  expect(profile.ucp.services['dev.ucp.shopping'].mcp.endpoint).toBe('/api/ucp/mcp');
  const call = await fetch(`${demo.store.origin}/api/ucp/mcp`, {
    method: 'POST',
    body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/list' }),
  });
  expect(await call.json()).toMatchObject({ jsonrpc: '2.0', id: 7, result: { tools: [{}] } });
});

it('says how to connect the store, escapes what the address carries, and leaves other paths', () => {
  const connect = render('/demo-store/');
  expect(connect.text).toContain('<h1>Connect your store</h1>');
  const odd = render('/demo-store/checkout?quantity=x&discount=%3Cb%3E');
  expect(odd.text).toContain('<strong data-testid="quantity">1</strong>');
  expect(odd.text).toContain('One-time purchase');
  expect(odd.text).toContain('Discount code: &#60;b&#62;');
  expect(render('/demo-storefront').handled).toBe(false);
  expect(render('/cart').handled).toBe(false);
});

/** What the site answers a GET for `path` with the demo's pages, in memory. */
function render(/** @type {string} */ path) {
  let status = 0;
  let text = '';
  const res = /** @type {import('node:http').ServerResponse} */ (
    /** @type {unknown} */ ({
      writeHead: (/** @type {number} */ code) => (status = code),
      end: (/** @type {string | undefined} */ body) => (text = body ?? ''),
    })
  );
  const req = /** @type {import('node:http').IncomingMessage} */ (
    /** @type {unknown} */ ({ url: path, method: 'GET' })
  );
  const handled = answerDemoPage(req, res);
  return { handled, status, text };
}
