/** The hydrated list form's send (the router's fetcher) and the list route's `clientAction`. */
import type { SubmitFunction } from 'react-router';
import { reportShopEvent, shopEventId } from '~/tracking/report-shop-event';
import { listMessages as copy } from '~/content/list-messages';
import { config } from '~/config';
import { LIST_FIELDS, type ListTold, emailProblem } from './list-form';

export type Told = Pick<ListTold, 'isRefusal' | 'message'>;

/** The answers come back here, by the posting form's place (its action's `from`). */
const answers = new Map<string | null, Told>();
let leadId = '';

/** @public Loaded by join-list-form.tsx as `(await import(…)).joinList`, which knip cannot follow.
 * The address checked here first, then posted with the router's fetcher (useFetcher's own state
 * costs 800 B more in every first load). */
export async function joinList(form: HTMLFormElement, submit: SubmitFunction): Promise<Told> {
  const fields = new FormData(form);
  const typed = fields.get(LIST_FIELDS.email);
  const problem = emailProblem(typeof typed === 'string' ? typed : '');
  if (problem) return { isRefusal: true, message: problem };
  // The pixel's Lead and the server's copy for Meta share this id.
  leadId = shopEventId('Lead');
  fields.set(LIST_FIELDS.eventId, leadId);
  const action = form.getAttribute('action') ?? '';
  const place = placeOf(action);
  answers.delete(place);
  await submit(fields, {
    method: 'post',
    action,
    navigate: false,
    fetcherKey: 'list',
    // The pages' data is the build's: a sign-up changes none of it.
    defaultShouldRevalidate: false,
  });
  const told = answers.get(place);
  answers.delete(place);
  return told ?? unreachable(null);
}

/** @public The list route's `clientAction`: the server's answer; the pixel's Lead once joined. */
export async function takeListAnswer({
  request,
  serverAction,
}: {
  request: Request;
  serverAction: () => Promise<ListTold>;
}) {
  let told: Told;
  try {
    told = await serverAction();
  } catch (error) {
    told = unreachable(error);
  }
  answers.set(placeOf(request.url), told);
  if (!told.isRefusal) reportShopEvent({ name: 'Lead' }, { eventId: leadId, viaFunction: false });
  return told;
}

const placeOf = (url: string) => new URL(url, 'http://x').searchParams.get('from');

/** The server was not reached: the one sentence the page says on its own. */
function unreachable(error: unknown): Told {
  console.error('List: the site’s function could not be reached', error ?? '');
  return { isRefusal: true, message: copy.unavailable(config.contactEmail) };
}
