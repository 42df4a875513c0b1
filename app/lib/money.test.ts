import { describe, expect, it } from 'vitest';
import { formatPrice } from './money';

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
