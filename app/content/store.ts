/** The buy buttons' labels (spec §2, §4); their messages are in ./store-messages.ts. */
export const store = {
  orderLabel: 'Order Now',
  soldOut: 'Sold out',
  openingCheckout: 'Opening checkout…',
} as const;
