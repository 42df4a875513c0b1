/**
 * The landing URL's `utm_*` values, kept for the visit and added to the cart as attributes (where
 * marketing is allowed), so the order in Shopify admin says which campaign sold it.
 */
const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

type UtmKey = (typeof UTM_KEYS)[number];
export type Campaign = Partial<Record<UtmKey, string>>;

/** A longer value is cut to this; campaign names are short. */
export const CAMPAIGN_VALUE_MAX_LENGTH = 100;
const STORAGE_KEY = 'lumenhive.campaign';
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

let pageCampaign: Campaign | null = null;

/** Keeps the landing URL's campaign for the visit; a URL without one keeps the earlier one. */
export function keepCampaign(search: string, storage: Pick<Storage, 'setItem'> | null): void {
  const campaign = campaignFromQuery(search);
  if (!campaign) return;
  pageCampaign = campaign;
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(campaign));
  } catch {
    // Blocked or full storage: the campaign lasts for this page.
  }
}

export function readCampaign(storage: Pick<Storage, 'getItem'> | null): Campaign | null {
  try {
    const stored = storage?.getItem(STORAGE_KEY);
    if (stored) {
      const saved = JSON.parse(stored) as Record<string, string>;
      return campaignFromQuery(new URLSearchParams(saved).toString());
    }
  } catch {
    // Unreadable: fall back to what this page saw.
  }
  return pageCampaign;
}

/**
 * The campaign as cart attributes. Keys start with an underscore, which Shopify keeps on the
 * order but does not show the shopper at checkout.
 */
export function campaignAttributes(campaign: Campaign | null): { key: string; value: string }[] {
  if (!campaign) return [];
  return UTM_KEYS.flatMap((key) => {
    const value = campaign[key];
    return value ? [{ key: `_${key}`, value }] : [];
  });
}

// For the callers that load this module on demand (the root, the checkout flows).
export { sessionStore } from '~/lib/session-store';
