/** The buy buttons' labels (spec §2, §4); their messages are in ./store-messages.ts. */
export const store = {
  orderLabel: 'Order Now',
  soldOut: 'Sold out',
  openingCheckout: 'Opening checkout…',
  shopPayLabel: 'Buy with Shop Pay',
  /** The discount notice by the buy buttons (issue 20). */
  discountWillApply: 'will be applied at checkout',
  discountRefused: "doesn't apply to this order",
  removeDiscount: 'Remove',
  removeDiscountLabel: (code: string) => `Remove the code ${code}`,
  dismiss: 'Dismiss',
  discountRemoved: (code: string) => `The code ${code} was removed.`,
} as const;
