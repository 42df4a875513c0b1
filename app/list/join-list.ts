/**
 * The hydrated list form's send: the same POST a plain form makes, read as JSON, with the id of
 * the pixel's Lead so the function's copy for Meta matches it. Loaded on the first submit.
 */
import { reportShopEvent, shopEventId } from '~/tracking/report-shop-event';
import { list as copy } from '~/content/list';
import { LIST_FIELDS, type ListAnswer } from './list-form';

export async function joinList(form: HTMLFormElement, contactEmail: string): Promise<ListAnswer> {
  const eventId = shopEventId('Lead');
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form))
    if (typeof value === 'string') body.append(name, value);
  body.set(LIST_FIELDS.eventId, eventId);
  try {
    const response = await fetch(form.action, {
      method: 'POST',
      body,
      headers: { Accept: 'application/json' },
    });
    const answer = (await response.json()) as ListAnswer;
    // The pixel hears a Lead with no personal data; the function sent its own with this id.
    if (answer.ok) reportShopEvent({ name: 'Lead' }, { eventId, viaFunction: false });
    return answer;
  } catch (error) {
    console.error('List: the site’s function could not be reached', error);
    return { ok: false, reason: 'unavailable', message: copy.messages.unavailable(contactEmail) };
  }
}
