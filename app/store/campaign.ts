/** The landing URL's `utm_*`, added to the cart (with marketing consent) so the order says it. */
import { VISIT_COOKIES, writeVisitCookie } from '../lib/visit-cookie';

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

type UtmKey = (typeof UTM_KEYS)[number];
export type Campaign = Partial<Record<UtmKey, string>>;

export const CAMPAIGN_VALUE_MAX_LENGTH = 100;
/** An address in a campaign value is personal data: such a value is dropped. */
const LOOKS_LIKE_EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;

/** The campaign in a URL's query string, or null when it names none. Other parameters are ignored. */
export function campaignFromQuery(search: string): Campaign | null {
  const params = new URLSearchParams(search);
  const campaign: Campaign = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim().slice(0, CAMPAIGN_VALUE_MAX_LENGTH);
    if (value && !LOOKS_LIKE_EMAIL.test(value)) campaign[key] = value;
  }
  return Object.keys(campaign).length > 0 ? campaign : null;
}

/** Keeps the landing campaign in the visit's cookie; a URL without one keeps the earlier one. */
export function keepCampaign(search: string): void {
  const campaign = campaignFromQuery(search);
  if (!campaign) return;
  try {
    writeVisitCookie(VISIT_COOKIES.campaign, new URLSearchParams(campaign).toString());
  } catch (error) {
    console.warn('Campaign: not kept for the visit (cookies blocked)', error);
  }
}

/** The campaign as cart attributes; an underscore keeps them off the shopper's checkout. */
export function campaignAttributes(campaign: Campaign | null): { key: string; value: string }[] {
  if (!campaign) return [];
  return UTM_KEYS.flatMap((key) => {
    const value = campaign[key];
    return value ? [{ key: `_${key}`, value }] : [];
  });
}
