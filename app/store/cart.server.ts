/** POST /cart: the form and the visit's cookies become one Storefront cart; refusals are values. */
import type { StoreConfig } from '../config';
import type { ConsentMode } from '../consent/consent-mode';
import { isMarketingAllowed, visitorConsentFor } from '../consent/checkout-consent';
import { campaignAttributes, campaignFromQuery } from './campaign';
import { acceptedCode } from './discount-early';
import type { Product } from './product';
import { type MadeCart, createCheckout, fetchProduct, withApiOrigin } from './storefront-client';
import { type Offer, purchaseOf } from './offer';
import { withTimeLimit } from '../lib/time-limit';
import { data, redirectDocument } from 'react-router';
import { BadRequest, plainText, readCookies, readForm } from '../lib/request.server';
import { cartMessages } from '../content/cart-messages';
import {
  BUY_AREAS,
  CHECKOUT_TOTAL,
  type CartChoice,
  type CartFields,
  type CartRefusal,
  type InitiateCheckout,
  type RefusedCart,
} from './cart-form';
import { readCartForm } from './cart-schema';
import { type Cookies, VISIT_COOKIES, forgetVisitCookie, visitValue } from '../lib/visit-cookie';
import { advertisingDecision } from '../consent/consent.server';
import { type Conversions, reportToMeta } from '../tracking/conversions.server';

/** What the server adds to the build's public configuration (never VITE_*, never in the page). */
export type ServerEnv = {
  SHOPIFY_PRIVATE_TOKEN?: string;
  SHOPIFY_API_ORIGIN?: string;
};

export type CartSite = {
  store: StoreConfig | null;
  consentMode: ConsentMode;
  /** The jar as the build found it: the variant the page posts, the store's page to offer. */
  jar?: Product | null;
  /** The store's offer as the build priced it: what the page promised each quantity. */
  offer?: Offer | null;
};

/** The store gets this long per request; the shopper is told it is unreachable after. */
const STORE_TIME_LIMIT_MS = 8000;

/** A cart the shopper is sent to, with its event for Meta; or the refusal and its status. */
type CartOutcome =
  | { ok: true; url: string; event: Required<InitiateCheckout>; eventId: string | null }
  | { ok: false; status: number; refusal: CartRefusal; choice: CartChoice | null };

type Refusal = Exclude<CartRefusal['reason'], 'discount-refused' | 'bad-request'>;
const REFUSALS: Record<Refusal, [status: number, say: (email: string) => string]> = {
  'not-configured': [503, cartMessages.notConnected],
  unreachable: [502, cartMessages.unreachable],
  'sold-out': [409, cartMessages.soldOut],
  rejected: [422, cartMessages.rejected],
};

export type CartCaller = {
  clientIp: string | null;
  fetchApi?: typeof fetch;
  timeLimitMs?: number;
  /** The store charged other than the page said (its discounts changed): build the page again. */
  onOfferChanged?: () => void;
  /** Over https: the visit's cookies are `__Host-` prefixed (lib/visit-cookie.ts). */
  isSecure?: boolean;
};

type CartPost = { fields: CartFields; cookies: Cookies; discountCode: string | null };

type BadPost = { status: BadRequest['status']; message: string };

/** The post read as the buy form, or why it is not one (a sentence with its 4xx). */
async function readCartPost(
  request: Request,
  store: StoreConfig,
  jar: Product | null,
): Promise<CartPost | BadPost> {
  let form: URLSearchParams;
  try {
    if (request.method !== 'POST')
      throw new BadRequest(405, 'The cart takes a POST of the buy form.');
    form = await readForm(request);
  } catch (error) {
    if (error instanceof BadRequest) return { status: error.status, message: error.message };
    throw error;
  }
  const fields = readCartForm(form, store.maxQuantity);
  if (typeof fields === 'string') return { status: 400, message: fields };
  const cookies = readCookies(request);
  const givenCode = visitValue(cookies, VISIT_COOKIES.discount);
  const discountCode = givenCode === null ? null : acceptedCode(givenCode);
  if (givenCode !== null && discountCode === null) {
    return { status: 400, message: 'The discount code is not one: 1 to 255 printable characters.' };
  }
  // The page posts the jar it was built with: another is refused without asking the store.
  const builtVariant = store.variantGid ?? jar?.variantGid ?? null;
  if (fields.variant !== '' && builtVariant !== null && fields.variant !== builtVariant) {
    return { status: 400, message: WRONG_VARIANT };
  }
  return { fields, cookies, discountCode };
}

/** What no page sends, answered as text by the route's middleware; null for the buy form. */
export async function refuseMalformed(request: Request, site: CartSite): Promise<Response | null> {
  if (request.method !== 'POST') return badText(405, 'The cart takes a POST of the buy form.');
  if (!site.store) return null;
  const read = await readCartPost(request, site.store, site.jar ?? null);
  return 'message' in read ? badText(read.status, read.message) : null;
}

function badText(status: number, message: string) {
  return plainText(status, message, status === 405 ? { Allow: 'POST' } : {});
}

/** One request: `cartCreate` answers with the line or why not; the product is not asked first. */
async function makeCart(
  request: Request,
  site: CartServer['site'],
  env: ServerEnv,
  caller: CartCaller,
): Promise<CartOutcome> {
  const { store, consentMode, jar = null, contactEmail } = site;
  const refuse = (reason: Refusal, choice: CartChoice | null, storeUrl: string | null = null) => {
    const [status, say] = REFUSALS[reason];
    const refusal = { reason, message: say(contactEmail), storeUrl };
    return { ok: false, status, refusal, choice } satisfies CartOutcome;
  };
  // The page sent something the cart cannot take: the shopper is told plainly, the log says why.
  const refuseForm = ({ status, message }: BadPost) => {
    console.error('Cart: the form was refused', message);
    const say = cartMessages.rejected;
    const refusal = { reason: 'bad-request', message: say(contactEmail), storeUrl: null } as const;
    return { ok: false, status, refusal, choice: null } satisfies CartOutcome;
  };
  if (!store) return refuse('not-configured', null);
  const read = await readCartPost(request, store, jar);
  if ('message' in read) return refuseForm(read);
  const { fields, cookies, discountCode } = read;
  let variantGid = fields.variant || (store.variantGid ?? jar?.variantGid ?? null);
  if (!variantGid) {
    // Built without the store: the store names its jar (a second request, on such a build only).
    const product = await storeProduct(store, env, caller, 'Cart');
    if (product === 'unreachable' || product === null) return refuse('unreachable', fields);
    variantGid = product.variantGid;
  }

  const choice = { quantity: fields.quantity, planId: fields.planId };
  const decision = advertisingDecision(request, cookies, consentMode);
  const campaign = campaignFromQuery(visitValue(cookies, VISIT_COOKIES.campaign) ?? '');
  const result = await createCheckout(
    store,
    {
      variantGid,
      quantity: fields.quantity,
      sellingPlanId: fields.planId,
      visitorConsent: visitorConsentFor(consentMode, decision),
      attributes: isMarketingAllowed(consentMode, decision) ? campaignAttributes(campaign) : [],
      discountCode,
    },
    storefrontFetch(env, caller),
  );
  if (result.ok) {
    const { checkoutUrl, line } = result.value;
    const isTheJar = store.variantGid
      ? line.variantGid === store.variantGid
      : line.productGid === store.productGid;
    if (!isTheJar) return refuseForm({ status: 400, message: WRONG_VARIANT });
    const url = new URL(checkoutUrl);
    if (fields.payment) url.searchParams.set('payment', fields.payment);
    checkPromise(site.offer, fields, line, caller);
    return {
      ok: true,
      url: url.href,
      event: {
        name: 'InitiateCheckout',
        product: { variantGid: line.variantGid, price: line.price },
        quantity: fields.quantity,
        value: line.total,
      },
      eventId: fields.eventId,
    };
  }
  const storeUrl = jar?.storeUrl ?? null;
  switch (result.reason) {
    case 'plan-required':
      return refuseForm({ status: 400, message: 'This jar is sold only with a plan: choose one.' });
    case 'plan-refused':
      return refuseForm({ status: 400, message: 'The plan is not one this jar is sold with.' });
    case 'sold-out':
      return refuse('sold-out', choice);
    case 'discount-refused':
      if (!discountCode) break;
      return {
        ok: false,
        status: 409,
        refusal: {
          reason: 'discount-refused',
          message: cartMessages.discountRefused(discountCode),
          storeUrl: null,
          code: discountCode,
        },
        choice,
      };
    case 'not-applicable': {
      // Shopify does not say why it could not add the jar: the product, asked once, does.
      const asked = await storeProduct(store, env, caller, 'Cart');
      const product = asked === 'unreachable' ? null : asked;
      if (product && !product.isAvailable) return refuse('sold-out', choice);
      console.error('Cart: the store could not add the jar', result.detail);
      return refuse('rejected', choice, product?.storeUrl ?? storeUrl);
    }
    case 'network':
      console.error('Cart: the store could not be reached', result.detail);
      return refuse('unreachable', choice, storeUrl);
    case 'rejected':
      break;
  }
  console.error(`Cart: the store refused the cart (${result.reason})`, result.detail);
  return refuse('rejected', choice, storeUrl);
}

const WRONG_VARIANT = 'This store sells one jar: the variant is not it.';

/** The store's price is the price: if the page said otherwise, log both and build again. */
function checkPromise(
  offer: Offer | null | undefined,
  { quantity, planId }: CartChoice,
  line: MadeCart['line'],
  caller: CartCaller,
) {
  const promised = offer?.prices[purchaseOf(planId)]?.[quantity - 1]?.total;
  if (!promised || Math.abs(promised.amount - line.total.amount) < 0.005) return;
  const money = ({ amount, currencyCode }: { amount: number; currencyCode: string }) =>
    `${amount.toFixed(2)} ${currencyCode}`;
  console.warn(
    `Offer: the store charges ${money(line.total)} for ${quantity} jars (${money({ ...line.total, amount: line.discounted })} off); the page said ${money(promised)}. Its discounts changed since the build: building the site again.`,
  );
  caller.onOfferChanged?.();
}

/** The store's jar, asked as the cart asks: the waitlist's check on a build without it. */
export async function storeJar(
  store: StoreConfig | null,
  env: ServerEnv,
  caller: CartCaller,
): Promise<{ variantGid: string } | 'unreachable' | null> {
  const product = await storeProduct(store, env, caller, 'Waitlist');
  return product && product !== 'unreachable' ? { variantGid: product.variantGid } : product;
}

export async function storeProduct(
  store: StoreConfig | null,
  env: ServerEnv,
  caller: CartCaller,
  asker: string,
): Promise<Product | 'unreachable' | null> {
  if (!store) return null;
  try {
    return await fetchProduct(store, storefrontFetch(env, caller));
  } catch (error) {
    console.error(`${asker}: the store could not be reached`, errorText(error));
    return 'unreachable';
  }
}

/** Storefront requests from the server: the private token, the shopper's IP, a time limit. */
function storefrontFetch(
  env: ServerEnv,
  { clientIp, fetchApi = fetch, timeLimitMs = STORE_TIME_LIMIT_MS }: CartCaller,
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

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export type CartServer = {
  site: CartSite & { contactEmail: string };
  env: ServerEnv;
  caller: CartCaller;
  conversions: Conversions;
};

/** The buy form's answer to a post and the fetcher alike: a 303 to the checkout, or the refusal. */
export async function answerCart(request: Request, { site, env, caller, conversions }: CartServer) {
  const outcome = await makeCart(request, site, env, caller);
  if (outcome.ok) {
    reportToMeta(request, outcome.event, outcome.eventId, conversions);
    const { amount, currencyCode } = outcome.event.value;
    return redirectDocument(outcome.url, {
      status: 303,
      headers: {
        'Cache-Control': 'no-store',
        'Server-Timing': `${CHECKOUT_TOTAL};desc="${amount} ${currencyCode}"`,
      },
    });
  }
  const from = new URL(request.url).searchParams.get('from');
  const area = BUY_AREAS.find((each) => each === from) ?? 'hero';
  const refused: RefusedCart = { ...outcome.refusal, area, choice: outcome.choice };
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  // The refused code is forgotten: the next tap buys without it, as the message says.
  if (refused.reason === 'discount-refused') {
    for (const cookie of forgetVisitCookie(VISIT_COOKIES.discount, caller.isSecure ?? true)) {
      headers.append('Set-Cookie', cookie);
    }
  }
  return data(refused, { status: outcome.status, headers });
}
