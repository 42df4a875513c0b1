/** /list (app/list/list.server.ts). A plain post gets its page again, server-rendered without
 * scripts: the message beside the form that posted, the address kept after a refusal. */
import type { ComponentType } from 'react';
import { type MetaDescriptor, createContext, data } from 'react-router';
import { type ListPageAnswer, answerList } from '~/list/list.server';
import { serverSignUpLimit } from '~/list/sign-up-limit.server';
import { answerSafely, plainText } from '~/lib/request.server';
import { conversionsOf, serverOf, storeCaller } from '~/server/host';
import { storeJar } from '~/store/cart.server';
import { productAtBuild } from '~/store/product-snapshot';
import type { Route } from './+types/list.post';

/** A page of the site, as this answer renders it again: its component, head and data. */
type Page = { Component: ComponentType; meta: MetaDescriptor[]; data: object };

/** The plain post's answer, from the middleware that read it to the action that renders it. */
const posted = createContext<ListPageAnswer | null>(null);

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const server = serverOf(context);
    const site = {
      list: server.site.list,
      variantGid: server.site.store?.variantGid ?? null,
      contactEmail: server.site.contactEmail,
    };
    const caller = {
      env: server.env,
      clientIp: server.clientIp,
      signUpLimit: server.signUpLimit ?? serverSignUpLimit,
      conversions: conversionsOf(server),
      storeJar: () => storeJar(server.site.store, server.env, storeCaller(server)),
      fetchApi: server.fetchApi,
      timeLimitMs: server.listTimeLimitMs,
    };
    return answerSafely(async () => {
      const answer = await answerList(request, site, caller);
      if (answer instanceof Response) return answer;
      // No list form, or no such page: the message alone.
      if (!site.list || !(await sitePages()).has(answer.told.page)) {
        return plainText(answer.status, answer.told.message);
      }
      context.set(posted, answer);
      return next();
    }, site.contactEmail);
  },
];

export function action({ context }: Route.ActionArgs) {
  const answer = context.get(posted);
  if (!answer) throw new Error('The list page renders only a plain post.');
  return data(answer.told, { status: answer.status });
}

/** The page's own data (what its component reads on its own route), its head, and its path. */
export function loader({ context }: Route.LoaderArgs) {
  const path = context.get(posted)?.told.page ?? '/';
  const page = pages?.get(path);
  return { ...page?.data, path, meta: page?.meta ?? [] };
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export const handle = { scripts: false };

/** The site's pages by path, from the server's own route table; read once. */
let pages: Map<string, Page> | undefined;

async function sitePages(): Promise<Map<string, Page>> {
  if (pages) return pages;
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
    if (!path || parentId === 'root' || /[*:]/.test(path) || !module?.default) continue;
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
      data: loader?.() ?? {},
    });
  }
  pages = found;
  return found;
}

function ListPage({ loaderData }: Route.ComponentProps) {
  const page = pages?.get(loaderData.path);
  if (!page) throw new Error('The list page is rendered after its middleware.');
  return <page.Component />;
}

// In the browser's bundle the page renders nothing: it never runs there.
export default import.meta.env.SSR ? ListPage : () => null;
