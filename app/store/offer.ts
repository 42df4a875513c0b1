/** The store's automatic discounts on the jar, priced at build (scripts/build/store-offer.ts). */
import type { Money } from './product';

/** Which purchases a discount applies to, and until when (ISO date; null: no end). */
type Applies = { oneTime: boolean; subscription: boolean; endsAt: string | null };

/** "2 jars or more: 10 % off", from an amount-off automatic discount with a minimum quantity. */
export type QuantityBreak = Applies & {
  minQuantity: number;
  /** Whole percent off each jar, or null when the discount is an amount. */
  percentOff: number | null;
  /** An amount off: off each jar, or once off the order's jars. */
  amountOff: { money: Money; eachJar: boolean } | null;
};

/** A free-shipping automatic discount: from a number of jars or from a subtotal. */
export type FreeShipping = Applies & { minQuantity: number | null; minSubtotal: Money | null };

/** One quantity in one purchase, after the store's best break for it. */
export type OfferPrice = { total: Money; savingPercent: number };

export type Offer = {
  breaks: QuantityBreak[];
  freeShipping: FreeShipping | null;
  /** By purchase (ONE_TIME, or a plan's id), each quantity's price: index quantity − 1. */
  prices: Record<string, OfferPrice[]>;
  /** By purchase, the fewest jars that ship free; absent when none do. */
  freeShippingFrom: Record<string, number>;
  /** When the first of its discounts ends (ISO date): from then the page shows none of it. */
  endsAt: string | null;
};

export const ONE_TIME = 'once';

export const purchaseOf = (planId: string | null | undefined) => planId || ONE_TIME;

/** The breaks a purchase gets, fewest jars first (a plan: only the subscription's). */
export function breaksFor(offer: Pick<Offer, 'breaks'>, isPlan: boolean): QuantityBreak[] {
  return offer.breaks.filter((each) => (isPlan ? each.subscription : each.oneTime));
}
