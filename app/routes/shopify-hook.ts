/** /hooks/shopify: an edit in Shopify's admin starts a build (app/rebuild/shopify-hook.server.ts). */
import { serverOf } from '~/server/host';
import { answerSafely } from '~/lib/request.server';
import { answerShopifyHook } from '~/rebuild/shopify-hook.server';
import type { Route } from './+types/shopify-hook';

export function action({ request, context }: Route.ActionArgs) {
  const server = serverOf(context);
  return answerSafely(
    () => answerShopifyHook(request, server.env, server),
    server.site.contactEmail,
  );
}

export const loader = action;
