/** /list: the email list and the waitlist (app/list/list.server.ts). */
import { conversionsOf, serverOf, storeCaller } from '~/server/host';
import { answerSafely } from '~/lib/request.server';
import { answerList } from '~/list/list.server';
import { storeJar } from '~/store/cart.server';
import type { Route } from './+types/list';

export function action({ request, context }: Route.ActionArgs) {
  const server = serverOf(context);
  const site = {
    list: server.site.list,
    variantGid: server.site.store?.variantGid ?? null,
    contactEmail: server.site.contactEmail,
  };
  return answerSafely(
    () =>
      answerList(request, site, {
        env: server.env,
        loadPage: server.loadPage,
        conversions: conversionsOf(server),
        storeJar: () => storeJar(server.site.store, server.env, storeCaller(server)),
        fetchApi: server.fetchApi,
        timeLimitMs: server.listTimeLimitMs,
      }),
    server.site.contactEmail,
  );
}

export const loader = action;
