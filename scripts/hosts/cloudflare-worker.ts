/**
 * Cloudflare's door (Workers with static assets, wrangler.jsonc): the build's files are served
 * by Cloudflare without running this; every other request goes to the framework's own request
 * handler with this build's server, which wrangler bundles for workerd. Added: the edge keeping
 * of the live product (docs/decisions/0008-one-app-on-the-framework.md), and the sign-ups'
 * limit through Cloudflare's Rate Limiting binding.
 */
import { RouterContextProvider, createRequestHandler } from 'react-router';
import * as build from 'virtual:react-router/server-build';
import { PRODUCT_PATH } from '../../app/store/cart-form';
import type * as ServerEntry from '../../app/entry.server';

/** The worker's bindings: the server-only variables among them (the assets are Cloudflare's). */
type Env = Record<string, unknown> & { SIGN_UP_LIMITER?: RateLimit; AGENT_LIMITER?: RateLimit };
/** Cloudflare's Rate Limiting binding (wrangler.jsonc `ratelimits`). */
type RateLimit = { limit: (options: { key: string }) => Promise<{ success: boolean }> };
type Context = { waitUntil: (work: Promise<unknown>) => void };

const { hostContext, hostEnv, secured, warnOfCutRebuildDelay, warnWithoutPrivateToken } = build
  .entry.module as unknown as typeof ServerEntry;
/** Cloudflare ends all of a request's `waitUntil` work 30 s after the response. */
const AFTER_RESPONSE_MS = 30_000;
const handle = createRequestHandler(build);

export default {
  fetch(request: Request, env: Env, context: Context): Promise<Response> {
    const host = new RouterContextProvider();
    const variables = hostEnv(env);
    // A worker has no start: said once per isolate, at its first request.
    warnWithoutPrivateToken(variables);
    warnOfCutRebuildDelay(variables, AFTER_RESPONSE_MS);
    host.set(hostContext, {
      env: variables,
      clientIp: request.headers.get('cf-connecting-ip'),
      waitUntil: (work) => context.waitUntil(work),
      afterResponseMs: AFTER_RESPONSE_MS,
      signUpLimit: signUpLimitOf(env.SIGN_UP_LIMITER),
      agentLimit: signUpLimitOf(env.AGENT_LIMITER),
    });
    const answer = async () => secured(await handle(request, host));
    return isProductRead(request) ? fromEdgeCache(request, answer, context) : answer();
  },
};

/**
 * The sign-ups' limit as Cloudflare counts it, across the worker's isolates; without the binding,
 * the server's own count (one isolate's).
 */
function signUpLimitOf(limiter: RateLimit | undefined) {
  if (!limiter) return undefined;
  return async (address: string) => {
    try {
      return (await limiter.limit({ key: address })).success;
    } catch {
      // The limiter failing never stops a person signing up.
      return true;
    }
  };
}

/** A GET of the live product: the one answer the worker keeps at the edge. */
function isProductRead(request: Request): boolean {
  return request.method === 'GET' && new URL(request.url).pathname === PRODUCT_PATH;
}

/**
 * Cloudflare runs the worker before its cache, so the live product is kept by the worker itself
 * (the Cache API, for the answer's s-maxage). One entry, whatever the query, so a cache-busting
 * query does not reach the store; `Cache-Control: no-cache` asks the store and refreshes the
 * entry, `no-store` asks it and keeps nothing.
 */
async function fromEdgeCache(
  request: Request,
  answer: () => Promise<Response>,
  context: Context,
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
