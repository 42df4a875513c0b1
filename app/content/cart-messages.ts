/** Why a checkout cannot start, decided by the server (the page says only "unreachable"). */
export const cartMessages = {
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
  viewOnStore: 'View on our store',
} as const;
