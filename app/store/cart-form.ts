/** The buy form's contract with the cart: path, fields, their one parser, the answers. */
import { isEventId } from '../lib/is-event-id';
import type { ShopEvent } from '../tracking/shop-events';

export const CART_PATH = '/cart';

/** The live product (price, availability, plans), asked of the store by the server. */
export const PRODUCT_PATH = '/product.json';

export const CART_FIELDS = {
  variant: 'variant',
  quantity: 'quantity',
  plan: 'plan',
  /** Sent only by "Buy with Shop Pay": `shop_pay` opens Shop Pay's express checkout. */
  payment: 'payment',
  /** Sent by the hydrated form: the pixel's eventID for InitiateCheckout, for the server's copy. */
  eventId: 'event_id',
} as const;

/** Which buy area posted, so a refusal is shown beside it (the form's action query). */
export const BUY_AREAS = ['hero', 'cta'] as const;
export type BuyArea = (typeof BUY_AREAS)[number];

/** What the shopper chose: what the form shows again when the cart could not be made. */
export type CartChoice = { quantity: number; planId: string | null };

export type CartFields = CartChoice & {
  /** Empty when the page was built without the store: the jar is the one the store names. */
  variant: string;
  payment: 'shop_pay' | null;
  eventId: string | null;
};

/** The jars asked for (one when absent), or null: the page's and the cart's one reading. */
export function readQuantity(text: string | null, maxQuantity: number): number | null {
  const quantity = /^\d{1,3}$/.test(text ?? '1') ? Number(text ?? 1) : 0;
  return quantity >= 1 && quantity <= maxQuantity ? quantity : null;
}

/** The buy form's fields as posted, or the sentence that says what is wrong with them. */
export function readCartForm(form: URLSearchParams, maxQuantity: number): CartFields | string {
  const known: readonly string[] = Object.values(CART_FIELDS);
  const unknown = [...form.keys()].find((name) => !known.includes(name));
  if (unknown !== undefined) return `Unknown field "${unknown.slice(0, 40)}".`;
  const variant = form.get(CART_FIELDS.variant);
  if (variant === null) return 'The variant is missing.';
  const quantity = readQuantity(form.get(CART_FIELDS.quantity), maxQuantity);
  if (quantity === null) return `The quantity is a whole number from 1 to ${maxQuantity}.`;
  const plan = form.get(CART_FIELDS.plan) ?? '';
  if (plan !== '' && !/^gid:\/\/shopify\/SellingPlan\/\d{1,20}$/.test(plan)) {
    return 'The plan is not one this jar is sold with.';
  }
  const payment = form.get(CART_FIELDS.payment);
  if (payment !== null && payment !== 'shop_pay') {
    return 'The only payment that can be asked for is shop_pay.';
  }
  const eventId = form.get(CART_FIELDS.eventId);
  if (eventId !== null && !isEventId('InitiateCheckout', eventId)) {
    return 'The event id is not one the page makes.';
  }
  return { variant, quantity, planId: plan || null, payment, eventId };
}

export type InitiateCheckout = Extract<ShopEvent, { name: 'InitiateCheckout' }>;

/** Why the cart could not be made, and the sentence the shopper is told. */
export type CartRefusal = {
  reason:
    'not-configured' | 'unreachable' | 'sold-out' | 'discount-refused' | 'rejected' | 'bad-request';
  message: string;
  /** The store's own page for the jar, offered when the checkout could not start. */
  storeUrl: string | null;
  /** The refused discount code (discount-refused). */
  code?: string;
};

/** A refused cart: the action's data, beside the form that posted (plain post) or in a toast. */
export type RefusedCart = CartRefusal & { area: BuyArea; choice: CartChoice | null };
