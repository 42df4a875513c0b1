/**
 * The function as a module worker: Cloudflare Pages runs it as `_worker.js` (only for the paths
 * in `_routes.json`), and `npm start` calls the same `fetch`. The site's public configuration is
 * built in (__SITE_CONFIG__); secrets come from the host's environment at run time.
 */
import { config } from '../app/config.ts';
import { type ServerEnv } from './cart.ts';
import { handleRequest } from './handler.ts';

type Env = ServerEnv & {
  ASSETS: { fetch: (request: Request | URL | string) => Promise<Response> };
};

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    return handleRequest(request, {
      site: {
        store: config.store,
        consentMode: config.consentMode,
        contactEmail: config.contactEmail,
      },
      env,
      clientIp: request.headers.get('cf-connecting-ip'),
      loadHome: async () => {
        const home = await env.ASSETS.fetch(new URL('/', request.url));
        return home.ok ? home.text() : null;
      },
    });
  },
};
