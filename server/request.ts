/**
 * Reading what a request carries, trusting nothing: its size, its form fields, its cookies, the
 * visitor's advertising choice.
 */
import { type AdvertisingDecision, decideAdvertising } from '../app/consent/consent.ts';
import type { ConsentMode } from '../app/consent/consent-mode.ts';
import { VISIT_COOKIES } from '../app/lib/visit-cookie.ts';

/** The function's plain answer: a sentence, never cached; `headers` adds to it (Allow…). */
export function plainText(status: number, body: string, headers: Record<string, string> = {}) {
  return new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  });
}

/** A buy form's body is under 200 bytes; anything near this is not our form. */
const MAX_BODY_BYTES = 4096;

export class BadRequest extends Error {
  override name = 'BadRequest';
  constructor(
    readonly status: 400 | 403 | 405 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/** The urlencoded form fields, each at most once. Throws BadRequest for anything else. */
export async function readForm(
  request: Request,
  maxBytes = MAX_BODY_BYTES,
): Promise<URLSearchParams> {
  return (await readSizedForm(request, maxBytes)).form;
}

/** readForm, with the body's size in bytes. */
export async function readSizedForm(
  request: Request,
  maxBytes: number,
): Promise<{ form: URLSearchParams; bytes: number }> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    throw new BadRequest(415, 'Send the form as application/x-www-form-urlencoded.');
  }
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw tooLarge(maxBytes);
  const bytes = await readLimited(request, maxBytes);
  const form = new URLSearchParams(new TextDecoder().decode(bytes));
  const names = [...form.keys()];
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated) throw new BadRequest(400, `The field "${repeated}" was sent more than once.`);
  return { form, bytes: bytes.byteLength };
}

/** The body, stopping (without reading on) once it passes `limit` bytes. */
async function readLimited(request: Request, limit: number): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function tooLarge(limit: number) {
  return new BadRequest(413, `The form is larger than ${limit} bytes.`);
}

/** The request's cookies by name; a malformed pair is skipped. */
export function readCookies(request: Request): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (request.headers.get('cookie') ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 1) continue;
    const name = pair.slice(0, at).trim();
    try {
      cookies.set(name, decodeURIComponent(pair.slice(at + 1).trim()));
    } catch {
      // Not our encoding: not ours.
    }
  }
  return cookies;
}

/** Whether the caller reads the answer as data (the hydrated form) rather than as a page. */
export function wantsJson(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes('application/json');
}

/** `Sec-GPC: 1`: the browser's Global Privacy Control. */
export function hasGlobalPrivacyControl(request: Request): boolean {
  return request.headers.get('sec-gpc') === '1';
}

/**
 * The page's rules (app/consent/consent.ts) on what the function sees: the choice the page keeps
 * in its cookie (anything but granted or denied counts as none), the mode and Global Privacy Control.
 */
export function advertisingDecision(
  request: Request,
  cookies: Map<string, string>,
  mode: ConsentMode,
): AdvertisingDecision {
  const stored = cookies.get(VISIT_COOKIES.consent);
  return decideAdvertising(
    mode,
    stored === 'granted' || stored === 'denied' ? stored : null,
    hasGlobalPrivacyControl(request),
  );
}
