/**
 * The list forms and the function's contract (server/list.ts): where they post, their fields,
 * and the answers (how an address is checked: ./email-problem.ts).
 */
export const LIST_PATH = '/list';

/** The news list, or the sold-out jar's waitlist (a back-in-stock subscription). */
export const LIST_KINDS = ['news', 'waitlist'] as const;
export type ListKind = (typeof LIST_KINDS)[number];

/**
 * Where a form sits, so a plain post's answer is told beside the form that sent it: the footer's
 * and the one near the last buy area (`near-buy`) join the list; `hero` and `cta` are the sold-out
 * jar's waitlist in place of each buy form.
 */
export const LIST_PLACES = ['footer', 'near-buy', 'hero', 'cta'] as const;
export type ListPlace = (typeof LIST_PLACES)[number];

export const LIST_FIELDS = {
  email: 'email',
  kind: 'list',
  /** The jar the waitlist is for (its variant gid). */
  variant: 'variant',
  /** The page the form is on, to answer a plain post with that page. */
  page: 'page',
  /** Left empty by people (it is hidden); a bot that fills every field fills it. */
  trap: 'website',
  /** Sent by the hydrated form: the pixel's eventID for Lead, for the function's copy. */
  eventId: 'event_id',
} as const;

export type ListRefusal = 'bad-request' | 'not-configured' | 'unavailable' | 'refused';
export type ListAnswer =
  { ok: true; kind: ListKind } | { ok: false; reason: ListRefusal; message: string };
