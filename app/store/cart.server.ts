/**
 * POST /cart: the buy form's fields and the visit's cookies become one Storefront cart, and the
 * shopper goes to its checkout (303). Every refusal is a value the caller turns into a page or
 * JSON; nothing here throws to the host.
 */
import type { StoreConfig } from '../config';
import type { ConsentMode } from '../consent/consent-mode';
import { isMarketingAllowed, visitorConsentFor } from '../consent/checkout-consent';
import { campaignAttributes, campaignFromQuery } from './campaign';
import { acceptedCode } from './discount-early';
import type { Product } from './product';
import { createCheckout, fetchProduct, withApiOrigin } from './storefront-client';
import { withTimeLimit } from '../lib/time-limit';
import { unitPrice } from './selling-plans';
import { BadRequest, plainText, readCookies, readForm, wantsJson } from '../lib/request.server';
import { store as copy } from '../content/store';
import {
  BUY_AREAS,
  type CartAnswer,
  type CartChoice,
  type CartRefusal,
  type InitiateCheckout,
  type RefusedCart,
  readCartForm,
} from './cart-form';
import { VISIT_COOKIES, visitCookie } from '../lib/visit-cookie';
import { advertisingDecision } from '../consent/consent.server';
import { type Conversions, reportToMeta } from '../tracking/conversions.server';

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

type CartOutcome =
  | { ok: true; url: string; event: InitiateCheckout | null; eventId: string | null }
  | {
      ok: false;
      reason: 'not-configured' | 'unreachable' | 'sold-out' | 'rejected';
      /** The store's page for the jar, offered when the store refused or failed the cart. */
      storeUrl?: string | null;
      choice: CartChoice | null;
    }
  | { ok: false; reason: 'discount-refused'; code: string; choice: CartChoice }
  | { ok: false; reason: 'bad-request'; status: BadRequest['status']; message: string };

export type CartCaller = { clientIp: string | null; fetchApi?: typeof fetch; timeLimitMs?: number };

/**
 * Reads, checks and buys. `clientIp` is forwarded to Shopify (Shopify-Storefront-Buyer-IP) so its
 * bot protection sees the shopper, not this server.
 */
async function makeCart(
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
  const fields = readCartForm(form, store.maxQuantity);
  if (typeof fields === 'string') return badRequest(new BadRequest(400, fields));
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
    const event: InitiateCheckout | null = price
      ? {
          name: 'InitiateCheckout',
          product: { variantGid: product.variantGid, price },
          quantity: fields.quantity,
        }
      : null;
    return { ok: true, url: url.href, event, eventId: fields.eventId };
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

/**
 * The Storefront requests as a server makes them: the private token and the shopper's IP when
 * there is one, the origin override, and a time limit.
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
    // Shopify reads the shopper's address only with the private token: without it, it is not sent.
    if (privateToken && clientIp) headers.set('Shopify-Storefront-Buyer-IP', clientIp);
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

/** What the cart's answer needs of the server: the site, the host's variables and callers. */
export type CartServer = {
  site: CartSite & { contactEmail: string };
  env: ServerEnv;
  caller: CartCaller;
  conversions: Conversions;
};

/** A refused plain post, for the cart's page to render (app/routes/cart.post.tsx). */
export type CartPageAnswer = { refused: RefusedCart; status: number; forgetCode: boolean };

/**
 * POST /cart as the shopper's browser gets it: a 303 to the checkout; JSON for the hydrated form;
 * a malformed post's sentence as text. A refused plain post is left for the page to render.
 */
export async function answerCart(
  request: Request,
  { site, env, caller, conversions }: CartServer,
): Promise<Response | CartPageAnswer> {
  const outcome = await makeCart(request, site, env, caller);
  if (outcome.ok) {
    if (outcome.event) reportToMeta(request, outcome.event, outcome.eventId, conversions);
    if (wantsJson(request)) return json(200, { ok: true, url: outcome.url, event: outcome.event });
    return new Response(null, {
      status: 303,
      headers: { Location: outcome.url, 'Cache-Control': 'no-store' },
    });
  }
  const status = statusOf(outcome);
  if (outcome.reason === 'bad-request' && !wantsJson(request)) {
    return plainText(status, outcome.message, status === 405 ? { Allow: 'POST' } : {});
  }
  const refusal = refusalOf(outcome, site.contactEmail);
  if (wantsJson(request)) return json(status, { ok: false, ...refusal });
  const from = new URL(request.url).searchParams.get('from');
  const area = BUY_AREAS.find((each) => each === from) ?? 'hero';
  const choice = 'choice' in outcome ? outcome.choice : null;
  // The refused code is forgotten: the next tap buys without it, as the message says.
  const forgetCode = outcome.reason === 'discount-refused';
  return { refused: { ...refusal, area, choice }, status, forgetCode };
}

/** The refused code forgotten, on the page that says so. */
export const FORGET_DISCOUNT = visitCookie(VISIT_COOKIES.discount, null);

/** What the shopper is told, decided here for the page and the hydrated form alike. */
function refusalOf(outcome: Exclude<CartOutcome, { ok: true }>, email: string): CartRefusal {
  const say = copy.messages;
  const storeUrl = ('storeUrl' in outcome && outcome.storeUrl) || null;
  switch (outcome.reason) {
    case 'not-configured':
      return { reason: outcome.reason, message: say.notConnected(email), storeUrl };
    case 'unreachable':
      return { reason: outcome.reason, message: say.unreachable(email), storeUrl };
    case 'sold-out':
      return { reason: outcome.reason, message: say.soldOut(email), storeUrl };
    case 'rejected':
      return { reason: outcome.reason, message: say.rejected(email), storeUrl };
    case 'discount-refused':
      return {
        reason: outcome.reason,
        message: say.discountRefused(outcome.code),
        storeUrl: null,
        code: outcome.code,
      };
    case 'bad-request':
      // The page sent something the cart cannot take: the shopper is told plainly, the log says why.
      console.error('Cart: the form was refused', outcome.message);
      return { reason: outcome.reason, message: say.rejected(email), storeUrl: null };
  }
}

function statusOf(outcome: Exclude<CartOutcome, { ok: true }>): number {
  switch (outcome.reason) {
    case 'bad-request':
      return outcome.status;
    case 'not-configured':
      return 503;
    case 'unreachable':
      return 502;
    case 'sold-out':
    case 'discount-refused':
      return 409;
    case 'rejected':
      return 422;
  }
}

function json(status: number, body: CartAnswer): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
}
