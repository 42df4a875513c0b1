/**
 * What the buy buttons do once the page is interactive (spec §4, §9): load the product, with
 * retries, and take a click to the hosted checkout, with a message for every way that fails.
 * Loaded with the Storefront client after hydration: showing the page, and its buy links, need
 * neither (issue 11).
 */
import { type ConsentNow, isMarketingAllowed, visitorConsentFor } from '~/consent/checkout-consent';
import { storeMessages as copy } from '~/content/store-messages';
import type { StoreConfig } from '~/config';
import type { Product } from './product';
import { createCheckout, fetchProduct } from './store';
import { retry } from '~/lib/retry';
import { showToast } from '~/ui/toast';

// The campaign code is a file of its own, also loaded by the root on a campaign landing: imported
// statically here, the build would count it as shared and put it in every page's first load.
// Started now, with these flows, it is here well before a click.
const campaignCode = import('./campaign');

/** Spec §4/§9: up to 5 retries, waiting 1 s × the attempt. */
export const STORE_INIT_MAX_RETRIES = 5;
export const STORE_RETRY_DELAY_MS = 1000;

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

export type CheckoutRequest = {
  config: StoreConfig | null;
  /** The product as the page's initialisation left it: null after it failed. */
  initialised: Promise<Product | null>;
  contactEmail: string;
  onProductLoaded: (product: Product) => void;
  /** Called as the browser is sent to the checkout. */
  onLeaving?: (product: Product) => void;
  /** The visitor's choice as it is at the moment of the click. */
  consent: () => ConsentNow;
  /** The visit's discount code at the moment of the click, or null. */
  discountCode: () => string | null;
  /** The store said the code does not apply: the page stops offering it. */
  onDiscountRefused: (code: string) => void;
};

/** One click on a buy button. Resolves true when the browser is on its way to the checkout. */
export async function startCheckout(request: CheckoutRequest): Promise<boolean> {
  const { config, initialised, contactEmail, onProductLoaded, onLeaving, consent } = request;
  if (!config) {
    showToast('error', copy.notConnected(contactEmail));
    return false;
  }
  // A click before the product loaded waits for it; after a failed init, one more try.
  let product = await initialised;
  if (!product) {
    product = await fetchProduct(config).catch((error: unknown) => {
      console.error('Buy button: the store could not be reached', error);
      return null;
    });
    if (product) onProductLoaded(product);
  }
  if (!product) {
    showToast('error', copy.unreachable(contactEmail));
    return false;
  }
  if (!product.isAvailable) {
    showToast('error', copy.soldOutMessage(contactEmail));
    return false;
  }
  // The order carries the visitor's choice, and the visit's campaign where marketing is allowed.
  const { mode, decision } = consent();
  const discountCode = request.discountCode();
  const result = await createCheckout(config, {
    variantGid: product.variantGid,
    visitorConsent: visitorConsentFor(mode, decision),
    attributes: isMarketingAllowed(mode, decision) ? await campaignOfVisit() : [],
    discountCode,
  });
  if (result.ok) {
    // Reported first, never waited for: a slow or blocked pixel cannot hold up the checkout.
    try {
      onLeaving?.(product);
    } catch (error) {
      console.warn('Buy button: could not report the checkout', error);
    }
    window.location.assign(result.value);
    return true;
  }
  if (result.reason === 'discount-refused' && discountCode) {
    // The shopper stays, told; the next tap checks out without the code.
    console.warn(`Buy button: the store says the code ${discountCode} does not apply`);
    request.onDiscountRefused(discountCode);
    showToast('error', copy.discountRefused(discountCode));
    return false;
  }
  console.error('Buy button: checkout failed', result.detail);
  const storeUrl = product.storeUrl;
  showToast(
    'error',
    result.reason === 'rejected' ? copy.rejected(contactEmail) : copy.unreachable(contactEmail),
    storeUrl
      ? { label: copy.viewOnStore, onClick: () => window.location.assign(storeUrl) }
      : undefined,
  );
  return false;
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
