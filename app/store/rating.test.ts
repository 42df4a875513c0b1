import { describe, expect, it } from 'vitest';
import { parseRating, ratingFigure } from './rating';

const metafields = (rating: string | null, count: string | null) => ({
  rating: rating === null ? null : { value: rating },
  ratingCount: count === null ? null : { value: count },
});
const FIVE_SCALE = (value: string) => `{"scale_min":"1.0","scale_max":"5.0","value":"${value}"}`;

describe('the store’s star rating from its metafields', () => {
  it('reads the figure, its scale and the count', () => {
    expect(parseRating(metafields(FIVE_SCALE('4.8'), '127'))).toEqual({
      value: 4.8,
      worst: 1,
      best: 5,
      count: 127,
    });
    expect(
      parseRating(metafields('{"scale_min":"0","scale_max":"10","value":"8.6"}', '3')),
    ).toEqual({ value: 8.6, worst: 0, best: 10, count: 3 });
  });

  it('is no rating when either metafield is missing, or no review was counted', () => {
    expect(parseRating(metafields(null, '127'))).toBeNull();
    expect(parseRating(metafields(FIVE_SCALE('4.8'), null))).toBeNull();
    expect(parseRating(metafields(FIVE_SCALE('4.8'), '0'))).toBeNull();
    expect(parseRating({})).toBeNull();
  });

  it('is no rating when anything is unreadable: never a figure made up', () => {
    for (const [rating, count] of [
      ['not json', '5'],
      ['"4.8"', '5'],
      ['{"value":"4.8"}', '5'],
      [FIVE_SCALE('5.5'), '5'],
      [FIVE_SCALE('0.5'), '5'],
      [FIVE_SCALE(''), '5'],
      ['{"scale_min":"5","scale_max":"1","value":"3"}', '5'],
      [FIVE_SCALE('4.8'), '12.5'],
      [FIVE_SCALE('4.8'), '-3'],
      [FIVE_SCALE('4.8'), 'many'],
    ] as const) {
      expect(parseRating(metafields(rating, count)), `${rating} / ${count}`).toBeNull();
    }
  });

  it('shows the figure with one decimal', () => {
    expect(ratingFigure({ value: 5, worst: 1, best: 5, count: 1 })).toBe('5.0');
    expect(ratingFigure({ value: 4.75, worst: 1, best: 5, count: 1 })).toBe('4.8');
  });
});
