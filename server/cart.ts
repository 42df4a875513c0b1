/**
 * POST /cart: the buy form's fields and the visit's cookies become one Storefront cart, and the
 * shopper goes to its checkout (303). Every refusal is a value the caller turns into a page or
 * JSON; nothing here throws to the host.
 */
import type { StoreConfig } from '../app/config.ts';
import type { ConsentMode } from '../app/consent/consent-mode.ts';
import { isMarketingAllowed, visitorConsentFor } from '../app/consent/checkout-consent.ts';
import { campaignAttributes, campaignFromQuery } from '../app/store/campaign.ts';
import { CART_FIELDS } from '../app/store/cart-form.ts';
import { VISIT_COOKIES } from '../app/lib/visit-cookie.ts';
import { acceptedCode } from '../app/store/discount-early.ts';
import type { Product } from '../app/store/product.ts';
import { createCheckout, fetchProduct, withApiOrigin } from '../app/store/storefront-client.ts';
import { withTimeLimit } from '../app/lib/time-limit.ts';
import { unitPrice } from '../app/store/selling-plans.ts';
import { type ShopEvent, isEventId } from '../app/tracking/shop-events.ts';
import { BadRequest, advertisingDecision, readCookies, readForm } from './request.ts';

/** What the server adds to the build's public configuration (never VITE_*, never in the page). */
export type ServerEnv = {
  /** A private Storefront token (Headless channel); the public one is used when unset. */
  SHOPIFY_PRIVATE_TOKEN?: string;
  /** Replaces https://{shop domain} for every Storefront request: tests point it at a fake. */
  SHOPIFY_API_ORIGIN?: string;
};

export type CartSite = {
  store: StoreConfig | null;
  consentMode: ConsentMode;
};

/** The store gets this long per request; the shopper is told it is unreachable after. */
const STORE_TIME_LIMIT_MS = 8000;

export type CartOutcome =
  | { ok: true; url: string; quantity: number; planId: string | null; bought: BoughtJars }
  | {
      ok: false;
      reason: 'not-configured' | 'unreachable' | 'sold-out' | 'rejected';
      storeUrl?: string | null;
      choice: CartChoice | null;
    }
  | { ok: false; reason: 'discount-refused'; code: string; choice: CartChoice }
  | { ok: false; reason: 'bad-request'; status: BadRequest['status']; message: string };

export type CartCaller = { clientIp: string | null; fetchApi?: typeof fetch; timeLimitMs?: number };

/** What the cart holds, for the Conversions API's InitiateCheckout (null: no price known). */
export type BoughtJars = {
  event: Extract<ShopEvent, { name: 'InitiateCheckout' }> | null;
  /** The page's eventID for it (the hydrated form sends the one the pixel gets), or null. */
  eventId: string | null;
};

/** What the shopper chose, to show again when the cart could not be made. */
export type CartChoice = { quantity: number; planId: string | null };

/**
 * Reads, checks and buys. `clientIp` is forwarded to Shopify (Shopify-Storefront-Buyer-IP) so its
 * bot protection sees the shopper, not this server.
 */
export async function makeCart(
  request: Request,
  site: CartSite,
  env: ServerEnv,
  { clientIp, fetchApi = fetch, timeLimitMs = STORE_TIME_LIMIT_MS }: CartCaller,
): Promise<CartOutcome> {
  let form: URLSearchParams;
  try {
    if (request.method !== 'POST')
      throw new BadRequest(405, 'The cart takes a POST of the buy form.');
    form = await readForm(request);
  } catch (error) {
    if (error instanceof BadRequest) return badRequest(error);
    throw error;
  }
  const { store, consentMode } = site;
  if (!store) return { ok: false, reason: 'not-configured', choice: null };
  const fields = checkFields(form, store.maxQuantity);
  if (fields instanceof BadRequest) return badRequest(fields);
  const cookies = readCookies(request);
  const givenCode = cookies.get(VISIT_COOKIES.discount);
  const discountCode = givenCode === undefined ? null : acceptedCode(givenCode);
  if (givenCode !== undefined && discountCode === null) {
    return badRequest(
      new BadRequest(400, 'The discount code is not one: 1 to 255 printable characters.'),
    );
  }

  const storeFetch = storefrontFetch(env, clientIp, fetchApi, timeLimitMs);
  let product: Product;
  try {
    product = await fetchProduct(store, storeFetch);
  } catch (error) {
    console.error('Cart: the store could not be reached', errorText(error));
    return { ok: false, reason: 'unreachable', choice: fields };
  }
  // Empty when the page was built without the store: the jar is the one the store names.
  if (fields.variant !== '' && fields.variant !== product.variantGid) {
    return badRequest(new BadRequest(400, 'This store sells one jar: the variant is not it.'));
  }
  if (fields.planId !== null && !product.plans.some((plan) => plan.id === fields.planId)) {
    return badRequest(new BadRequest(400, 'The plan is not one this jar is sold with.'));
  }
  if (fields.planId === null && product.requiresPlan) {
    return badRequest(new BadRequest(400, 'This jar is sold only with a plan: choose one.'));
  }
  const choice = { quantity: fields.quantity, planId: fields.planId };
  if (!product.isAvailable) return { ok: false, reason: 'sold-out', choice };

  const decision = advertisingDecision(request, cookies, consentMode);
  const campaign = campaignFromQuery(cookies.get(VISIT_COOKIES.campaign) ?? '');
  const result = await createCheckout(
    store,
    {
      variantGid: product.variantGid,
      quantity: fields.quantity,
      sellingPlanId: fields.planId,
      visitorConsent: visitorConsentFor(consentMode, decision),
      attributes: isMarketingAllowed(consentMode, decision) ? campaignAttributes(campaign) : [],
      discountCode,
    },
    storeFetch,
  );
  if (result.ok) {
    const url = new URL(result.value);
    if (fields.payment) url.searchParams.set('payment', fields.payment);
    const plan = product.plans.find((each) => each.id === fields.planId) ?? null;
    const price = unitPrice(product, plan);
    const event = price
      ? ({
          name: 'InitiateCheckout',
          product: { ...product, price },
          quantity: fields.quantity,
        } as const)
      : null;
    return { ok: true, url: url.href, ...choice, bought: { event, eventId: fields.eventId } };
  }
  if (result.reason === 'discount-refused' && discountCode) {
    return { ok: false, reason: 'discount-refused', code: discountCode, choice };
  }
  console.error(`Cart: the store refused the cart (${result.reason})`, result.detail);
  return {
    ok: false,
    reason: result.reason === 'rejected' ? 'rejected' : 'unreachable',
    storeUrl: product.storeUrl,
    choice,
  };
}

/**
 * The store's jar (its variant gid), asked as the cart asks: the waitlist's check when the page
 * was built without it. Null without a store.
 */
export async function storeJar(
  store: StoreConfig | null,
  env: ServerEnv,
  caller: CartCaller,
): Promise<{ variantGid: string } | 'unreachable' | null> {
  const product = await storeProduct(store, env, caller, 'Waitlist');
  return product && product !== 'unreachable' ? { variantGid: product.variantGid } : product;
}

/** The product as the function asks the store for it; null without a store. */
export async function storeProduct(
  store: StoreConfig | null,
  env: ServerEnv,
  { clientIp, fetchApi = fetch, timeLimitMs = STORE_TIME_LIMIT_MS }: CartCaller,
  asker: string,
): Promise<Product | 'unreachable' | null> {
  if (!store) return null;
  try {
    return await fetchProduct(store, storefrontFetch(env, clientIp, fetchApi, timeLimitMs));
  } catch (error) {
    console.error(`${asker}: the store could not be reached`, errorText(error));
    return 'unreachable';
  }
}

type CartFields = {
  variant: string;
  quantity: number;
  planId: string | null;
  payment: 'shop_pay' | null;
  eventId: string | null;
};

function checkFields(form: URLSearchParams, maxQuantity: number): CartFields | BadRequest {
  const known: readonly string[] = Object.values(CART_FIELDS);
  const unknown = [...form.keys()].find((name) => !known.includes(name));
  if (unknown !== undefined) return new BadRequest(400, `Unknown field "${unknown.slice(0, 40)}".`);
  const variant = form.get(CART_FIELDS.variant);
  if (variant === null) return new BadRequest(400, 'The variant is missing.');
  const quantityText = form.get(CART_FIELDS.quantity) ?? '1';
  const quantity = /^\d{1,3}$/.test(quantityText) ? Number(quantityText) : NaN;
  if (!(quantity >= 1 && quantity <= maxQuantity)) {
    return new BadRequest(400, `The quantity is a whole number from 1 to ${maxQuantity}.`);
  }
  const plan = form.get(CART_FIELDS.plan) ?? '';
  if (plan !== '' && !/^gid:\/\/shopify\/SellingPlan\/\d{1,20}$/.test(plan)) {
    return new BadRequest(400, 'The plan is not one this jar is sold with.');
  }
  const payment = form.get(CART_FIELDS.payment);
  if (payment !== null && payment !== 'shop_pay') {
    return new BadRequest(400, 'The only payment that can be asked for is shop_pay.');
  }
  const eventId = form.get(CART_FIELDS.eventId);
  if (eventId !== null && !isEventId('InitiateCheckout', eventId)) {
    return new BadRequest(400, 'The event id is not one the page makes.');
  }
  return { variant, quantity, planId: plan || null, payment, eventId };
}

/**
 * The Storefront requests as a server makes them: the private token when there is one, the
 * shopper's IP, the origin override, and a time limit.
 */
function storefrontFetch(
  env: ServerEnv,
  clientIp: string | null,
  fetchApi: typeof fetch,
  timeLimitMs: number,
): typeof fetch {
  const origin = env.SHOPIFY_API_ORIGIN?.trim();
  const privateToken = env.SHOPIFY_PRIVATE_TOKEN?.trim();
  return (input, init) => {
    const target = origin ? withApiOrigin(input, origin) : input;
    const headers = new Headers(init?.headers);
    if (privateToken) {
      headers.delete('X-Shopify-Storefront-Access-Token');
      headers.set('Shopify-Storefront-Private-Token', privateToken);
    }
    if (clientIp) headers.set('Shopify-Storefront-Buyer-IP', clientIp);
    return withTimeLimit(timeLimitMs, `No answer in ${timeLimitMs} ms`, (signal) =>
      fetchApi(target, { ...init, headers, signal }),
    );
  };
}

function badRequest(error: BadRequest): CartOutcome {
  return { ok: false, reason: 'bad-request', status: error.status, message: error.message };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
