/** The list forms' contract with the server: path, fields, their one schema, the answers. */
import * as v from 'valibot';
import { listMessages as copy } from '../content/list-messages';
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

export type ListFields = {
  email: string;
  kind: ListKind;
  /** The waitlist's jar (its variant gid); null for the news list. */
  variant: string | null;
  /** The page the form is on, without a trailing slash: `/`, `/contact`… */
  page: string;
  isTrapped: boolean;
  eventId: string | null;
};

const VARIANT_GID = /^gid:\/\/shopify\/ProductVariant\/\d{1,20}$/;
const WRONG_VARIANT = 'The waitlist is for this store’s jar: the variant is not it.';

/** RFC 5321's limit; a real address is far shorter. The field's own limit too. */
export const MAX_EMAIL_LENGTH = 254;
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

/** An address, or why not in the visitor's words: for the hydrated form and the action alike. */
const emailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(copy.empty),
  v.maxLength(MAX_EMAIL_LENGTH, copy.invalid),
  v.regex(EMAIL, copy.invalid),
);

/** Why an address is not one, in the visitor's words, or null when it will do. */
export function emailProblem(email: string): string | null {
  return v.safeParse(emailSchema, email, { abortEarly: true }).issues?.[0].message ?? null;
}

/** The list form's fields; the address read as typed and checked apart (`emailProblem`). */
const listFormSchema = v.strictObject(
  {
    [LIST_FIELDS.email]: v.optional(v.pipe(v.string(), v.trim()), ''),
    [LIST_FIELDS.kind]: v.optional(v.picklist(LIST_KINDS, 'The list is news or waitlist.'), 'news'),
    [LIST_FIELDS.variant]: v.optional(v.pipe(v.string(), v.regex(VARIANT_GID, WRONG_VARIANT))),
    // The prerendered page names itself with or without its trailing slash.
    [LIST_FIELDS.page]: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\/(?:[a-z-]{1,40}\/?)?$/, 'The page is not one of the site’s.'),
        v.transform((page) => page.replace(/(.)\/$/, '$1')),
      ),
      '/',
    ),
    [LIST_FIELDS.trap]: v.optional(v.string(), ''),
    [LIST_FIELDS.eventId]: v.optional(
      v.pipe(
        v.string(),
        v.check((id) => isEventId('Lead', id), 'The event id is not one the page makes.'),
      ),
    ),
  },
  // Every field is optional: the object's one issue is a field it does not know.
  (issue) => `Unknown field "${typeof issue.input === 'string' ? issue.input.slice(0, 40) : ''}".`,
);

/** The fields, or what no list form sends. `jar`: the waitlist's variant (null: the store says). */
export function readListForm(form: URLSearchParams, jar: string | null): ListFields | string {
  const read = v.safeParse(listFormSchema, Object.fromEntries(form), { abortEarly: true });
  if (!read.success) return read.issues[0].message;
  const {
    email,
    list: kind,
    variant = null,
    page,
    website,
    event_id: eventId = null,
  } = read.output;
  if (kind === 'waitlist' ? variant === null || (jar !== null && variant !== jar) : false) {
    return WRONG_VARIANT;
  }
  if (kind === 'news' && variant !== null) return 'Only the waitlist names a variant.';
  return { email, kind, variant, page, isTrapped: website !== '', eventId };
}

/** The list's answer, shown beside the form that sent it (hydrated, or in a plain post's page). */
export type ListTold = {
  place: ListPlace;
  page: string;
  message: string;
  isRefusal: boolean;
  /** The address as typed, given back after a refusal; empty after a welcome. */
  email: string;
};
