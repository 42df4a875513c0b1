/**
 * The function as a module worker: Cloudflare Pages runs it as `_worker.js` (only for the paths
 * in `_routes.json`), and `npm start` calls the same `fetch`. The site's public configuration is
 * built in (__SITE_CONFIG__); secrets come from the host's environment at run time.
 */
import { config } from '../app/config.ts';
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
    return handleRequest(request, {
      site: siteOf(config),
      env,
      waitUntil: context && ((work) => context.waitUntil(work)),
      clientIp: request.headers.get('cf-connecting-ip'),
      loadPage: async (path) => {
        const page = await env.ASSETS.fetch(new URL(path, request.url));
        return page.ok ? page.text() : null;
      },
    });
  },
};
