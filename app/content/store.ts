/** The buy buttons' labels, and what they say when a checkout cannot start. */
export const store = {
  orderLabel: 'Order Now',
  soldOut: 'Sold out',
  openingCheckout: 'Opening checkout…',
  shopPayLabel: 'Buy with Shop Pay',
  discountWillApply: 'will be applied at checkout',
  discountRefused: "doesn't apply to this order",
  removeDiscount: 'Remove',
  removeDiscountLabel: (code: string) => `Remove the code ${code}`,
  dismiss: 'Dismiss',
  discountRemoved: (code: string) => `The code ${code} was removed.`,
  viewOnStore: 'View on our store',
  quantityLabel: 'Quantity',
  /** Subscribe & save (only when the store has selling plans). */
  purchaseOptions: 'Buy once or subscribe',
  /** By the hero's buy button, leading to the choice: the best saving the store's plans give. */
  subscribeAndSave: (percent: number) =>
    percent > 0 ? `or subscribe & save ${percent}%` : 'or subscribe',
  oneTime: 'One-time purchase',
  perDelivery: (price: string) => `${price} per delivery`,
  saving: (percent: number) => `save ${percent}%`,
  subscriptionsNeedScript: 'Subscribing needs JavaScript: turn it on to choose a plan.',
  subscriptionTerms: 'Renews automatically; skip or cancel any time from your account.',
  /** The store's star rating: what the eye reads, and what a screen reader reads instead. */
  reviews: (count: string, isOne: boolean) => `${count} ${isOne ? 'review' : 'reviews'}`,
  rated: (figure: string, best: string, reviews: string) =>
    `Rated ${figure} out of ${best} from ${reviews}`,
  jars: (count: number) => (count === 1 ? '1 jar' : `${count} jars`),
  total: (price: string) => `Total ${price}`,
  totalAnnounced: (count: number, price: string) =>
    `${count === 1 ? '1 jar' : `${count} jars`}, ${price} in total.`,
  messages: {
    notConnected: (email: string) =>
      `Online ordering isn't connected yet. Email us at ${email} and we'll send your jar.`,
    unreachable: (email: string) =>
      `We couldn't reach our store just now. Please try again in a moment, or email us at ${email} to order.`,
    rejected: (email: string) =>
      `Our store couldn't start your checkout. Please try again, or email us at ${email} to order.`,
    soldOut: (email: string) =>
      `This jar is sold out right now. Email us at ${email} and we'll tell you when it's back.`,
    discountRefused: (code: string) =>
      `The code ${code} doesn't apply to this order, so it was removed. Tap "Order Now" again to check out without it.`,
  },
} as const;
