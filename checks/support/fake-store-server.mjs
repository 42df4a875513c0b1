// @ts-check
/**
 * The fake Shopify Storefront API over HTTP, for what a server asks it: the cart function (its
 * SHOPIFY_API_ORIGIN points here) and the e2e build's product query. Its answers are the browser
 * fake's (checks/e2e/fakes/storefront-api.mjs). Each shopper is told apart by the buyer IP the
 * function forwards (Shopify-Storefront-Buyer-IP), so tests running side by side each set their
 * own store and read their own calls:
 *
 *   POST /__fake/scenario  { ip, scenario }   what the store answers that shopper from now on
 *   GET  /__fake/calls?ip=                    the requests that shopper's carts made
 *
 *   node checks/support/fake-store-server.mjs   (PORT, default 4330)
 */
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { cartData, defaultAnswer, operationOf, productData } from '../e2e/fakes/storefront-api.mjs';

/**
 * @typedef {{ status?: number, hang?: boolean }} Failure
 * @typedef {{
 *   product?: Parameters<typeof productData>[0],
 *   productFailure?: Failure,
 *   cart?: { refused?: string[], userErrors?: string[] } & Failure,
 * }} Scenario
 * @typedef {{ operation: string, variables: unknown, query: string, headers: Record<string, string | null> }} Call
 * @typedef {{
 *   origin: string,
 *   setScenario: (ip: string, scenario: Scenario) => void,
 *   calls: (ip: string) => Call[],
 *   close: () => Promise<void>,
 * }} FakeStore
 */

const CALL_HEADERS = [
  'x-shopify-storefront-access-token',
  'shopify-storefront-private-token',
  'shopify-storefront-buyer-ip',
];

/**
 * @param {{ port?: number }} [options]
 * @returns {Promise<FakeStore>}
 */
export function startFakeStore({ port = 0 } = {}) {
  /** @type {Map<string, Scenario>} */
  const scenarios = new Map();
  /** @type {Map<string, Call[]>} */
  const calls = new Map();
  /** @type {Set<import('node:http').ServerResponse>} */
  const hanging = new Set();

  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += String(chunk)));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      if (req.method === 'POST' && url.pathname === '/__fake/scenario') {
        const { ip, scenario } = JSON.parse(body);
        scenarios.set(String(ip), scenario);
        calls.delete(String(ip));
        return void res.writeHead(204).end();
      }
      if (req.method === 'GET' && url.pathname === '/__fake/calls') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        return void res.end(JSON.stringify(calls.get(url.searchParams.get('ip') ?? '') ?? []));
      }
      if (req.method !== 'POST' || !/^\/api\/[\w-]+\/graphql\.json$/.test(url.pathname)) {
        return void res.writeHead(404).end();
      }
      /** @type {{ query?: string, variables?: Record<string, unknown> } | null} */
      let request = null;
      try {
        request = JSON.parse(body);
      } catch {
        return void res.writeHead(400).end();
      }
      const ip = String(req.headers['shopify-storefront-buyer-ip'] ?? 'default');
      const query = request?.query ?? '';
      const operation = operationOf(query);
      const call = {
        operation,
        variables: request?.variables,
        query,
        headers: Object.fromEntries(
          CALL_HEADERS.map((name) => [
            name,
            /** @type {string | undefined} */ (req.headers[name]) ?? null,
          ]),
        ),
      };
      calls.set(ip, [...(calls.get(ip) ?? []), call]);
      const scenario = scenarios.get(ip) ?? {};
      const failure = operation === 'CartCreate' ? scenario.cart : scenario.productFailure;
      if (failure?.hang) return void hanging.add(res);
      if (failure?.status) return void res.writeHead(failure.status).end('store failure');
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answer(request, operation, scenario)));
    });
  });

  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolve({
        origin: `http://127.0.0.1:${actual}`,
        /** @param {string} ip @param {Scenario} scenario */
        setScenario: (ip, scenario) => {
          scenarios.set(ip, scenario);
          calls.delete(ip);
        },
        /** @param {string} ip */
        calls: (ip) => calls.get(ip) ?? [],
        close: () =>
          new Promise((done) => {
            for (const res of hanging) res.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

/**
 * @param {{ query?: string, variables?: Record<string, unknown> } | null} request
 * @param {string} operation
 * @param {Scenario} scenario
 */
function answer(request, operation, scenario) {
  if (operation === 'CartCreate') {
    const input = /** @type {{ discountCodes?: string[] } | undefined} */ (
      request?.variables?.input
    );
    if (scenario.cart?.userErrors) {
      const userErrors = scenario.cart.userErrors.map((message) => ({ field: ['input'], message }));
      return { data: { cartCreate: { cart: null, userErrors } } };
    }
    return cartData({ discountCodes: input?.discountCodes, refused: scenario.cart?.refused });
  }
  if (operation === 'Product' && scenario.product) return productData(scenario.product);
  return defaultAnswer(request);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const store = await startFakeStore({ port: Number(process.env.PORT ?? 4330) });
  console.log(`Fake Storefront API at ${store.origin}`);
}
