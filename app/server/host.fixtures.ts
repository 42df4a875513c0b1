/**
 * The server's paths answered as the framework answers them, for unit tests: the route table
 * (app/routes.ts) matched, the route module's middleware run, then its action (a POST) or loader
 * (anything else) called with a host and a site in its context, and the root's hardening headers
 * added. What a page route's action gives its page to render comes back as JSON with the
 * action's status and `X-Rendered-Page: true` (the browser tests see the page itself).
 */
import { RouterContextProvider, matchRoutes } from 'react-router';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { startFakeStore } from '../../checks/support/fake-store.mjs';
import { FAKE_STORE_CONFIG } from '../../checks/support/fake-store-answers.mjs';
import routes from '../routes';
import { type Host, type Site, hostContext, siteContext } from './host';
import { secured } from '../lib/request.server';
import { answerAgents } from '../agents/agent-doors.server';
import { answerVitals } from '../vitals/vitals.server';

export type HandlerContext = Omit<Host, 'waitUntil'> & {
  site: Site;
  waitUntil?: Host['waitUntil'];
};

type Args = { request: Request; context: RouterContextProvider; params: object };
type ServerModule = {
  middleware?: ((args: Args, next: () => Promise<Response>) => Promise<Response | undefined>)[];
  action?: (args: Args) => unknown;
  loader?: (args: Args) => unknown;
};

const modules = import.meta.glob<ServerModule>(['../routes/*.ts', '../routes/*.post.tsx']);

export async function handleRequest(request: Request, given: HandlerContext): Promise<Response> {
  const { pathname } = new URL(request.url);
  const context = contextOf(given);
  // As the root's middleware answers them, before any route.
  const early = (await answerAgents(request, context)) ?? (await answerVitals(request));
  if (early) return secured(early);
  const flat = routes.map((entry) => ({ path: entry.path ?? '/', file: entry.file }));
  const match = matchRoutes(flat, pathname)?.at(-1);
  const load = match && modules[`./${match.route.file}`.replace('./routes/', '../routes/')];
  if (!match || !load) return new Response('Not found.', { status: 404 });
  const module = await load();
  const args = { request, context, params: match.params };
  const handle = async (): Promise<Response> => {
    const answer = request.method === 'POST' ? module.action : module.loader;
    if (!answer) return new Response(null, { status: 405 });
    const response = await answer(args);
    if (response instanceof Response) return response;
    if (isData(response)) {
      const headers = new Headers(response.init?.headers);
      headers.set('X-Rendered-Page', 'true');
      return Response.json(response.data, { status: response.init?.status ?? 200, headers });
    }
    throw new Error(`${pathname} answered with no Response`);
  };
  const chain = (module.middleware ?? []).reduceRight<() => Promise<Response>>(
    (next, middleware) => async () => (await middleware(args, next)) ?? next(),
    handle,
  );
  return secured(await chain());
}

function contextOf({ site, waitUntil = () => undefined, ...host }: HandlerContext) {
  const context = new RouterContextProvider();
  context.set(hostContext, { ...host, waitUntil });
  context.set(siteContext, site);
  return context;
}

/** What `data()` makes: the page's data and the answer's status. */
function isData(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return typeof value === 'object' && value !== null && 'data' in value && 'init' in value;
}

/** The site as the server paths' tests serve it: the fake store's, without a pixel or a list. */
export const TEST_SITE: Site = {
  store: FAKE_STORE_CONFIG,
  consentMode: 'opt-in',
  contactEmail: 'hello@lumenhive.test',
  metaPixelId: null,
  list: null,
};

/** The fake store over HTTP for one test file, and for each test an address of its own (the
 * store tells them apart by it), with the server's error log kept quiet. */
export function withFakeStore(addresses: string) {
  const fake = {
    store: null as unknown as Awaited<ReturnType<typeof startFakeStore>>,
    shopper: '',
  };
  let count = 0;
  beforeAll(async () => {
    fake.store = await startFakeStore();
  });
  afterAll(() => fake.store.close());
  beforeEach(() => {
    fake.shopper = `${addresses}${++count}`;
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  return fake;
}
