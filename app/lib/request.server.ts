import { parse as parseCookie } from 'cookie';
import type { Cookies } from './visit-cookie';

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

/** A file's answer to anything but reading it (the prerendered robots.txt, sitemap, manifest). */
export const onlyRead = () => plainText(405, 'This file is read with GET.', { Allow: 'GET, HEAD' });

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

export async function readSizedForm(
  request: Request,
  maxBytes: number,
): Promise<{ form: URLSearchParams; bytes: number }> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    throw new BadRequest(415, 'Send the form as application/x-www-form-urlencoded.');
  }
  const bytes = await readLimited(request, maxBytes);
  const form = new URLSearchParams(new TextDecoder().decode(bytes));
  const names = [...form.keys()];
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated) throw new BadRequest(400, `The field "${repeated}" was sent more than once.`);
  return { form, bytes: bytes.byteLength };
}

/** The body, stopping (without reading on) once it passes `limit` bytes (a 413 BadRequest). */
export async function readLimited(
  request: Request,
  limit: number,
  what = 'form',
): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) throw tooLarge(limit, what);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not awaited: a clone's branch is cancelled only once its twin is too (the middleware's).
      void reader.cancel().catch(() => undefined);
      throw tooLarge(limit, what);
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

function tooLarge(limit: number, what: string) {
  return new BadRequest(413, `The ${what} is larger than ${limit} bytes.`);
}

/** A post from this site's pages (Origin, else Sec-Fetch-Site); one naming neither is refused. */
export function isFromOwnPages(request: Request): boolean {
  const origin = request.headers.get('origin') || null;
  if (origin === null) return request.headers.get('sec-fetch-site') === 'same-origin';
  try {
    return new URL(origin).host === new URL(request.url).host;
  } catch {
    return false;
  }
}

export function readCookies(request: Request): Cookies {
  return parseCookie(request.headers.get('cookie') ?? '');
}

/** Never a thrown error: a defect is logged once and answered with a plain sentence. */
export async function answerSafely(
  answer: () => Promise<Response>,
  contactEmail: string,
): Promise<Response> {
  try {
    return await answer();
  } catch (error) {
    console.error('Server: unexpected failure', error);
    return plainText(
      500,
      `Something went wrong. Please try again, or email us at ${contactEmail}.`,
    );
  }
}

/** The hardening headers the hosts give static files; HTML without its own policy runs no script. */
export function secured(response: Response): Response {
  const headers = response.headers;
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  if (
    headers.get('Content-Type')?.startsWith('text/html') &&
    !headers.has('Content-Security-Policy')
  ) {
    headers.set('Content-Security-Policy', NO_SCRIPT_POLICY);
  }
  return response;
}

const NO_SCRIPT_POLICY = [
  "default-src 'self'",
  "script-src 'none'",
  "style-src 'self' 'unsafe-inline'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self' https:",
  "frame-ancestors 'none'",
].join('; ');
