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
import { type ShopEvent, isEventId } from '../tracking/shop-events';
import { BadRequest, plainText, readCookies, readForm, wantsJson } from '../lib/request.server';
import { store as copy } from '../content/store';
import { BUY_AREAS, CART_FIELDS, type CartAnswer } from './cart-form';
import { VISIT_COOKIES, visitCookie } from '../lib/visit-cookie';
import { advertisingDecision } from '../consent/consent.server';
import { failurePage } from '../lib/answer-page.server';
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

/** What the cart's answer needs of the server: the site, the host's variables and callers. */
export type CartServer = {
  site: CartSite & { contactEmail: string };
  env: ServerEnv;
  caller: CartCaller;
  conversions: Conversions;
  /** A prerendered page, to answer a plain post with; null if unreadable. */
  loadPage: (path: string) => Promise<string | null>;
};

/**
 * POST /cart as the shopper's browser gets it: a 303 to the checkout; JSON for the hydrated form;
 * without JavaScript, a refusal is the home page with the message beside the form that posted.
 */
export async function answerCart(
  request: Request,
  { site, env, caller, conversions, loadPage }: CartServer,
): Promise<Response> {
  const outcome = await makeCart(request, site, env, caller);
  if (outcome.ok && outcome.bought.event) {
    reportToMeta(request, outcome.bought.event, outcome.bought.eventId, conversions);
  }
  if (wantsJson(request)) return json(statusOf(outcome), answerOf(outcome));
  if (outcome.ok)
    return new Response(null, {
      status: 303,
      headers: { Location: outcome.url, 'Cache-Control': 'no-store' },
    });
  if (outcome.reason === 'bad-request') {
    return plainText(
      outcome.status,
      outcome.message,
      outcome.status === 405 ? { Allow: 'POST' } : {},
    );
  }
  const message = messageOf(outcome, site.contactEmail);
  const home = await loadPage('/').catch((error: unknown) => {
    console.error('Cart: the home page could not be read', error);
    return null;
  });
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  // The refused code is forgotten: the next tap buys without it, as the message says.
  if (outcome.reason === 'discount-refused')
    headers.append('Set-Cookie', visitCookie(VISIT_COOKIES.discount, null));
  if (!home) {
    headers.set('Content-Type', 'text/plain; charset=utf-8');
    return new Response(message, { status: statusOf(outcome), headers });
  }
  const from = new URL(request.url).searchParams.get('from');
  const area = BUY_AREAS.find((each) => each === from) ?? 'hero';
  const storeLink =
    'storeUrl' in outcome && outcome.storeUrl
      ? { href: outcome.storeUrl, label: copy.viewOnStore }
      : null;
  const page = failurePage(home, { area, message, storeLink, choice: outcome.choice });
  return new Response(page, { status: statusOf(outcome), headers });
}

function messageOf(
  outcome: Exclude<CartOutcome, { ok: true } | { reason: 'bad-request' }>,
  email: string,
) {
  const say = copy.messages;
  switch (outcome.reason) {
    case 'not-configured':
      return say.notConnected(email);
    case 'unreachable':
      return say.unreachable(email);
    case 'sold-out':
      return say.soldOut(email);
    case 'discount-refused':
      return say.discountRefused(outcome.code);
    case 'rejected':
      return say.rejected(email);
  }
}

function answerOf(outcome: CartOutcome): CartAnswer {
  if (outcome.ok) return { ok: true, url: outcome.url };
  switch (outcome.reason) {
    case 'bad-request':
      return { ok: false, reason: 'bad-request', message: outcome.message };
    case 'discount-refused':
      return { ok: false, reason: 'discount-refused', code: outcome.code };
    case 'rejected':
      return { ok: false, reason: 'rejected', storeUrl: outcome.storeUrl ?? null };
    default:
      return { ok: false, reason: outcome.reason };
  }
}

function statusOf(outcome: CartOutcome): number {
  if (outcome.ok) return 200;
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
