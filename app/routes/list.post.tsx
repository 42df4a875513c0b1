/** /list (app/list/list.server.ts): the list forms' action, for a plain post and the hydrated
 * form's fetcher alike. A plain post gets its page again, server-rendered without scripts: the
 * message beside the form that posted, the address kept after a refusal. */
import type { ComponentType } from 'react';
import { type MetaDescriptor, createContext, data } from 'react-router';
import { answerList, refuseMalformedList } from '~/list/list.server';
import type { ListTold } from '~/list/list-form';
import { serverSignUpLimit } from '~/list/sign-up-limit.server';
import { answerSafely } from '~/lib/request.server';
import { type Server, conversionsOf, serverOf, storeCaller } from '~/server/host';
import { storeJar } from '~/store/cart.server';
import { productAtBuild } from '#store-facts';
import type { Route } from './+types/list.post';

/** A page of the site, as this answer renders it again: its component, head and data. */
type Page = { Component: ComponentType; meta: MetaDescriptor[]; data: object };

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const server = serverOf(context);
    const site = listSite(server);
    // What no page sends, or a site without a list, is told in a sentence.
    return answerSafely(async () => {
      const malformed = await refuseMalformedList(request.clone(), site);
      if (malformed) return malformed;
      pages ??= await sitePages();
      return next();
    }, site.contactEmail);
  },
];

/** Told to the hydrated form's fetcher, or rendered in the page a plain post came from. */
const answered = createContext<ListTold | null>(null);

export async function action({ request, context }: Route.ActionArgs) {
  const server = serverOf(context);
  const { told, status } = await answerList(request, listSite(server), {
    env: server.env,
    clientIp: server.clientIp,
    signUpLimit: server.signUpLimit ?? serverSignUpLimit,
    conversions: conversionsOf(server),
    storeJar: () => storeJar(server.site.store, server.env, storeCaller(server)),
    fetchApi: server.fetchApi,
    timeLimitMs: server.listTimeLimitMs,
  });
  context.set(answered, told);
  return data(told, { status, headers: { 'Cache-Control': 'no-store' } });
}

function listSite(server: Server) {
  return {
    list: server.site.list,
    variantGid: server.site.store?.variantGid ?? null,
    contactEmail: server.site.contactEmail,
  };
}

/** The hydrated form's fetcher: its answer, or the page's own sentence when no server answered. */
export const clientAction = async (args: Route.ClientActionArgs) =>
  (await import('~/list/join-list')).takeListAnswer(args);

/** The page a plain post came from (a page of no route: the not-found page): its data and head. */
export function loader({ context }: Route.LoaderArgs) {
  const path = context.get(answered)?.page ?? '/';
  const page = pageAt(path);
  return { ...page?.data, path, meta: page?.meta ?? [] };
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export const handle = { scripts: false };

const pageAt = (path: string) => pages?.get(path) ?? pages?.get('/*');

/** The site's pages by path, from the server's own route table; read once. */
let pages: Map<string, Page> | undefined;

async function sitePages(): Promise<Map<string, Page>> {
  // Imported here, on the server only: the browser's bundle never counts them as shared.
  const [{ routes }, home, { SiteFrame }] = await Promise.all([
    import('virtual:react-router/server-build'),
    import('~/home/home-page'),
    import('~/layout/site-frame'),
  ]);
  const found = new Map<string, Page>();
  found.set('/', {
    Component: () => <home.HomeContent product={productAtBuild} />,
    meta: home.homeMeta(productAtBuild),
    data: {},
  });
  for (const route of Object.values(routes)) {
    // Under the site's layout; loader and head read only the build's facts: asked once.
    const { path, module, parentId } = route ?? {};
    if (!path || parentId === 'root' || path.includes(':') || !module?.default) continue;
    const Content = module.default;
    const meta = module.meta as (() => MetaDescriptor[]) | undefined;
    const loader = module.loader as (() => object) | undefined;
    found.set(`/${path}`, {
      Component: () => (
        <SiteFrame>
          <Content />
        </SiteFrame>
      ),
      meta: meta?.() ?? [],
      // The not-found page's loader gives its status alone; this answer's status is its own.
      data: (path !== '*' && loader?.()) || {},
    });
  }
  return found;
}

function ListPage({ loaderData }: Route.ComponentProps) {
  const page = pageAt(loaderData.path);
  if (!page) throw new Error('The list page is rendered after its middleware.');
  return <page.Component />;
}

// In the browser's bundle the page renders nothing: it never runs there.
export default import.meta.env.SSR ? ListPage : () => null;
