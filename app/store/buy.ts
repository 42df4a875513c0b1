import { type SubmitFunction, data, isRouteErrorResponse } from 'react-router';
import { cartMessages } from '~/content/cart-messages';
import { config } from '~/config';
import { nextResourceEntry } from '~/lib/resource-entry';
import { reportBeforeLeaving, shopEventId } from '~/tracking/report-shop-event';
import { showToast } from '~/ui/toast';
import {
  CART_FIELDS,
  CART_PATH,
  CHECKOUT_TOTAL,
  type CartRefusal,
  type InitiateCheckout,
  type RefusedCart,
} from './cart-form';
import { readQuantity } from './cart-schema';
import { offerAtBuild } from '#store-facts';
import { purchaseOf } from './offer';
import { refuseDiscount } from './discount';
import type { Product } from './product';
import { planFor, unitPrice } from './selling-plans';
import { checkingOut } from './shop-state';

export type BuyRequest = {
  form: HTMLFormElement;
  submitter: HTMLButtonElement | null;
  /** The jar as the page shows it: what the pixel's InitiateCheckout is priced by. */
  product: Product | null;
  /** The router's submit, as a fetcher: the cart's action answers (routes/cart.post.tsx). */
  submit: SubmitFunction;
};

/** The hydrated buy form's send by the router's fetcher, which follows the checkout's redirect. */
export async function buy({ form, submitter, product, submit }: BuyRequest): Promise<void> {
  // One id for the pixel's InitiateCheckout and the server's copy for Meta.
  const eventId = shopEventId('InitiateCheckout');
  const fields = new FormData(form, submitter);
  const answer = nextResourceEntry((url) => url.includes(`${CART_PATH}.data`), 1000);
  pending = { order: product && orderOf(product, fields), eventId, answer };
  fields.set(CART_FIELDS.eventId, eventId);
  await submit(fields, {
    method: 'post',
    action: form.getAttribute('action') ?? undefined,
    navigate: false,
    fetcherKey: 'cart',
  });
}

/** The tap's order, its event id, and the cart's answer once the browser has it (or null). */
let pending: {
  order: InitiateCheckout | null;
  eventId: string;
  answer: Promise<PerformanceResourceTiming | null>;
} | null = null;

/** The cart route's `clientAction`: a refusal told; the checkout's redirect left to the router. */
export async function takeCartAnswer(serverAction: () => Promise<RefusedCart>) {
  try {
    const refused = await serverAction();
    toldRefusal(refused);
    return refused;
  } catch (error) {
    if (error instanceof Response) {
      // The checkout's redirect, for the router to follow once the browser has the whole answer
      // (Firefox aborts the router's read still open as the page leaves: an unhandled rejection)
      // and the pixel has sent InitiateCheckout at the store's total: only a made cart counts.
      const { order, eventId, answer } = pending ?? {};
      const received = await answer;
      if (order && eventId) await reportBeforeLeaving(atStoreTotal(order, received), eventId);
      throw error;
    }
    if (isRouteErrorResponse(error)) throw error;
    return cartUnreachable(error);
  }
}

/** The order at Shopify's total, named by the cart's answer; else as the page priced it (browsers
 * hide Server-Timing from a page not served over https). */
function atStoreTotal(order: InitiateCheckout, received?: PerformanceResourceTiming | null) {
  const total = received?.serverTiming?.find(({ name }) => name === CHECKOUT_TOTAL)?.description;
  const [, amount, currencyCode] = /^(\d+(?:\.\d+)?) ([A-Z]{3})$/.exec(total ?? '') ?? [];
  return amount && currencyCode
    ? { ...order, value: { amount: Number(amount), currencyCode } }
    : order;
}

/** The cart's refusal, told; after a refused code, the next tap checks out without it. */
function toldRefusal({ code, message, storeUrl }: CartRefusal): void {
  checkingOut.set(false);
  if (code) refuseDiscount(code);
  if (!storeUrl) return showToast('error', message);
  showToast('error', message, {
    label: cartMessages.viewOnStore,
    onClick: () => window.location.assign(storeUrl),
  });
}

function cartUnreachable(error: unknown) {
  console.error('Buy button: the cart could not be reached', error);
  const message = cartMessages.unreachable(config.contactEmail);
  const refusal: CartRefusal = { reason: 'unreachable', message, storeUrl: null };
  toldRefusal(refusal);
  // A status of 400 or more: the page's data is not asked again after it.
  return data(refusal, { status: 502 });
}

/** The order the form asks for, priced as the page shows it; null while no price is known. */
function orderOf(product: Product, fields: FormData): InitiateCheckout | null {
  const plan = planFor(product, fields.get(CART_FIELDS.plan) as string | null);
  const price = unitPrice(product, plan);
  if (!price) return null;
  const quantity = readQuantity(fields.get(CART_FIELDS.quantity) as string | null, 99) ?? 1;
  // The store's offer as the page showed it: what the jars cost after its break.
  const value = offerAtBuild?.prices[purchaseOf(plan?.id)]?.[quantity - 1]?.total;
  const jar = { variantGid: product.variantGid, price };
  return { name: 'InitiateCheckout', product: jar, quantity, ...(value ? { value } : {}) };
}
