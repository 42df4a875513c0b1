import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from './product';
import { liveProduct } from './shop-state';
import { StarRating } from './star-rating';
import { StoreProvider } from './store-provider';
import { TEST_SNAPSHOT, TEST_STORE_CONFIG, fakeFunction } from './store-provider.fixtures';

/** The function's answer to the live product's request. */
const fetchProduct = vi.fn<() => Promise<Product>>();

const RATED: Product = {
  ...TEST_SNAPSHOT,
  rating: { value: 4.8, worst: 1, best: 5, count: 1234 },
};

/** The rating's line: the provider adds its status region beside it. */
const shown = () => document.querySelector('p:not([role])');

function rating(snapshot: Product) {
  return render(
    <StoreProvider
      config={TEST_STORE_CONFIG}
      snapshot={snapshot}
      missingVariables={[]}
      contactEmail="a@b.c"
    >
      <StarRating />
    </StoreProvider>,
  );
}

beforeAll(async () => {
  await import('./load-product'); // the live product's code, loaded on demand
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fakeFunction(fetchProduct));
  liveProduct.set({ status: 'idle' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the store’s star rating', () => {
  it('shows the stars, the figure and the count, and reads as one sentence', () => {
    vi.mocked(fetchProduct).mockReturnValue(new Promise(() => {}));
    const { container } = rating(RATED);
    expect(shown()).toHaveTextContent('4.8 · 1,234 reviews');
    expect(screen.getByText('Rated 4.8 out of 5 from 1,234 reviews')).toHaveClass('sr-only');
    // What the eye reads is hidden from a screen reader, which reads the sentence instead.
    expect(screen.getByText('1,234 reviews', { exact: false, ignore: '.sr-only' })).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    // Four and four fifths of five stars.
    expect(container.querySelector('svg[data-stars]')).toHaveAttribute('data-stars', '4.80');
    const partial = [...container.querySelectorAll('svg svg')].map((star) =>
      star.getAttribute('width'),
    );
    expect(partial).toEqual(['20', '20', '20', '20', '16']);
  });

  it('says "1 review" for one', () => {
    vi.mocked(fetchProduct).mockReturnValue(new Promise(() => {}));
    rating({ ...RATED, rating: { value: 5, worst: 1, best: 5, count: 1 } });
    expect(screen.getByText('Rated 5.0 out of 5 from 1 review')).toBeInTheDocument();
  });

  it('is nothing when the store has no rating', () => {
    vi.mocked(fetchProduct).mockReturnValue(new Promise(() => {}));
    const { container } = rating(TEST_SNAPSHOT);
    expect(shown()).toBeNull();
    expect(container.querySelector('svg')).toBeNull();
  });

  it('follows the live product: a new figure, or none', async () => {
    vi.mocked(fetchProduct).mockResolvedValueOnce({
      ...RATED,
      rating: { value: 4.6, worst: 1, best: 5, count: 1300 },
    });
    const { unmount } = rating(RATED);
    expect(shown()).toHaveTextContent('4.8 · 1,234 reviews');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(shown()).toHaveTextContent('4.6 · 1,300 reviews');
    unmount();

    liveProduct.set({ status: 'idle' });
    vi.mocked(fetchProduct).mockResolvedValueOnce(TEST_SNAPSHOT);
    rating(RATED);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(shown()).toBeNull();
  });
});
