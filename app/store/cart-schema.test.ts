import { describe, expect, it } from 'vitest';
import { readQuantity } from './cart-schema';

describe('readQuantity: the one reading of the quantity, the page’s and the cart’s', () => {
  it('takes a whole number from 1 to the most, and one when the field is absent', () => {
    expect(['1', '3', '6'].map((text) => readQuantity(text, 6))).toEqual([1, 3, 6]);
    expect(readQuantity(null, 6)).toBe(1);
  });

  it('refuses anything else, so the page never shows a total the cart would refuse', () => {
    for (const text of ['0', '7', '', '1.5', ' 2', '1e1', '-1', 'two', '1000']) {
      expect(readQuantity(text, 6), JSON.stringify(text)).toBeNull();
    }
  });
});
