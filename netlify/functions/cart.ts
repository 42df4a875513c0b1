/**
 * Netlify Functions' door to the cart function (server/handler.ts): the same handler on the
 * same paths. Netlify gives the build's environment to functions too, so the public VITE_*
 * values are read here at run time, with the server-only ones beside them.
 */
import { readConfig } from '../../app/config.ts';
import { handleRequest, pagesFromOrigin, siteOf } from '../../server/handler.ts';

const site = readConfig(process.env);

type NetlifyContext = { ip: string; waitUntil?: (work: Promise<unknown>) => void };

export default (request: Request, context: NetlifyContext) =>
  handleRequest(request, {
    site: siteOf(site),
    env: process.env,
    clientIp: context.ip,
    waitUntil: context.waitUntil && ((work) => context.waitUntil?.(work)),
    loadPage: pagesFromOrigin(request),
  });

// Netlify reads this without running the file, so it must be a literal: FUNCTION_PATHS
// (app/store/cart-form.ts), which checks/unit/netlify-build.test.ts holds it to.
export const config = { path: ['/cart', '/discount/*', '/events', '/list', '/product.json'] };
