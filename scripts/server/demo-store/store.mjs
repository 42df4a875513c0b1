// @ts-check
/**
 * The demo store's server (./demo.mjs), on this machine only: the Storefront API sells the jar
 * with a monthly plan under FAKE_OFFER's breaks, carts open the demo's checkout on the site, the
 * Admin API lists the offer to the build, the list takes a sign-up and keeps nothing, and the
 * agents' doors answer with a profile and a tool.
 */
import { createServer } from 'node:http';
import { DEMO_PAGES_PATH, demoCheckoutUrl } from './pages.mjs';
import {
  FAKE_MONTHLY_PLAN,
  FAKE_OFFER,
  FAKE_SHOP_DOMAIN,
  cartAnswer,
  operationOf,
  productData,
  siteContentData,
} from './storefront-answers.mjs';

const PRODUCT = { plans: [FAKE_MONTHLY_PLAN] };
const MCP = '/api/ucp/mcp';
const DEMO_TOOLS = [{ name: 'search_shop_catalog', description: 'Search the demo store' }];

/**
 * @param {{ readonly siteOrigin: string }} site where the demo's checkout and store pages open
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export function startDemoStoreServer(site) {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += String(chunk)));
    req.on('end', () => {
      const { pathname } = new URL(req.url ?? '/', 'http://demo');
      const json = (/** @type {unknown} */ data) => {
        // The store's own pages are the demo's, on the site: never Shopify's.
        const pages = `${site.siteOrigin}${DEMO_PAGES_PATH}`;
        const text = JSON.stringify(data).replaceAll(`https://${FAKE_SHOP_DOMAIN}`, pages);
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(text);
      };
      // The agents' doors: the store's profile, and its MCP endpoints' list of tools.
      if (pathname === '/.well-known/ucp') {
        return json({ ucp: { services: { 'dev.ucp.shopping': { mcp: { endpoint: MCP } } } } });
      }
      if (req.method !== 'POST') return void res.writeHead(405).end();
      if (pathname === MCP || pathname === '/api/mcp') {
        const { id = null } = /** @type {{ id?: unknown }} */ (JSON.parse(body || '{}'));
        return json({ jsonrpc: '2.0', id, result: { tools: DEMO_TOOLS } });
      }
      if (/^\/client\/(subscriptions|back-in-stock-subscriptions)$/.test(pathname)) {
        return void res.writeHead(202).end();
      }
      if (/^\/admin\/api\/[\w-]+\/graphql\.json$/.test(pathname)) {
        return json({ data: { discountNodes: { nodes: FAKE_OFFER }, scheduled: { nodes: [] } } });
      }
      if (!/^\/api\/[\w-]+\/graphql\.json$/.test(pathname)) return void res.writeHead(404).end();
      /** @type {{ query?: string, variables?: { input?: import('./storefront-answers.mjs').CartInput } }} */
      let request;
      try {
        request = JSON.parse(body);
      } catch {
        return void res.writeHead(400).end();
      }
      const query = request.query ?? '';
      const operation = operationOf(query);
      if (operation === 'SiteContent') return json(siteContentData(query));
      if (operation !== 'CartCreate') return json(productData(PRODUCT));
      const input = request.variables?.input;
      const made = /** @type {any} */ (cartAnswer(input, PRODUCT, [], undefined, FAKE_OFFER));
      const cart = made.data.cartCreate.cart;
      // The demo's checkout says what the cart costs, as the store worked it out.
      if (cart) {
        const total = cart.lines.nodes[0].cost.totalAmount.amount;
        cart.checkoutUrl = demoCheckoutUrl(site.siteOrigin, input, total);
      }
      json(made);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
