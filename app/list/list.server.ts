/**
 * POST /list: the footer's "Join the list", the one near the last buy area, and the sold-out
 * jar's "Email me when it's back", sent to the list's provider (server/klaviyo.ts). Strict about
 * what it takes (POST, 1 KB, known fields) and forwards only the address and the list or jar.
 * A plain post is answered with the page it came from, the message in place and the address
 * kept after a refusal; the hydrated form reads JSON.
 */
import type { ListConfig } from '../config';
import { listMessages as copy } from '../content/list-messages';
import { emailProblem } from './email-problem';
import {
  LIST_FIELDS,
  LIST_KINDS,
  LIST_PLACES,
  type ListAnswer,
  type ListKind,
  type ListRefusal,
} from './list-form';
import { isEventId } from '../lib/is-event-id';
import { type Conversions, reportToMeta } from '../tracking/conversions.server';
import { listAnswerPage } from '../lib/answer-page.server';
import { type ListProvider, type ListRequest, klaviyo } from './klaviyo.server';
import { BadRequest, plainText, readSizedForm, wantsJson } from '../lib/request.server';

/** An address and a few short fields: far under this. */
const MAX_LIST_BYTES = 1024;
/**
 * A body between the two limits is refused but read, so the page it came from can be given back
 * with the address in it; past this one it is not read at all.
 */
const MAX_READ_BYTES = 16 * 1024;

export type ListEnv = {
  /** Replaces https://a.klaviyo.com: tests point it at a fake. */
  KLAVIYO_API_ORIGIN?: string;
};

export type ListSite = {
  list: ListConfig | null;
  /** The jar the waitlist may name (null: the page was built without it; the store is asked). */
  variantGid: string | null;
  contactEmail: string;
};

type ListCaller = {
  env: ListEnv;
  loadPage: (path: string) => Promise<string | null>;
  conversions: Conversions;
  /** The store's jar (its variant gid), asked when the build did not know it. */
  storeJar: () => Promise<{ variantGid: string } | 'unreachable' | null>;
  fetchApi?: typeof fetch;
  timeLimitMs?: number;
};

type Outcome =
  | { ok: true; kind: ListKind; eventId: string | null }
  | { ok: false; reason: ListRefusal; status: number; message: string };

export async function answerList(
  request: Request,
  site: ListSite,
  caller: ListCaller,
): Promise<Response> {
  const url = new URL(request.url);
  const place = LIST_PLACES.find((each) => each === url.searchParams.get('from')) ?? 'footer';
  let form: URLSearchParams;
  let bytes: number;
  try {
    if (request.method !== 'POST') throw new BadRequest(405, 'The list takes a POST of its form.');
    ({ form, bytes } = await readSizedForm(request, MAX_READ_BYTES));
  } catch (error) {
    if (!(error instanceof BadRequest)) throw error;
    return refused(request, error);
  }
  const malformed = checkFields(form, site);
  if (malformed) return refused(request, malformed);

  const email = (form.get(LIST_FIELDS.email) ?? '').trim();
  const outcome: Outcome =
    bytes > MAX_LIST_BYTES
      ? { ok: false, reason: 'bad-request', status: 413, message: copy.tooLong }
      : await join(form, email, site, caller);
  if (outcome.ok) {
    reportToMeta(request, { name: 'Lead' }, outcome.eventId, caller.conversions);
  }
  const status = outcome.ok ? 200 : outcome.status;
  const message = outcome.ok
    ? outcome.kind === 'news'
      ? copy.joined
      : copy.waitlisted
    : outcome.message;
  if (wantsJson(request)) {
    const answer: ListAnswer = outcome.ok
      ? { ok: true, kind: outcome.kind }
      : { ok: false, reason: outcome.reason, message };
    return json(status, answer);
  }
  const pagePath = (form.get(LIST_FIELDS.page) ?? '/').replace(/(.)\/$/, '$1');
  const page = await caller.loadPage(pagePath);
  const answered = page && listAnswerPage(page, { place, message, isRefusal: !outcome.ok, email });
  if (!answered) return text(status, message);
  return new Response(answered, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

const VARIANT_GID = /^gid:\/\/shopify\/ProductVariant\/\d{1,20}$/;

/** The form's shape: anything a list form never sends is a 400, told in plain text. */
function checkFields(form: URLSearchParams, site: ListSite): BadRequest | null {
  const known: readonly string[] = Object.values(LIST_FIELDS);
  const unknown = [...form.keys()].find((name) => !known.includes(name));
  if (unknown !== undefined) return new BadRequest(400, `Unknown field "${unknown.slice(0, 40)}".`);
  const kind = form.get(LIST_FIELDS.kind) ?? 'news';
  if (!LIST_KINDS.some((each) => each === kind)) {
    return new BadRequest(400, 'The list is news or waitlist.');
  }
  const page = form.get(LIST_FIELDS.page) ?? '/';
  // The prerendered page names itself with or without its trailing slash.
  if (!/^\/(?:[a-z-]{1,40}\/?)?$/.test(page)) {
    return new BadRequest(400, 'The page is not one of the site’s.');
  }
  const variant = form.get(LIST_FIELDS.variant);
  if (kind === 'waitlist') {
    const isJar =
      variant !== null &&
      VARIANT_GID.test(variant) &&
      (site.variantGid === null || variant === site.variantGid);
    if (!isJar)
      return new BadRequest(400, 'The waitlist is for this store’s jar: the variant is not it.');
  } else if (variant !== null) {
    return new BadRequest(400, 'Only the waitlist names a variant.');
  }
  const eventId = form.get(LIST_FIELDS.eventId);
  if (eventId !== null && !isEventId('Lead', eventId)) {
    return new BadRequest(400, 'The event id is not one the page makes.');
  }
  return null;
}

async function join(
  form: URLSearchParams,
  email: string,
  site: ListSite,
  { env, storeJar, fetchApi, timeLimitMs }: ListCaller,
): Promise<Outcome> {
  const say = copy;
  if (!site.list) {
    return {
      ok: false,
      reason: 'not-configured',
      status: 503,
      message: say.notSetUp(site.contactEmail),
    };
  }
  // A person never sees the trap; whatever filled it is not let through.
  if ((form.get(LIST_FIELDS.trap) ?? '') !== '') {
    return { ok: false, reason: 'bad-request', status: 400, message: say.trap };
  }
  const problem = emailProblem(email);
  if (problem) return { ok: false, reason: 'bad-request', status: 400, message: problem };
  const kind = form.get(LIST_FIELDS.kind) === 'waitlist' ? 'waitlist' : 'news';
  const variant = form.get(LIST_FIELDS.variant) ?? '';
  if (kind === 'waitlist' && site.variantGid === null) {
    // Built without the jar's id: only the store can say which variant the waitlist may name.
    const jar = await storeJar();
    if (jar === 'unreachable') {
      return unavailable(site.contactEmail);
    }
    if (jar?.variantGid !== variant) {
      return {
        ok: false,
        reason: 'bad-request',
        status: 400,
        message: 'The waitlist is for this store’s jar: the variant is not it.',
      };
    }
  }
  const wanted: ListRequest =
    kind === 'news' ? { kind } : { kind, variantId: variant.slice(variant.lastIndexOf('/') + 1) };
  const provider: ListProvider = klaviyo(site.list, {
    origin: env.KLAVIYO_API_ORIGIN?.trim() || undefined,
    fetchApi,
    timeLimitMs,
  });
  const result = await provider(email, wanted);
  if (result === 'ok') return { ok: true, kind, eventId: form.get(LIST_FIELDS.eventId) };
  return result === 'refused'
    ? { ok: false, reason: 'refused', status: 422, message: say.refused(site.contactEmail) }
    : unavailable(site.contactEmail);
}

function unavailable(contactEmail: string): Outcome {
  return {
    ok: false,
    reason: 'unavailable',
    status: 502,
    message: copy.unavailable(contactEmail),
  };
}

/** What is not a list form: a sentence, as JSON to the hydrated form, as text to anything else. */
function refused(request: Request, error: BadRequest): Response {
  if (!wantsJson(request)) return text(error.status, error.message);
  return json(error.status, { ok: false, reason: 'bad-request', message: error.message });
}

function json(status: number, answer: ListAnswer): Response {
  return new Response(JSON.stringify(answer), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
}

function text(status: number, body: string): Response {
  return plainText(status, body, status === 405 ? { Allow: 'POST' } : {});
}
