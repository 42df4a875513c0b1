/** The buy form and the cart function's contract: where it posts, its fields, its JSON answers. */

import { LIST_PATH } from '../list/list-form';
import { EVENTS_PATH } from '../tracking/shop-events';

export const CART_PATH = '/cart';

/** The live product (price, availability, plans), asked of the store by the function. */
export const PRODUCT_PATH = '/product.json';

/** The paths the cart function answers (`_routes.json`); every other path is a static file. */
export const FUNCTION_PATHS = [
  CART_PATH,
  '/discount/*',
  EVENTS_PATH,
  LIST_PATH,
  PRODUCT_PATH,
] as const;

export const CART_FIELDS = {
  variant: 'variant',
  quantity: 'quantity',
  plan: 'plan',
  /** Sent only by "Buy with Shop Pay": `shop_pay` opens Shop Pay's express checkout. */
  payment: 'payment',
  /** Sent by the hydrated form: the pixel's eventID for InitiateCheckout, for the function's copy. */
  eventId: 'event_id',
} as const;

/** Which buy area posted, so a refusal is shown beside it (the form's action query). */
export const BUY_AREAS = ['hero', 'cta'] as const;
export type BuyArea = (typeof BUY_AREAS)[number];

/** Why the cart could not be made, as the function answers the hydrated form. */
export type CartRefusal =
  | { reason: 'not-configured' | 'unreachable' | 'sold-out' }
  | { reason: 'discount-refused'; code: string }
  | { reason: 'rejected'; storeUrl: string | null }
  | { reason: 'bad-request'; message: string };

export type CartAnswer = { ok: true; url: string } | ({ ok: false } & CartRefusal);
