/** The buy buttons' labels (what a refused checkout says: cart-messages.ts). */
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
  quantityLabel: 'Quantity',
  /** Subscribe & save (only when the store has selling plans). */
  purchaseOptions: 'Buy once or subscribe',
  /** By the hero's buy button, leading to the choice: the best saving the store's plans give. */
  subscribeAndSave: (percent: number) =>
    percent > 0 ? `or subscribe & save ${percent}%` : 'or subscribe',
  oneTime: 'One-time purchase',
  perDelivery: (price: string) => `${price} per delivery`,
  saving: (percent: number) => `save ${percent}%`,
  subscriptionTerms: 'Renews automatically; skip or cancel any time from your account.',
  /** The store's star rating: what the eye reads, and what a screen reader reads instead. */
  reviews: (count: string, isOne: boolean) => `${count} ${isOne ? 'review' : 'reviews'}`,
  rated: (figure: string, best: string, reviews: string) =>
    `Rated ${figure} out of ${best} from ${reviews}`,
  jars: (count: number) => (count === 1 ? '1 jar' : `${count} jars`),
  total: (price: string) => `Total ${price}`,
  totalAnnounced: (count: number, price: string) =>
    `${count === 1 ? '1 jar' : `${count} jars`}, ${price} in total.`,
  /** The store's offer (its automatic discounts), when it has one: each quantity's price. */
  jarsPriced: (count: number, price: string, saving: number) =>
    `${count === 1 ? '1 jar' : `${count} jars`} · ${price}${saving > 0 ? ` · save ${saving}%` : ''}`,
  /** "Save 10% on 2 jars, 15% on 3": each break, its discount and its fewest jars. */
  offer: (breaks: { off: string; jars: number }[]) =>
    `Save ${breaks.map(({ off, jars }, index) => `${off} on ${index === 0 ? (jars === 1 ? 'every jar' : `${jars} jars`) : jars}`).join(', ')}`,
  amountOff: (price: string, eachJar: boolean) => (eachJar ? `${price} a jar` : price),
  freeShipping: 'Free shipping',
  freeShippingFrom: (count: number) =>
    `Free shipping from ${count === 1 ? '1 jar' : `${count} jars`}`,
} as const;
