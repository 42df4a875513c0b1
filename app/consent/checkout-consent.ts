import type { AdvertisingDecision } from './consent';
import type { ConsentMode } from './consent-mode';

/** The visitor's choice as the Storefront API's `@inContext(visitorConsent:)` takes it. */
export type VisitorConsent = { analytics: boolean; marketing: boolean; saleOfData?: boolean };

/**
 * What the cart tells Shopify's checkout of the visitor's choice, so the checkout and
 * the pixels Shopify runs there do not decide again on their own. `off`: nothing, the platform
 * handles consent. A yes (accepted; in `opt-out`, until the visitor says no): analytics and
 * marketing. A no (rejected, Global Privacy Control, or an `opt-in` visitor who has not
 * answered): neither, and no sale of data.
 */
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
