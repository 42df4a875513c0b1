/**
 * The function as a module worker: Cloudflare Pages runs it as `_worker.js` (only for the paths
 * in `_routes.json`), and `npm start` calls the same `fetch`. The site's public configuration is
 * built in (__SITE_CONFIG__); secrets come from the host's environment at run time.
 */
import { config } from '../app/config.ts';
import { PRODUCT_PATH } from '../app/store/cart-form.ts';
import { type ServerEnv } from './cart.ts';
import { type ConversionsEnv } from './conversions.ts';
import { handleRequest, siteOf } from './handler.ts';
import { type ListEnv } from './list.ts';

type Env = ServerEnv &
  ConversionsEnv &
  ListEnv & {
    ASSETS: { fetch: (request: Request | URL | string) => Promise<Response> };
  };

export default {
  async fetch(
    request: Request,
    env: Env,
    context?: { waitUntil: (work: Promise<unknown>) => void },
  ): Promise<Response> {
    const answer = () =>
      handleRequest(request, {
        site: siteOf(config),
        env,
        waitUntil: context && ((work) => context.waitUntil(work)),
        clientIp: request.headers.get('cf-connecting-ip'),
        loadPage: async (path) => {
          const page = await env.ASSETS.fetch(new URL(path, request.url));
          return page.ok ? page.text() : null;
        },
      });
    return isProductRead(request) && context ? fromEdgeCache(request, answer, context) : answer();
  },
};

/** A GET of the live product: the one answer the worker keeps at the edge. */
function isProductRead(request: Request): boolean {
  return request.method === 'GET' && new URL(request.url).pathname === PRODUCT_PATH;
}

/**
 * Cloudflare runs the function before its cache, so the live product is kept by the worker
 * itself (the Cache API, for the answer's s-maxage). One entry, whatever the query, so a
 * cache-busting query does not reach the store; `Cache-Control: no-cache` asks the store and
 * refreshes the entry, `no-store` asks it and keeps nothing. Node has no `caches.default`.
 */
async function fromEdgeCache(
  request: Request,
  answer: () => Promise<Response>,
  context: { waitUntil: (work: Promise<unknown>) => void },
): Promise<Response> {
  const cache = (globalThis as { caches?: { default?: Cache } }).caches?.default;
  if (!cache) return answer();
  const key = new URL(PRODUCT_PATH, request.url).href;
  const asked = request.headers.get('cache-control') ?? '';
  if (/no-store/.test(asked)) return answer();
  const kept = /no-cache/.test(asked) ? undefined : await cache.match(key).catch(() => undefined);
  if (kept) return kept;
  const response = await answer();
  if (response.status === 200) {
    context.waitUntil(cache.put(key, response.clone()).catch(() => undefined));
  }
  return response;
}
