import { describe, expect, it } from 'vitest';
import { formatPrice, timesQuantity } from './money';

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
    ];
    for (const [amount, currency, printed] of calls) {
      expect(formatPrice(amount, currency)).toBe(printed);
    }
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
