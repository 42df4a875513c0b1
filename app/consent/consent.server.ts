/** The visitor's advertising choice as the server sees it: the same rules as the page's. */
import { type AdvertisingDecision, decideAdvertising } from './consent';
import type { ConsentMode } from './consent-mode';
import { type Cookies, VISIT_COOKIES, visitValue } from '../lib/visit-cookie';

/** `Sec-GPC: 1`: the browser's Global Privacy Control. */
export function hasGlobalPrivacyControl(request: Request): boolean {
  return request.headers.get('sec-gpc') === '1';
}

/** The page's rules on the cookie's choice (anything else counts as none), the mode and GPC. */
export function advertisingDecision(
  request: Request,
  cookies: Cookies,
  mode: ConsentMode,
): AdvertisingDecision {
  const stored = visitValue(cookies, VISIT_COOKIES.consent);
  return decideAdvertising(
    mode,
    stored === 'granted' || stored === 'denied' ? stored : null,
    hasGlobalPrivacyControl(request),
  );
}
