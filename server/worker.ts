/**
 * The function as a module worker: Cloudflare Pages runs it as `_worker.js` (only for the paths
 * in `_routes.json`), and `npm start` calls the same `fetch`. The site's public configuration is
 * built in (__SITE_CONFIG__); secrets come from the host's environment at run time.
 */
import { config } from '../app/config.ts';
import { type ServerEnv } from './cart.ts';
import { type ConversionsEnv } from './conversions.ts';
import { handleRequest, siteOf } from './handler.ts';

type Env = ServerEnv &
  ConversionsEnv & {
    ASSETS: { fetch: (request: Request | URL | string) => Promise<Response> };
  };

export default {
  async fetch(
    request: Request,
    env: Env,
    context?: { waitUntil: (work: Promise<unknown>) => void },
  ): Promise<Response> {
    return handleRequest(request, {
      site: siteOf(config),
      env,
      waitUntil: context && ((work) => context.waitUntil(work)),
      clientIp: request.headers.get('cf-connecting-ip'),
      loadHome: async () => {
        const home = await env.ASSETS.fetch(new URL('/', request.url));
        return home.ok ? home.text() : null;
      },
    });
  },
};
