/** The price of `quantity` items at `amount` each, in cents so that 3 × 33.33 is 99.99. */
export function timesQuantity(amount: number, quantity: number): number {
  return Math.round(amount * 100 * quantity) / 100;
}

// One formatter per currency and kind, made on first use: each costs milliseconds on a phone.
const formatters = new Map<string, Intl.NumberFormat>();

/** Formats a whole or fractional US-dollar amount the way the shop prints prices: "$34", "$34.50". */
export function formatPrice(amount: number, currency = 'USD'): string {
  const isWhole = Number.isInteger(amount);
  const key = `${currency} ${isWhole ? 'whole' : 'cents'}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: isWhole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}
