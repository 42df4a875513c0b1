/** POST /list: the list and waitlist forms to Klaviyo, with only the address and list or jar. */
import type { ListConfig } from '../config';
import { listMessages as copy, toldJoined } from '../content/list-messages';
import {
  LIST_PLACES,
  type ListFields,
  type ListKind,
  type ListTold,
  emailProblem,
  readListForm,
} from './list-form';
import { type Conversions, reportToMeta } from '../tracking/conversions.server';
import { type ListProvider, type ListRequest, klaviyo } from './klaviyo.server';
import type { SignUpLimit } from './sign-up-limit.server';
import { BadRequest, isFromOwnPages, plainText, readSizedForm } from '../lib/request.server';

const MAX_LIST_BYTES = 1024;
/** Between the two limits a body is refused but read, to give the page back with the address. */
const MAX_READ_BYTES = 16 * 1024;

export type ListEnv = { KLAVIYO_API_ORIGIN?: string };

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
  | { ok: false; status: number; message: string };

/** The list's answer, for the page that posted and the hydrated form alike (routes/list.post.tsx). */
export type ListPageAnswer = { told: ListTold; status: number };

/** What no list form sends, or a site without a list: a sentence. Null: a form to answer. */
export async function refuseMalformedList(
  request: Request,
  site: ListSite,
): Promise<Response | null> {
  try {
    const fields = await readPost(request, site);
    if (typeof fields === 'string') return text(400, fields);
  } catch (error) {
    if (!(error instanceof BadRequest)) throw error;
    return text(error.status, error.message);
  }
  return site.list ? null : text(503, copy.notSetUp(site.contactEmail));
}

async function readPost(request: Request, site: ListSite) {
  if (request.method !== 'POST') throw new BadRequest(405, 'The list takes a POST of its form.');
  if (!isFromOwnPages(request)) {
    throw new BadRequest(403, 'The list takes sign-ups from this site’s own pages.');
  }
  const read = await readSizedForm(request, MAX_READ_BYTES);
  const fields = readListForm(read.form, site.variantGid);
  return typeof fields === 'string' ? fields : { ...fields, bytes: read.bytes };
}

/** A list form's post (`refuseMalformedList` let it through): joined, or the reason. */
export async function answerList(
  request: Request,
  site: ListSite,
  caller: ListCaller,
): Promise<ListPageAnswer> {
  const from = new URL(request.url).searchParams.get('from');
  const place = LIST_PLACES.find((each) => each === from) ?? 'footer';
  const fields = await readPost(request, site);
  if (typeof fields === 'string') throw new BadRequest(400, fields);
  const outcome: Outcome =
    fields.bytes > MAX_LIST_BYTES
      ? { ok: false, status: 413, message: copy.tooLong }
      : await join(fields, site, caller);
  if (outcome.ok) {
    reportToMeta(request, { name: 'Lead' }, outcome.eventId, caller.conversions);
  }
  const status = outcome.ok ? 200 : outcome.status;
  const message = outcome.ok ? toldJoined(outcome.kind) : outcome.message;
  const isRefusal = !outcome.ok;
  const email = isRefusal ? fields.email : '';
  return { told: { place, page: fields.page, message, isRefusal, email }, status };
}

async function join(
  { email, kind, variant, isTrapped, eventId }: ListFields,
  site: ListSite,
  { env, storeJar, fetchApi, timeLimitMs, clientIp, signUpLimit }: ListCaller,
): Promise<Outcome> {
  const refuse = (status: number, message: string) => ({ ok: false, status, message }) as const;
  const unavailable = refuse(502, copy.unavailable(site.contactEmail));
  if (!site.list) return refuse(503, copy.notSetUp(site.contactEmail));
  // A person never sees the trap; whatever filled it is not let through.
  if (isTrapped) return refuse(400, copy.trap);
  const problem = emailProblem(email);
  if (problem) return refuse(400, problem);
  // Counted once the form is one a person could send, before the store or the list is asked.
  if (clientIp && !(await signUpLimit(clientIp))) return refuse(429, copy.limited);
  if (kind === 'waitlist' && site.variantGid === null) {
    // Built without the jar's id: only the store can say which variant the waitlist may name.
    const jar = await storeJar();
    if (jar === 'unreachable') return unavailable;
    if (jar?.variantGid !== variant) {
      return refuse(400, 'The waitlist is for this store’s jar: the variant is not it.');
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
  return result === 'refused' ? refuse(422, copy.refused(site.contactEmail)) : unavailable;
}

function text(status: number, body: string): Response {
  return plainText(status, body, status === 405 ? { Allow: 'POST' } : {});
}
