/** First-party cookies that carry the visit (consent, discount, campaign) to the cart function. */
export const VISIT_COOKIES = {
  consent: 'lh_consent',
  discount: 'lh_discount',
  campaign: 'lh_campaign',
} as const;

/** A visit cookie for `document.cookie` or `Set-Cookie`; `maxAgeSeconds` null: for the visit. */
export function visitCookie(
  name: string,
  value: string | null,
  maxAgeSeconds: number | null = null,
  secure = false,
): string {
  const age =
    value === null ? '; Max-Age=0' : maxAgeSeconds === null ? '' : `; Max-Age=${maxAgeSeconds}`;
  return `${name}=${encodeURIComponent(value ?? '')}; Path=/; SameSite=Lax${age}${secure ? '; Secure' : ''}`;
}

/** Writes a first-party cookie for the whole site; `maxAgeSeconds` null: for the visit. */
export function writeVisitCookie(
  name: string,
  value: string | null,
  maxAgeSeconds: number | null = null,
) {
  document.cookie = visitCookie(name, value, maxAgeSeconds, window.location.protocol === 'https:');
}

/** A first-party cookie's value in the browser, or null. */
export function readVisitCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const pair of document.cookie.split(';')) {
    const at = pair.indexOf('=');
    if (pair.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(at + 1).trim()) || null;
    } catch {
      return null;
    }
  }
  return null;
}
