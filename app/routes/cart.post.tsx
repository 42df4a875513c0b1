/** /cart (app/store/cart.server.ts). A refused plain post gets the home page again: the message
 * beside the form that posted, the choices as sent. */
import { createContext, data } from 'react-router';
import { answerSafely } from '~/lib/request.server';
import { scheduleRebuild } from '~/rebuild/shopify-hook.server';
import { rebuildAfterOfferDate } from '~/rebuild/offer-dates.server';
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
    rebuildAfterOfferDate(server.site.offerChangesAt, server.env, server);
    const cart = {
      site: server.site,
      env: server.env,
      // The store charged other than the page said: build it again, as after an edit.
      caller: { ...storeCaller(server), onOfferChanged: () => scheduleRebuild(server.env, server) },
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

/** Rendered by the server only, without scripts, and kept per refusal (entry.server.tsx). The
 * loader imports the home page's parts, so the browser's bundle does not count them shared. */
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
