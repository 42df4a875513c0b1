import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { formatPrice, groupDigits, timesQuantity } from './money';

describe('formatPrice', () => {
  it('prints whole dollars without cents', () => {
    expect(formatPrice(34)).toBe('$34');
  });

  it('prints cents when there are any', () => {
    expect(formatPrice(34.5)).toBe('$34.50');
  });

  it('uses the currency it is given', () => {
    expect(formatPrice(30, 'EUR')).toBe('€30');
  });

  it('keeps each currency and kind apart when called in any order (formatters are reused)', () => {
    const calls: [number, string, string][] = [
      [34.5, 'USD', '$34.50'],
      [34, 'USD', '$34'],
      [30, 'EUR', '€30'],
      [30.25, 'EUR', '€30.25'],
      [68, 'USD', '$68'],
      [34.5, 'USD', '$34.50'],
      [1020, 'JPY', '¥1,020'],
      [30.25, 'CHF', 'CHF\u00a030.25'],
    ];
    for (const [amount, currency, printed] of calls) {
      expect(formatPrice(amount, currency)).toBe(printed);
    }
  });
});

describe('formatPrice without Intl', () => {
  const intl = (amount: number, currency: string) =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(amount);
  const CURRENCIES = ['USD', 'CAD', 'AUD', 'NZD', 'EUR', 'GBP'];

  it('prints the common currencies as Intl does, for any amount a store can charge', () => {
    const cents = fc.integer({ min: 0, max: 10 ** 11 }).map((n) => n / 100);
    const anyAmount = fc.double({ min: 0, max: 1e9, noNaN: true });
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCIES),
        fc.oneof(cents, anyAmount),
        (currency, amount) => {
          expect(formatPrice(amount, currency)).toBe(intl(amount, currency));
        },
      ),
      { numRuns: 2000 },
    );
    for (const amount of [0, 0.005, 0.125, 999.995, 1000, 1234567.5]) {
      expect(formatPrice(amount, 'USD')).toBe(intl(amount, 'USD'));
    }
  });

  it('makes no Intl formatter for them: the first costs a phone one long task in hydration', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    for (const currency of CURRENCIES) formatPrice(86.7, currency);
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });

  it('groups a count as en-US does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (count) => {
        expect(groupDigits(count)).toBe(count.toLocaleString('en-US'));
      }),
    );
  });
});

describe('timesQuantity', () => {
  it('multiplies in cents, so no binary fraction shows in the total', () => {
    expect(timesQuantity(33.33, 3)).toBe(99.99);
    expect(timesQuantity(0.1, 3)).toBe(0.3);
  });

  it('leaves one item at its price', () => {
    expect(timesQuantity(34, 1)).toBe(34);
  });
});
