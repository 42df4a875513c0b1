/** The list forms and the function's contract (server/list.ts): path, fields and answers. */
export const LIST_PATH = '/list';

/** The news list, or the sold-out jar's waitlist (a back-in-stock subscription). */
export const LIST_KINDS = ['news', 'waitlist'] as const;
export type ListKind = (typeof LIST_KINDS)[number];

/** Where a form sits, so a plain post's answer is told beside it (`hero`/`cta`: the waitlist). */
export const LIST_PLACES = ['footer', 'near-buy', 'hero', 'cta'] as const;
export type ListPlace = (typeof LIST_PLACES)[number];

export const LIST_FIELDS = {
  email: 'email',
  kind: 'list',
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
