/** The shop events reported to Meta, alike from the pixel and the function, so the two match. */
import { timesQuantity } from '../lib/money';

/** What an event says of the jar: the variant and its price (the store's product has more). */
export type EventProduct = {
  variantGid: string;
  price: { amount: number; currencyCode: string };
};

/** The shop events the brand's ads optimise for, as the site names them. */
export type ShopEvent =
  | { name: 'ViewContent'; product: EventProduct }
  | {
      name: 'InitiateCheckout';
      product: EventProduct;
      quantity: number;
      /** What the store charges for the jars (its discounts applied); else price × quantity. */
      value?: { amount: number; currencyCode: string };
    }
  | { name: 'Contact' }
  /** Joined the email list or the waitlist: never the address, nor anything else about them. */
  | { name: 'Lead' };

/** What Meta receives for an event: catalog fields, never a visitor's personal details. */
export function shopEventData(event: ShopEvent): Record<string, unknown> {
  if (event.name === 'Contact' || event.name === 'Lead') return {};
  const { variantGid, price } = event.product;
  const product = {
    content_ids: [variantGid.slice(variantGid.lastIndexOf('/') + 1)],
    value: price.amount,
    currency: price.currencyCode,
  };
  if (event.name === 'ViewContent') return { content_type: 'product', ...product };
  return {
    num_items: event.quantity,
    ...product,
    value: event.value?.amount ?? timesQuantity(price.amount, event.quantity),
  };
}

/** Where the page tells the function of an event (server/events.ts), with the same id. */
export const EVENTS_PATH = '/events';

export const PAGE_EVENT_NAMES = ['ViewContent', 'Contact'] as const;

export const EVENT_FIELDS = {
  event: 'event',
  eventId: 'event_id',
  consent: 'consent',
  contentId: 'content_id',
  value: 'value',
  currency: 'currency',
} as const;
