/** First-party cookies that carry the visit (consent, discount, campaign) to the cart function. */
export const VISIT_COOKIES = {
  consent: 'lh_consent',
  discount: 'lh_discount',
  campaign: 'lh_campaign',
} as const;

/** `__Host-` on https, so no subdomain or http page can plant or shadow it; bare on plain http. */
const HOST_ONLY = '__Host-';

/** A visit cookie for `document.cookie` or `Set-Cookie`; `maxAgeSeconds` null: for the visit. */
export function visitCookie(
  name: string,
  value: string | null,
  maxAgeSeconds: number | null = null,
  isSecure = false,
): string {
  const age =
    value === null ? '; Max-Age=0' : maxAgeSeconds === null ? '' : `; Max-Age=${maxAgeSeconds}`;
  return `${isSecure ? HOST_ONLY : ''}${name}=${encodeURIComponent(value ?? '')}; Path=/; SameSite=Lax${age}${isSecure ? '; Secure' : ''}`;
}

/** Forgets a visit cookie under both names (a server behind a TLS proxy may have set the bare). */
export function forgetVisitCookie(name: string, isSecure: boolean): string[] {
  return isSecure
    ? [visitCookie(name, null, null, true), visitCookie(name, null)]
    : [visitCookie(name, null)];
}

export type Cookies = Readonly<Record<string, string | undefined>>;

/** A visit cookie's value among a request's cookies: the prefixed name first, then the bare. */
export function visitValue(cookies: Cookies, name: string): string | null {
  return cookies[HOST_ONLY + name] ?? cookies[name] ?? null;
}

const isSecurePage = () => window.location.protocol === 'https:';

/** Writes a first-party cookie for the whole site; `maxAgeSeconds` null: for the visit. */
export function writeVisitCookie(name: string, value: string, maxAgeSeconds: number | null = null) {
  document.cookie = visitCookie(name, value, maxAgeSeconds, isSecurePage());
}

/** Forgets a first-party cookie, under either name (on plain http, the bare one twice). */
export function clearVisitCookie(name: string) {
  document.cookie = visitCookie(name, null, null, isSecurePage());
  document.cookie = visitCookie(name, null);
}

/** A first-party cookie's value in the browser (the prefixed name first), or null. */
export function readVisitCookie(name: string): string | null {
  for (const wanted of [HOST_ONLY + name, name]) {
    const value = new RegExp(`(?:^|;\\s*)${wanted}=([^;]*)`).exec(document.cookie)?.[1];
    if (value === undefined) continue;
    try {
      return decodeURIComponent(value) || null;
    } catch {
      return null;
    }
  }
  return null;
}
