import type { AdvertisingDecision } from './consent';
import type { ConsentMode } from './consent-mode';

/** The visitor's choice as the Storefront API's `@inContext(visitorConsent:)` takes it. */
export type VisitorConsent = { analytics: boolean; marketing: boolean; saleOfData?: boolean };

/** The choice as the cart tells the checkout: yes allows analytics and marketing; no, neither. */
export function visitorConsentFor(
  mode: ConsentMode,
  decision: AdvertisingDecision | null,
): VisitorConsent | null {
  if (mode === 'off') return null;
  if (decision?.isAllowed) return { analytics: true, marketing: true };
  return { analytics: false, marketing: false, saleOfData: false };
}

/** Whether marketing data (the campaign of the visit) may go with the order. */
export function isMarketingAllowed(
  mode: ConsentMode,
  decision: AdvertisingDecision | null,
): boolean {
  return mode === 'off' || decision?.isAllowed === true;
}
