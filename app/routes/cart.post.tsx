/** /cart (app/store/cart.server.ts): the buy form's action, for a plain post and for the hydrated
 * page's fetcher alike. A refusal renders the home page again, the message beside the form that
 * posted and the choices as sent; the hydrated page is told it in a toast (`clientAction`). */
import { answerSafely } from '~/lib/request.server';
import { scheduleRebuild } from '~/rebuild/shopify-hook.server';
import { rebuildAfterOfferDate } from '~/rebuild/offer-dates.server';
import { type Server, conversionsOf, isSecureVisit, serverOf, storeCaller } from '~/server/host';
import { answerCart, refuseMalformed } from '~/store/cart.server';
import { productAtBuild } from '#store-facts';
import type * as HomePage from '~/home/home-page';
import type { Route } from './+types/cart.post';

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const server = serverOf(context);
    rebuildAfterOfferDate(server.site.offerChangesAt, server.env, server);
    // What no page sends (another method, type or size, unknown fields) is told in a sentence.
    return answerSafely(async () => {
      const malformed = await refuseMalformed(request.clone(), server.site);
      if (malformed) return malformed;
      // The page a plain post's refusal renders: imported here, the server's own code only.
      home ??= await import('~/home/home-page');
      return next();
    }, server.site.contactEmail);
  },
];

export async function action({ request, context }: Route.ActionArgs) {
  const server = serverOf(context);
  return answerCart(request, cartServer(request, server));
}

function cartServer(request: Request, server: Server) {
  const caller = {
    ...storeCaller(server),
    isSecure: isSecureVisit(request, server),
    // The store charged other than the page said: build it again, as after an edit.
    onOfferChanged: () => scheduleRebuild(server.env, server),
  };
  return { site: server.site, env: server.env, caller, conversions: conversionsOf(server) };
}

/** The hydrated page's fetcher: a refusal told in a toast (buy.ts, loaded with the buy button). */
export const clientAction = async ({ serverAction }: Route.ClientActionArgs) =>
  (await import('~/store/buy')).takeCartAnswer(serverAction);

/** Server-rendered without scripts and kept per refusal; no loader, so a prefetch asks nothing. */
export const handle = { scripts: false, keptByData: true };

let home: typeof HomePage | undefined;

export const meta = () => home?.homeMeta(productAtBuild) ?? [];

function CartPage() {
  if (!home) throw new Error('The cart page is rendered after its middleware.');
  return <home.HomeContent product={productAtBuild} />;
}

// In the browser's bundle the page renders nothing: it never runs there.
export default import.meta.env.SSR ? CartPage : () => null;
