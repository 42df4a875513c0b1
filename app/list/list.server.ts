/** POST /list: the list and waitlist forms to Klaviyo. Strict about what it takes; forwards only
 * the address and the list or jar. */
import type { ListConfig } from '../config';
import { listMessages as copy, toldJoined } from '../content/list-messages';
import { emailProblem } from './email-problem';
import {
  LIST_PLACES,
  type ListAnswer,
  type ListFields,
  type ListKind,
  type ListRefusal,
  type ListTold,
  readListForm,
} from './list-form';
import { type Conversions, reportToMeta } from '../tracking/conversions.server';
import { type ListProvider, type ListRequest, klaviyo } from './klaviyo.server';
import type { SignUpLimit } from './sign-up-limit.server';
import {
  BadRequest,
  isFromOwnPages,
  plainText,
  readSizedForm,
  wantsJson,
} from '../lib/request.server';

/** An address and a few short fields: far under this. */
const MAX_LIST_BYTES = 1024;
/** Between the two limits a body is refused but read, to give the page back with the address. */
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
  /** The shopper's address as the host sees it, and how many sign-ups it may send. */
  clientIp: string | null;
  signUpLimit: SignUpLimit;
  conversions: Conversions;
  /** The store's jar (its variant gid), asked when the build did not know it. */
  storeJar: () => Promise<{ variantGid: string } | 'unreachable' | null>;
  fetchApi?: typeof fetch;
  timeLimitMs?: number;
};

type Outcome =
  | { ok: true; kind: ListKind; eventId: string | null }
  | { ok: false; reason: ListRefusal; status: number; message: string };

/** A plain post's answer, for the page it came from to render (app/routes/list.post.tsx). */
export type ListPageAnswer = { told: ListTold; status: number };

/** JSON for the hydrated form; not a list form: its sentence; a plain post: its page again. */
export async function answerList(
  request: Request,
  site: ListSite,
  caller: ListCaller,
): Promise<Response | ListPageAnswer> {
  const url = new URL(request.url);
  const place = LIST_PLACES.find((each) => each === url.searchParams.get('from')) ?? 'footer';
  let read: { form: URLSearchParams; bytes: number };
  try {
    if (request.method !== 'POST') throw new BadRequest(405, 'The list takes a POST of its form.');
    if (!isFromOwnPages(request)) {
      throw new BadRequest(403, 'The list takes sign-ups from this site’s own pages.');
    }
    read = await readSizedForm(request, MAX_READ_BYTES);
  } catch (error) {
    if (!(error instanceof BadRequest)) throw error;
    return refused(request, error);
  }
  const fields = readListForm(read.form, site.variantGid);
  if (typeof fields === 'string') return refused(request, { status: 400, message: fields });

  const outcome: Outcome =
    read.bytes > MAX_LIST_BYTES
      ? { ok: false, reason: 'bad-request', status: 413, message: copy.tooLong }
      : await join(fields, site, caller);
  if (outcome.ok) {
    reportToMeta(request, { name: 'Lead' }, outcome.eventId, caller.conversions);
  }
  const status = outcome.ok ? 200 : outcome.status;
  const message = outcome.ok ? toldJoined(outcome.kind) : outcome.message;
  if (wantsJson(request)) {
    const answer: ListAnswer = outcome.ok
      ? { ok: true, kind: outcome.kind }
      : { ok: false, reason: outcome.reason, message };
    return json(status, answer);
  }
  const isRefusal = !outcome.ok;
  const email = isRefusal ? fields.email : '';
  return { told: { place, page: fields.page, message, isRefusal, email }, status };
}

async function join(
  { email, kind, variant, isTrapped, eventId }: ListFields,
  site: ListSite,
  { env, storeJar, fetchApi, timeLimitMs, clientIp, signUpLimit }: ListCaller,
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
  if (isTrapped) {
    return { ok: false, reason: 'bad-request', status: 400, message: say.trap };
  }
  const problem = emailProblem(email);
  if (problem) return { ok: false, reason: 'bad-request', status: 400, message: problem };
  // Counted once the form is one a person could send, before the store or the list is asked.
  if (clientIp && !(await signUpLimit(clientIp))) {
    return { ok: false, reason: 'limited', status: 429, message: say.limited };
  }
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
  const jar = variant ?? '';
  const wanted: ListRequest =
    kind === 'news' ? { kind } : { kind, variantId: jar.slice(jar.lastIndexOf('/') + 1) };
  const provider: ListProvider = klaviyo(site.list, {
    origin: env.KLAVIYO_API_ORIGIN?.trim() || undefined,
    fetchApi,
    timeLimitMs,
  });
  const result = await provider(email, wanted);
  if (result === 'ok') return { ok: true, kind, eventId };
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
function refused(request: Request, { status, message }: Pick<BadRequest, 'status' | 'message'>) {
  if (!wantsJson(request)) return text(status, message);
  return json(status, { ok: false, reason: 'bad-request', message });
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
