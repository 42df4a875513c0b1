/** The buy form and the cart's contract: where it posts, its fields, its JSON answers. */

export const CART_PATH = '/cart';

/** The live product (price, availability, plans), asked of the store by the server. */
export const PRODUCT_PATH = '/product.json';

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
