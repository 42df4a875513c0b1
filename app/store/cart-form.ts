/** The buy form's contract with the cart: path, fields, the answers (its schema: cart-schema.ts). */
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

/** The made cart's answer names Shopify's total in its Server-Timing, for the pixel (buy.ts). */
export const CHECKOUT_TOTAL = 'checkout-total';

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

export type InitiateCheckout = Extract<ShopEvent, { name: 'InitiateCheckout' }>;

/** Why the cart could not be made, and the sentence the shopper is told. */
export type CartRefusal = {
  reason:
    'not-configured' | 'unreachable' | 'sold-out' | 'discount-refused' | 'rejected' | 'bad-request';
  message: string;
  /** The store's own page for the jar, offered when the checkout could not start. */
  storeUrl: string | null;
  code?: string;
};

/** A refused cart: the action's data, beside the form that posted (plain post) or in a toast. */
export type RefusedCart = CartRefusal & { area: BuyArea; choice: CartChoice | null };
