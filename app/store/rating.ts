// The star rating review apps write in `reviews.rating(_count)` metafields; unreadable: none.
export type Rating = {
  value: number;
  /** The scale's ends, from the metafield: usually 1 and 5. */
  worst: number;
  best: number;
  /** How many reviews the figure is from: at least one. */
  count: number;
};

/** The two metafields as the Storefront API answers them (null when the store has none). */
export type RatingMetafields = {
  rating: { value: string } | null;
  ratingCount: { value: string } | null;
};

export const RATING_SELECTION = `
      rating: metafield(namespace: "reviews", key: "rating") {
        value
      }
      ratingCount: metafield(namespace: "reviews", key: "rating_count") {
        value
      }`;

export function parseRating({ rating, ratingCount }: Partial<RatingMetafields>): Rating | null {
  if (!rating || !ratingCount) return null;
  const count = /^\d{1,9}$/.test(ratingCount.value.trim()) ? Number(ratingCount.value) : 0;
  if (count < 1) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(rating.value);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { value, scale_min: worst, scale_max: best } = parsed as Record<string, unknown>;
  const [figure, low, high] = [value, worst, best].map((part) =>
    typeof part === 'string' && part.trim() !== '' ? Number(part) : NaN,
  ) as [number, number, number];
  if (![figure, low, high].every(Number.isFinite)) return null;
  if (low >= high || figure < low || figure > high) return null;
  return { value: figure, worst: low, best: high, count };
}

/** The figure as shown and read: one decimal ("4.8", "5.0"). */
export function ratingFigure(rating: Rating): string {
  return rating.value.toFixed(1);
}
