/**
 * /cart: the buy form posts here (app/store/cart.server.ts). A made cart is a 303 to the
 * checkout, the hydrated form's send gets JSON, a malformed post its sentence. A refused plain
 * post is the home page again, rendered by React: the message beside the form that posted, the
 * choices as they were sent (app/store/buy-controls.tsx reads them as the action's data).
 */
import { createContext, data } from 'react-router';
import { answerSafely } from '~/lib/request.server';
import { conversionsOf, isSecureVisit, serverOf, storeCaller } from '~/server/host';
import { type CartPageAnswer, answerCart } from '~/store/cart.server';
import { VISIT_COOKIES, forgetVisitCookie } from '~/lib/visit-cookie';
import { productAtBuild } from '~/store/product-snapshot';
import type * as HomePage from '~/home/home-page';
import type { Route } from './+types/cart.post';

/** The refused plain post, from the middleware that read it to the action that renders it. */
const refusedPost = createContext<CartPageAnswer | null>(null);

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const server = serverOf(context);
    const cart = {
      site: server.site,
      env: server.env,
      caller: storeCaller(server),
      conversions: conversionsOf(server),
    };
    return answerSafely(async () => {
      const answer = await answerCart(request, cart);
      if (answer instanceof Response) return answer;
      context.set(refusedPost, answer);
      const page = await next();
      if (answer.forgetCode) {
        const isSecure = isSecureVisit(request, server);
        for (const cookie of forgetVisitCookie(VISIT_COOKIES.discount, isSecure)) {
          page.headers.append('Set-Cookie', cookie);
        }
      }
      return page;
    }, server.site.contactEmail);
  },
];

export function action({ context }: Route.ActionArgs) {
  const page = context.get(refusedPost);
  if (!page) throw new Error('The cart page renders only a refused post.');
  return data(page.refused, { status: page.status });
}

/**
 * The home page as built, the refusal told in the buy area that posted. Only the server renders
 * it, and without scripts (root.tsx: `handle`): the plain page works as the form that posted it
 * did. The home page's parts are imported by the loader, which only the server has, so the
 * browser's bundle does not count them as shared by two pages. The same refusal renders the same
 * page: the server keeps it (app/entry.server.tsx).
 */
export const handle = { scripts: false, keptByData: true };

let home: typeof HomePage | undefined;

/** The home page's parts, and its head as the home page has it. */
export async function loader() {
  home ??= await import('~/home/home-page');
  return { meta: home.homeMeta(productAtBuild) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

function CartPage() {
  if (!home) throw new Error('The cart page is rendered after its loader.');
  return <home.HomeContent product={productAtBuild} />;
}

// In the browser's bundle the page renders nothing: it never runs there.
export default import.meta.env.SSR ? CartPage : () => null;
