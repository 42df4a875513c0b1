/**
 * What the buy buttons do once interactive: load the product, with retries, and start a
 * checkout. Loaded after hydration with the Storefront client.
 */
import { isMarketingAllowed, visitorConsentFor } from '~/consent/checkout-consent';
import { consentState } from '~/consent/consent-state';
import type { StoreConfig } from '~/config';
import { retry } from '~/lib/retry';
import { readDiscountCode } from './discount';
import type { Product } from './product';
import { planFor, unitPrice } from './selling-plans';
import { currentQuantity, liveProduct, pickedPlan, settledProduct } from './shop-state';
import { createCheckout, fetchProduct } from './storefront-client';

// The campaign code is a file of its own, also loaded by the root on a campaign landing: imported
// statically here, the build would count it as shared and put it in every page's first load.
// Started now, with this module, it is here well before a click.
const campaignCode = import('./campaign');

/** Up to 5 retries after the first attempt, waiting 1 s × the attempt. */
const STORE_INIT_MAX_RETRIES = 5;
const STORE_RETRY_DELAY_MS = 1000;

/** The product, asked until the store answers or the retries run out; every failure logged. */
export function loadProduct(config: StoreConfig, signal: AbortSignal): Promise<Product> {
  return retry(() => fetchProduct(config), {
    maxRetries: STORE_INIT_MAX_RETRIES,
    delayMs: (attempt) => STORE_RETRY_DELAY_MS * attempt,
    signal,
    onFailure: (error, attempt) =>
      console.error(`Buy button: loading the product failed (attempt ${attempt})`, error),
  });
}

/** Why a click did not lead to a checkout: each reason has its message for the shopper. */
export type CheckoutRefusal =
  | { reason: 'not-configured' | 'unreachable' | 'sold-out' }
  | { reason: 'discount-refused'; code: string }
  | { reason: 'rejected' | 'failed'; storeUrl: string | null };

export type CheckoutResult =
  { ok: true; url: string; product: Product; quantity: number } | ({ ok: false } & CheckoutRefusal);

/**
 * One click: a cart with what the visit carries now (the jars and plan picked, consent, campaign where
 * allowed, discount code). Resolves to the checkout's URL and the product, or why there is none.
 */
export async function checkout(config: StoreConfig | null): Promise<CheckoutResult> {
  if (!config) return refuse({ reason: 'not-configured' });
  // A click before the product loaded waits for it; after a failed load, one more try.
  let product = await settledProduct();
  if (!product) {
    product = await fetchProduct(config).catch((error: unknown) => {
      console.error('Buy button: the store could not be reached', error);
      return null;
    });
    if (product) liveProduct.set({ status: 'ready', product });
  }
  if (!product) return refuse({ reason: 'unreachable' });
  if (!product.isAvailable) return refuse({ reason: 'sold-out' });

  const { mode, decision } = consentState.get();
  const discountCode = readDiscountCode();
  const quantity = currentQuantity();
  const plan = planFor(product, pickedPlan.get());
  const result = await createCheckout(config, {
    variantGid: product.variantGid,
    quantity,
    sellingPlanId: plan?.id ?? null,
    visitorConsent: visitorConsentFor(mode, decision),
    attributes: isMarketingAllowed(mode, decision) ? await campaignOfVisit() : [],
    discountCode,
  });
  if (result.ok) {
    const bought = { ...product, price: unitPrice(product, plan) };
    return { ok: true, url: result.value, product: bought, quantity };
  }
  if (result.reason === 'discount-refused' && discountCode) {
    console.warn(`Buy button: the store says the code ${discountCode} does not apply`);
    return refuse({ reason: 'discount-refused', code: discountCode });
  }
  console.error('Buy button: checkout failed', result.detail);
  return refuse({
    reason: result.reason === 'rejected' ? 'rejected' : 'failed',
    storeUrl: product.storeUrl,
  });
}

function refuse(refusal: CheckoutRefusal): CheckoutResult {
  return { ok: false, ...refusal };
}

/** The visit's campaign as cart attributes; none if its code cannot load. */
async function campaignOfVisit() {
  try {
    const { campaignAttributes, keepCampaign, readCampaign, sessionStore } = await campaignCode;
    // A click on the landing page itself may come before the page kept its campaign.
    keepCampaign(window.location.search, sessionStore());
    return campaignAttributes(readCampaign(sessionStore()));
  } catch (error) {
    console.warn('Buy button: the campaign could not be read', error);
    return [];
  }
}
