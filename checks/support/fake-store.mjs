// @ts-check
/**
 * The tests' fake of the outside services a server asks, over HTTP (the answers of the demo store
 * `npm start` runs, scripts/server/demo-store/, and the tests' own: ./fake-store-answers.mjs): the Shopify Storefront API, for the cart
 * function (its SHOPIFY_API_ORIGIN points here) and the e2e build's product query, and Meta's
 * Graph API, for the function's Conversions API events (META_GRAPH_ORIGIN). Each shopper is told
 * apart by the address the function forwards (Shopify-Storefront-Buyer-IP; the event's client_ip_address), so
 * tests running side by side each set their own scenario and read their own calls:
 *
 *   POST /__fake/scenario  { ip, scenario }   what the services answer that shopper from now on
 *   POST /__fake/product-next { ip, answer }  the store's next answer to that shopper's product
 *                                             query, once ({ status?, body }): a page's request
 *   GET  /__fake/calls?ip=                    the requests that shopper's carts made
 *   GET  /__fake/meta?ip=                     the events sent to Meta for that shopper
 *
 * and Klaviyo's client API (KLAVIYO_API_ORIGIN), for the list and the waitlist, told apart by the
 * address joined (tests use their own): a scenario set for that address as `ip`, and
 *
 *   GET  /__fake/list?email=                  the requests made for that address
 *
 * and the store's doors for AI agents (its UCP profile, ETag "ucp-1"; its MCP endpoints, which
 * answer `tools/list`), told apart by X-Forwarded-For, failing as a scenario's `agents` says; their
 * requests are among that address's calls (operation `agents`).
 *
 * and a host's deploy hook (DEPLOY_HOOK_URL), one per server (`node`, `cloudflare`), its answer
 * set by a scenario for `deploy-hook:<server>` (`hook`):
 *
 *   POST /__fake/deploy-hook/<server>         a build asked for: recorded, answered 200
 *   GET  /__fake/deploy-hook/<server>         the builds asked for ({ at } each)
 *
 *   node checks/support/fake-store.mjs   (PORT, default 4330)
 */
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import {
  cartAnswer,
  defaultAnswer,
  operationOf,
  productData,
  siteContentData,
} from './fake-store-answers.mjs';

/**
 * @typedef {{ status?: number, hang?: boolean }} Failure
 * @typedef {{
 *   product?: Parameters<typeof productData>[0],
 *   content?: Parameters<typeof siteContentData>[1],
 *   storeFailure?: Failure,
 *   cart?: { refused?: string[], userErrors?: string[] } & Failure,
 *   meta?: Failure,
 *   list?: Failure,
 *   hook?: Failure,
 *   agents?: Failure,
 *   offer?: unknown[],
 *   scheduled?: { discount: { startsAt: string } }[],
 * }} Scenario
 * @typedef {{ path: string, query: string, headers: Record<string, string | null>, body: unknown }} ListCall
 * @typedef {{
 *   event_name: string, event_id: string, user_data: Record<string, string>,
 *   custom_data?: Record<string, unknown>, [field: string]: unknown,
 * }} MetaEvent
 * @typedef {{ data: MetaEvent[], test_event_code?: string, access_token?: string }} MetaBody
 * @typedef {{ path: string, body: MetaBody }} MetaCall
 * @typedef {{ operation: string, variables: unknown, query: string, headers: Record<string, string | null> }} Call
 * @typedef {{
 *   origin: string,
 *   setScenario: (ip: string, scenario: Scenario) => void,
 *   calls: (ip: string) => Call[],
 *   metaCalls: (ip: string) => MetaCall[],
 *   listCalls: (email: string) => ListCall[],
 *   close: () => Promise<void>,
 *   connections: () => number,
 *   tally: () => Record<string, number>,
 * }} FakeStore
 */

const CALL_HEADERS = [
  'x-shopify-storefront-access-token',
  'shopify-storefront-private-token',
  'shopify-storefront-buyer-ip',
];

/**
 * @param {{ port?: number, latencyMs?: [number, number] }} [options]
 *   latencyMs: the Storefront API answers after a delay drawn from this range, as a real store's
 *   does (the spike run)
 * @returns {Promise<FakeStore>}
 */
export function startFakeStore({ port = 0, latencyMs = [0, 0] } = {}) {
  /** @type {Map<string, Scenario>} */
  const scenarios = new Map();
  /** @type {Map<string, Call[]>} */
  const calls = new Map();
  /** @type {Map<string, MetaCall[]>} */
  const metaCalls = new Map();
  /** @type {Map<string, ListCall[]>} */
  const listCalls = new Map();
  /** @type {Map<string, { status?: number, body: unknown }[]>} */
  const productAnswers = new Map();
  /** @type {Map<string, { at: number }[]>} */
  const hookCalls = new Map();
  /** @type {Set<import('node:http').ServerResponse>} */
  const hanging = new Set();
  /** Every request answered, by what it was (a Storefront operation, `meta`, `list`): a run's log. */
  /** @type {Map<string, number>} */
  const tallies = new Map();
  const count = (/** @type {string} */ what) => tallies.set(what, (tallies.get(what) ?? 0) + 1);

  /**
   * The store's agent doors: the profile (conditional on its ETag) and a JSON-RPC answer to each
   * call, echoing its id and session.
   * @param {string} path
   * @param {import('node:http').IncomingMessage} req
   * @param {string} body
   * @param {import('node:http').ServerResponse} res
   */
  const answerAgent = (path, req, body, res) => {
    const ip = String(req.headers['x-forwarded-for'] ?? 'default');
    const headers = Object.fromEntries(
      [
        'accept',
        'cookie',
        'authorization',
        'mcp-session-id',
        'x-forwarded-for',
        'if-none-match',
      ].map((name) => [name, /** @type {string | undefined} */ (req.headers[name]) ?? null]),
    );
    record(calls, ip, {
      operation: 'agents',
      variables: { path, method: req.method },
      query: body,
      headers,
    });
    count('agents');
    const failure = scenarios.get(ip)?.agents;
    if (failure?.hang) return void hanging.add(res);
    if (failure?.status) return void res.writeHead(failure.status).end('{}');
    if (path === '/.well-known/ucp') {
      if (req.headers['if-none-match'] === '"ucp-1"') return void res.writeHead(304).end();
      res.writeHead(200, { 'Content-Type': 'application/json', ETag: '"ucp-1"' });
      const profile = {
        ucp: {
          version: '2026-01-11',
          services: { 'dev.ucp.shopping': { mcp: { endpoint: '/api/ucp/mcp' } } },
        },
      };
      return void res.end(req.method === 'HEAD' ? undefined : JSON.stringify(profile));
    }
    const call = JSON.parse(body);
    const session = req.headers['mcp-session-id'];
    res.writeHead(200, {
      'Content-Type': 'application/json',
      ...(session ? { 'Mcp-Session-Id': String(session) } : {}),
      'Set-Cookie': 'store_only=1',
    });
    const tools = [{ name: 'search_shop_catalog', description: 'Search the store' }];
    return void res.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result: { tools } }));
  };

  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += String(chunk)));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      if (req.method === 'POST' && url.pathname === '/__fake/scenario') {
        const { ip, scenario } = JSON.parse(body);
        scenarios.set(String(ip), scenario);
        calls.delete(String(ip));
        metaCalls.delete(String(ip));
        listCalls.delete(String(ip));
        productAnswers.delete(String(ip));
        hookCalls.delete(String(ip));
        return void res.writeHead(204).end();
      }
      // A file the brand uploaded, on Shopify's CDN: one of the site's own pictures.
      if (req.method === 'GET' && url.pathname === '/__fake/files/jar.jpg') {
        res.writeHead(200, { 'Content-Type': 'image/jpeg' });
        return void res.end(
          readFileSync(new URL('../../public/images/hero/jar-720.jpg', import.meta.url)),
        );
      }
      const hook = /^\/__fake\/deploy-hook\/([\w-]+)$/.exec(url.pathname);
      if (hook) {
        const key = `deploy-hook:${hook[1]}`;
        if (req.method === 'GET') {
          res.writeHead(200, { 'Content-Type': 'application/json' });
          return void res.end(JSON.stringify(hookCalls.get(key) ?? []));
        }
        record(hookCalls, key, { at: Date.now() });
        const failure = scenarios.get(key)?.hook;
        if (failure?.hang) return void hanging.add(res);
        if (failure?.status) return void res.writeHead(failure.status).end('{}');
        return void res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
      }
      // A shopper's calls, Meta events or list requests: ?ip= (?email= for the list).
      const log = { '/__fake/calls': calls, '/__fake/meta': metaCalls, '/__fake/list': listCalls }[
        url.pathname
      ];
      if (req.method === 'GET' && log) {
        const key = url.searchParams.get('ip') ?? url.searchParams.get('email') ?? '';
        res.writeHead(200, { 'Content-Type': 'application/json' });
        return void res.end(JSON.stringify(log.get(key) ?? []));
      }
      if (req.method === 'POST' && url.pathname === '/__fake/product-next') {
        const { ip, answer } = JSON.parse(body);
        record(productAnswers, String(ip), answer);
        return void res.writeHead(204).end();
      }
      if (
        req.method === 'POST' &&
        /^\/client\/(subscriptions|back-in-stock-subscriptions)$/.test(url.pathname)
      ) {
        return answerList(url, req.headers, body, res);
      }
      if (req.method === 'POST' && /^\/v[\d.]+\/\d+\/events$/.test(url.pathname)) {
        return answerMeta(url.pathname, body, res);
      }
      // The Admin API's discounts, for the build's offer: the scenario's, else none.
      if (req.method === 'POST' && /^\/admin\/api\/[\w-]+\/graphql\.json$/.test(url.pathname)) {
        count('offer');
        const { offer: nodes = [], scheduled = [] } = scenarios.get('default') ?? {};
        res.writeHead(200, { 'Content-Type': 'application/json' });
        const data = { discountNodes: { nodes }, scheduled: { nodes: scheduled } };
        return void res.end(JSON.stringify({ data }));
      }
      if (url.pathname === '/.well-known/ucp' || /^\/api\/(ucp\/)?mcp$/.test(url.pathname)) {
        return answerAgent(url.pathname, req, body, res);
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
      record(calls, ip, call);
      count(operation);
      const next = operation === 'Product' ? productAnswers.get(ip)?.shift() : undefined;
      if (next) {
        res.writeHead(next.status ?? 200, { 'Content-Type': 'application/json' });
        return void res.end(JSON.stringify(next.body));
      }
      // A shopper with no scenario of its own gets the default one (the spike's many shoppers).
      const scenario = scenarios.get(ip) ?? scenarios.get('default') ?? {};
      // The store down fails every request; a cart's own failure, only the carts.
      const failure =
        scenario.storeFailure ?? (operation === 'CartCreate' ? scenario.cart : undefined);
      if (failure?.hang) return void hanging.add(res);
      if (failure?.status) return void res.writeHead(failure.status).end('store failure');
      const answered = JSON.stringify(
        answer(request, operation, scenario, `http://${req.headers.host}`),
      );
      const [least, most] = latencyMs;
      setTimeout(
        () => {
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end(answered);
        },
        least + Math.random() * (most - least),
      );
    });
  });

  /**
   * The Graph API's events edge: records the call, then answers as Meta does ({events_received})
   * or as the shopper's scenario says (an error status, or no answer at all).
   * @param {string} path @param {string} body @param {import('node:http').ServerResponse} res
   */
  function answerMeta(path, body, res) {
    /** @type {MetaBody} */
    let parsed;
    try {
      parsed = JSON.parse(body);
    } catch {
      return void res.writeHead(400).end();
    }
    const ip = String(parsed.data?.[0]?.user_data?.client_ip_address ?? 'default');
    record(metaCalls, ip, { path, body: parsed });
    count('meta');
    const failure = (scenarios.get(ip) ?? scenarios.get('default'))?.meta;
    if (failure?.hang) return void hanging.add(res);
    if (failure?.status) return void res.writeHead(failure.status).end('{"error":{}}');
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ events_received: parsed.data?.length ?? 0, fbtrace_id: 'fake' }));
  }

  /**
   * Klaviyo's client endpoints: records the call, then 202 with no body as Klaviyo answers, or
   * what the address's scenario says.
   * @param {URL} url @param {import('node:http').IncomingHttpHeaders} headers @param {string} body
   * @param {import('node:http').ServerResponse} res
   */
  function answerList(url, headers, body, res) {
    /** @type {any} */
    let parsed;
    try {
      parsed = JSON.parse(body);
    } catch {
      return void res.writeHead(400).end();
    }
    const email = String(parsed?.data?.attributes?.profile?.data?.attributes?.email ?? 'default');
    const call = {
      path: url.pathname,
      query: url.search,
      headers: {
        revision: /** @type {string | undefined} */ (headers.revision) ?? null,
        'content-type': headers['content-type'] ?? null,
      },
      body: parsed,
    };
    record(listCalls, email, call);
    count('list');
    const failure = (scenarios.get(email) ?? scenarios.get('default'))?.list;
    if (failure?.hang) return void hanging.add(res);
    if (failure?.status) return void res.writeHead(failure.status).end('{"errors":[]}');
    res.writeHead(202).end();
  }

  let connections = 0;
  server.on('connection', () => (connections += 1));
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
          metaCalls.delete(ip);
          listCalls.delete(ip);
        },
        /** @param {string} ip */
        calls: (ip) => calls.get(ip) ?? [],
        /** @param {string} ip */
        metaCalls: (ip) => metaCalls.get(ip) ?? [],
        /** @param {string} email */
        listCalls: (email) => listCalls.get(email) ?? [],
        connections: () => connections,
        tally: () => Object.fromEntries(tallies),
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
 * @param {string} origin this server's, for the files its content names
 */
function answer(request, operation, scenario, origin) {
  if (operation === 'SiteContent' && scenario.content) {
    // The files' paths become this server's URLs, as the API gives the CDN's.
    const text = JSON.stringify(scenario.content).replaceAll(
      '"/__fake/files/',
      `"${origin}/__fake/files/`,
    );
    return siteContentData(request?.query ?? '', JSON.parse(text));
  }
  if (operation === 'CartCreate') {
    if (scenario.cart?.userErrors) {
      const userErrors = scenario.cart.userErrors.map((message) => ({ field: ['input'], message }));
      return { data: { cartCreate: { cart: null, userErrors, warnings: [] } } };
    }
    const input = /** @type {Parameters<typeof cartAnswer>[0]} */ (request?.variables?.input);
    // The shopper's scenario's automatic discounts, applied to the line as Shopify does.
    return cartAnswer(input, scenario.product, scenario.cart?.refused, undefined, scenario.offer);
  }
  if (operation === 'Product' && scenario.product) return productData(scenario.product);
  return defaultAnswer(request);
}

/**
 * Adds one entry to a key's list in place (a load run records thousands).
 * @template T
 * @param {Map<string, T[]>} lists
 * @param {string} key
 * @param {T} entry
 */
function record(lists, key, entry) {
  const list = lists.get(key);
  if (list) list.push(entry);
  else lists.set(key, [entry]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const store = await startFakeStore({ port: Number(process.env.PORT ?? 4330) });
  console.log(`Fake Storefront API, Graph API and Klaviyo at ${store.origin}`);
}
