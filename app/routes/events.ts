/** /events: a shop event the page reported to the pixel, for Meta's Conversions API too. */
import { conversionsOf, serverOf } from '~/server/host';
import { answerSafely, plainText } from '~/lib/request.server';
import { answerEvent } from '~/tracking/events.server';
import type { Route } from './+types/events';

export function action({ request, context }: Route.ActionArgs) {
  const server = serverOf(context);
  return answerSafely(async () => {
    const variantGid = server.site.store?.variantGid ?? null;
    const answer = await answerEvent(request, { variantGid }, conversionsOf(server));
    if (answer.status === 204) return new Response(null, { status: 204 });
    return plainText(answer.status, answer.message, answer.status === 405 ? { Allow: 'POST' } : {});
  }, server.site.contactEmail);
}

export const loader = action;
