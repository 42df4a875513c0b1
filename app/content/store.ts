export const store = {
  orderLabel: 'Order Now',
  soldOut: 'Sold out',
  openingCheckout: 'Opening checkout…',
  viewOnStore: 'View on our store',
  notConnected: (email: string) =>
    `Online ordering isn't connected yet. Email us at ${email} and we'll send your jar.`,
  unreachable: (email: string) =>
    `We couldn't reach our store just now. Please try again in a moment, or email us at ${email} to order.`,
  rejected: (email: string) =>
    `Our store couldn't start your checkout. Please try again, or email us at ${email} to order.`,
  soldOutMessage: (email: string) =>
    `This jar is sold out right now. Email us at ${email} and we'll tell you when it's back.`,
} as const;
