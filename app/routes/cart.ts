/** /cart: the buy form's post becomes a cart at the store (app/store/cart.server.ts). */
import { conversionsOf, serverOf, storeCaller } from '~/server/host';
import { answerSafely } from '~/lib/request.server';
import { answerCart } from '~/store/cart.server';
import type { Route } from './+types/cart';

export function action({ request, context }: Route.ActionArgs) {
  const server = serverOf(context);
  const cart = {
    site: server.site,
    env: server.env,
    caller: storeCaller(server),
    conversions: conversionsOf(server),
    loadPage: server.loadPage,
  };
  return answerSafely(() => answerCart(request, cart), server.site.contactEmail);
}

/** Anything but a POST gets the cart's own 405. */
export const loader = action;
