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
