/** /product.json: the live product for the page after it shows (app/store/product.server.ts). */
import { serverOf, storeCaller } from '~/server/host';
import { answerSafely } from '~/lib/request.server';
import { answerProduct } from '~/store/product.server';
import { rebuildAfterOfferDate } from '~/rebuild/offer-dates.server';
import type { Route } from './+types/product-json';

export function loader({ request, context }: Route.LoaderArgs) {
  const server = serverOf(context);
  // Asked by every page that shows the jar, hydrated: the first after the offer's date builds.
  rebuildAfterOfferDate(server.site.offerChangesAt, server.env, server);
  return answerSafely(
    () => answerProduct(request, server.site.store, server.env, storeCaller(server)),
    server.site.contactEmail,
  );
}

export const action = loader;
