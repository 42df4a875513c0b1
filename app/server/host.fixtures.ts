/**
 * The server's paths answered as the framework answers them, for unit tests: the route table
 * (app/routes.ts) matched, the route module's action (a POST) or loader (anything else) called
 * with a host and a site in its context, and the root's hardening headers added.
 */
import { RouterContextProvider, matchRoutes } from 'react-router';
import routes from '../routes';
import { type Host, type Site, hostContext, siteContext } from './host';
import { secured } from '../lib/request.server';

export type HandlerContext = Omit<Host, 'waitUntil'> & {
  site: Site;
  waitUntil?: Host['waitUntil'];
};

type ServerModule = {
  action?: (args: { request: Request; context: RouterContextProvider; params: object }) => unknown;
  loader?: (args: { request: Request; context: RouterContextProvider; params: object }) => unknown;
};

const modules = import.meta.glob<ServerModule>('../routes/*.ts');

export async function handleRequest(request: Request, given: HandlerContext): Promise<Response> {
  const { pathname } = new URL(request.url);
  const flat = routes.map((entry) => ({ path: entry.path ?? '/', file: entry.file }));
  const match = matchRoutes(flat, pathname)?.at(-1);
  const load = match && modules[`./${match.route.file}`.replace('./routes/', '../routes/')];
  if (!match || !load) return new Response('Not found.', { status: 404 });
  const module = await load();
  const { site, waitUntil = () => undefined, ...host } = given;
  const context = new RouterContextProvider();
  context.set(hostContext, { ...host, waitUntil });
  context.set(siteContext, site);
  const answer = request.method === 'POST' ? module.action : module.loader;
  if (!answer) return new Response(null, { status: 405 });
  const response = await answer({ request, context, params: match.params });
  if (!(response instanceof Response)) throw new Error(`${pathname} answered with no Response`);
  return secured(response);
}
