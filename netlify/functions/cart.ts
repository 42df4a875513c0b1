/**
 * Netlify Functions' door to the cart function (server/handler.ts): the same handler on the
 * same paths. Netlify gives the build's environment to functions too, so the public VITE_*
 * values are read here at run time, with the server-only ones beside them.
 */
import { readConfig } from '../../app/config.ts';
import { FUNCTION_PATHS } from '../../app/store/cart-form.ts';
import { handleRequest } from '../../server/handler.ts';

const site = readConfig(process.env);

export default (request: Request, context: { ip: string }) =>
  handleRequest(request, {
    site: { store: site.store, consentMode: site.consentMode, contactEmail: site.contactEmail },
    env: process.env,
    clientIp: context.ip,
    loadHome: async () => {
      const home = await fetch(new URL('/', request.url));
      return home.ok ? home.text() : null;
    },
  });

export const config = { path: [...FUNCTION_PATHS] };
