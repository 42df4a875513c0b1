/** The list forms' contract with the server: path, fields, their one parser, the answers. */
import { isEventId } from '../lib/is-event-id';

export const LIST_PATH = '/list';

/** The news list, or the sold-out jar's waitlist (a back-in-stock subscription). */
const LIST_KINDS = ['news', 'waitlist'] as const;
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

export type ListRefusal = 'bad-request' | 'not-configured' | 'unavailable' | 'refused' | 'limited';
export type ListAnswer =
  { ok: true; kind: ListKind } | { ok: false; reason: ListRefusal; message: string };

/** What a list form posts, read. */
export type ListFields = {
  email: string;
  kind: ListKind;
  /** The waitlist's jar (its variant gid); null for the news list. */
  variant: string | null;
  /** The page the form is on, without a trailing slash: `/`, `/contact`… */
  page: string;
  /** Filled: not a person. */
  isTrapped: boolean;
  eventId: string | null;
};

const VARIANT_GID = /^gid:\/\/shopify\/ProductVariant\/\d{1,20}$/;

/** The fields, or what no list form sends. `jar`: the waitlist's variant (null: the store says). */
export function readListForm(form: URLSearchParams, jar: string | null): ListFields | string {
  const known: readonly string[] = Object.values(LIST_FIELDS);
  const unknown = [...form.keys()].find((name) => !known.includes(name));
  if (unknown !== undefined) return `Unknown field "${unknown.slice(0, 40)}".`;
  const named = form.get(LIST_FIELDS.kind) ?? 'news';
  const kind = LIST_KINDS.find((each) => each === named);
  if (!kind) return 'The list is news or waitlist.';
  const page = form.get(LIST_FIELDS.page) ?? '/';
  // The prerendered page names itself with or without its trailing slash.
  if (!/^\/(?:[a-z-]{1,40}\/?)?$/.test(page)) return 'The page is not one of the site’s.';
  const variant = form.get(LIST_FIELDS.variant);
  if (kind === 'waitlist') {
    if (variant === null || !VARIANT_GID.test(variant) || (jar !== null && variant !== jar)) {
      return 'The waitlist is for this store’s jar: the variant is not it.';
    }
  } else if (variant !== null) {
    return 'Only the waitlist names a variant.';
  }
  const eventId = form.get(LIST_FIELDS.eventId);
  if (eventId !== null && !isEventId('Lead', eventId)) {
    return 'The event id is not one the page makes.';
  }
  return {
    email: (form.get(LIST_FIELDS.email) ?? '').trim(),
    kind,
    variant,
    page: page.replace(/(.)\/$/, '$1'),
    isTrapped: (form.get(LIST_FIELDS.trap) ?? '') !== '',
    eventId,
  };
}

/** A plain post's answer, for the page it came from to show beside the form that sent it. */
export type ListTold = {
  place: ListPlace;
  page: string;
  message: string;
  isRefusal: boolean;
  /** The address as typed, given back after a refusal; empty after a welcome. */
  email: string;
};
