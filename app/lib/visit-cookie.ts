/**
 * First-party cookies that carry what the visit brought (the consent choice, a discount code,
 * the campaign) to the site's own cart function, which reads them on a plain form post.
 */
export const VISIT_COOKIES = {
  consent: 'lh_consent',
  discount: 'lh_discount',
  campaign: 'lh_campaign',
} as const;

/** Writes a first-party cookie for the whole site; `maxAgeSeconds` null: for the visit. */
export function writeVisitCookie(
  name: string,
  value: string | null,
  maxAgeSeconds: number | null = null,
) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const age =
    value === null ? '; Max-Age=0' : maxAgeSeconds === null ? '' : `; Max-Age=${maxAgeSeconds}`;
  document.cookie = `${name}=${encodeURIComponent(value ?? '')}; Path=/; SameSite=Lax${age}${secure}`;
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
