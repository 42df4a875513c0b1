/** The hydrated list form's send (the plain form's POST, read as JSON), with the Lead's id. */
import { reportShopEvent, shopEventId } from '~/tracking/report-shop-event';
import { listMessages as copy, toldJoined } from '~/content/list-messages';
import { emailProblem } from './email-problem';
import { LIST_FIELDS, type ListAnswer } from './list-form';

export type Told = { isRefusal: boolean; message: string };

/** @public Loaded by join-list-form.tsx as `(await import(…)).joinList`, which knip cannot follow. */
export async function joinList(form: HTMLFormElement, contactEmail: string): Promise<Told> {
  const data = new FormData(form);
  const typed = data.get(LIST_FIELDS.email);
  const problem = emailProblem(typeof typed === 'string' ? typed : '');
  if (problem) return { isRefusal: true, message: problem };
  const eventId = shopEventId('Lead');
  const body = new URLSearchParams();
  for (const [name, value] of data) if (typeof value === 'string') body.append(name, value);
  body.set(LIST_FIELDS.eventId, eventId);
  let answer: ListAnswer;
  try {
    const response = await fetch(form.action, {
      method: 'POST',
      body,
      headers: { Accept: 'application/json' },
    });
    answer = (await response.json()) as ListAnswer;
  } catch (error) {
    console.error('List: the site’s function could not be reached', error);
    return { isRefusal: true, message: copy.unavailable(contactEmail) };
  }
  if (!answer.ok) return { isRefusal: true, message: answer.message };
  // The pixel hears a Lead with no personal data; the function sent its own with this id.
  reportShopEvent({ name: 'Lead' }, { eventId, viaFunction: false });
  return { isRefusal: false, message: toldJoined(answer.kind) };
}
