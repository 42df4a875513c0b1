/** The price of `quantity` items at `amount` each, in cents so that 3 × 33.33 is 99.99. */
export function timesQuantity(amount: number, quantity: number): number {
  return Math.round(amount * 100 * quantity) / 100;
}

// The page's first Intl formatter costs a 4× throttled phone 50–110 ms in one task (its locale
// data loads), inside hydration: the currencies a store most often sells in, and plain counts,
// are printed without it, exactly as Intl's en-US prints them (money.test.ts holds the two equal).
const SYMBOLS: Readonly<Record<string, string>> = {
  USD: '$',
  CAD: 'CA$',
  AUD: 'A$',
  NZD: 'NZ$',
  EUR: '€',
  GBP: '£',
};

/** 1234567 → "1,234,567", as `toLocaleString('en-US')` prints a whole number. */
export function groupDigits(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
}

const formatters = new Map<string, Intl.NumberFormat>();

/** An amount the way the shop prints prices, in en-US: "$34", "$34.50", "€1,020". */
export function formatPrice(amount: number, currency = 'USD'): string {
  const isWhole = Number.isInteger(amount);
  const symbol = SYMBOLS[currency];
  if (symbol !== undefined && amount >= 0 && amount < 1e15) {
    const [whole = '0', cents] = amount.toFixed(2).split('.');
    return `${symbol}${groupDigits(Number(whole))}${isWhole ? '' : `.${cents}`}`;
  }
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
