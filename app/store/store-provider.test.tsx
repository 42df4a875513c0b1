import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BuyControls } from './buy-controls';
import type { StoreConfig } from '~/config';
import type { Product } from './product';
import type { RefusedCart } from './cart-form';
import { liveProduct } from './shop-state';
import { StoreProvider, useKnownProduct, useShop } from './store-provider';
import { TEST_SNAPSHOT, TEST_STORE_CONFIG, fakeFunction, inPage } from './store-provider.fixtures';
import { showToast } from '~/ui/toast';

/** The function's answer to the live product's request. */
const fetchProduct = vi.fn<() => Promise<Product>>();
vi.mock('~/ui/toast', () => ({ showToast: vi.fn(), ToastRegion: () => null }));

const CONFIG = TEST_STORE_CONFIG;
const PRODUCT: Product = {
  variantGid: 'gid://shopify/ProductVariant/7',
  isAvailable: true,
  price: { amount: 36, currencyCode: 'USD' },
  storeUrl: 'https://shop.test/products/honey',
  rating: null,
  plans: [],
  requiresPlan: false,
};
const EMAIL = 'hello@example.com';
const assign = vi.fn<(url: string | URL) => void>();
let consoleError: ReturnType<typeof vi.spyOn>;

// The provider loads what the buttons do on demand. Loaded once here, as a browser would have it
// cached, so the fake clock times the store's requests and not the test runner's module loading.
beforeAll(async () => {
  await Promise.all([import('./load-product'), import('./buy')]);
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(fetchProduct).mockReset();
  vi.stubGlobal('fetch', fakeFunction(fetchProduct));
  cart.mockReset();
  liveProduct.set({ status: 'idle' });
  vi.mocked(showToast).mockReset();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  assign.mockReset();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The cart function (the form's answer), faked where the browser calls it. */
/** The cart's action, as the page's fetcher gets it (store-provider.fixtures.ts). */
const cart = vi.fn<() => Promise<RefusedCart>>();

const SNAPSHOT = TEST_SNAPSHOT;

function buttons(config: StoreConfig | null, snapshot: Product | null) {
  return inPage(
    <StoreProvider
      config={config}
      snapshot={snapshot}
      missingVariables={['VITE_SHOPIFY_DOMAIN']}
      contactEmail={EMAIL}
    >
      <BuyControls area="hero" withPrice />
      <BuyControls area="cta" isFullWidth />
    </StoreProvider>,
    cart,
  );
}

function renderButtons(config: StoreConfig | null = CONFIG, snapshot: Product | null = null) {
  return render(buttons(config, snapshot));
}

/** The fake-clock times (ms since start) at which the product was requested. */
function trackRequests(results: ('fail' | 'ok' | 'sold-out')[]) {
  const start = Date.now();
  const times: number[] = [];
  vi.mocked(fetchProduct).mockImplementation(() => {
    times.push(Date.now() - start);
    const next = results.shift() ?? 'fail';
    if (next === 'fail') return Promise.reject(new Error('store down'));
    return Promise.resolve({ ...PRODUCT, isAvailable: next === 'ok' });
  });
  return times;
}

describe('StoreProvider initialisation', () => {
  it('first asks 100 ms after mount, once for both buttons', async () => {
    const times = trackRequests(['ok']);
    renderButtons();
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(times).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(times).toEqual([100]);
    expect(screen.getByRole('button', { name: 'Order Now $36' })).toBeEnabled();
  });

  it('retries after 1, 2, 3, 4 and 5 s, then stops and logs every failure', async () => {
    const times = trackRequests([]);
    renderButtons();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(times).toEqual([100, 1100, 3100, 6100, 10100, 15100]);
    expect(consoleError).toHaveBeenCalledTimes(6);
    expect(consoleError).toHaveBeenLastCalledWith(
      'Buy button: loading the product failed (attempt 6)',
      new Error('store down'),
    );
  });

  it('stops retrying at the first success', async () => {
    const times = trackRequests(['fail', 'fail', 'ok']);
    renderButtons();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(times).toEqual([100, 1100, 3100]);
  });

  it('starts again from the first attempt when the page is shown again', async () => {
    const times = trackRequests(['fail', 'ok', 'fail', 'ok']);
    const first = renderButtons();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    first.unmount();
    const remountedAt = times.length;
    renderButtons();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(times).toHaveLength(remountedAt + 2);
    const [again, retried] = times.slice(remountedAt);
    expect((retried ?? 0) - (again ?? 0)).toBe(1000); // the counter was reset: 1 s, not 3 s
  });

  it('stops retrying when the page is left', async () => {
    const times = trackRequests([]);
    const view = renderButtons();
    await act(() => vi.advanceTimersByTimeAsync(500));
    view.unmount();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(times).toEqual([100]);
  });

  it('disables both buttons when the product is sold out', async () => {
    trackRequests(['sold-out']);
    renderButtons();
    await act(() => vi.advanceTimersByTimeAsync(100));
    const buttons = screen.getAllByRole('button', { name: 'Sold out' });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button).toBeDisabled();
  });
});

describe('the buy forms and the provider', () => {
  it('without a store, a tap is told the store is not connected; one warning names the variables', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // What the server says when it has no store (app/store/cart.server.ts), shown as it says it.
    const message = `Online ordering isn't connected yet. Email us at ${EMAIL} and we'll send your jar.`;
    cart.mockResolvedValueOnce({
      reason: 'not-configured',
      message,
      storeUrl: null,
      area: 'hero',
      choice: null,
    });
    renderButtons(null);
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      'Buy button: the store is not connected. Set VITE_SHOPIFY_DOMAIN.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Order Now $34' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(showToast).toHaveBeenCalledExactlyOnceWith('error', message);
    expect(fetchProduct).not.toHaveBeenCalled();
  });

  it('the build-time price first, the live one once the store answers', async () => {
    trackRequests(['ok']);
    renderButtons(CONFIG, SNAPSHOT);
    expect(screen.getByRole('button', { name: 'Order Now $35' })).toBeEnabled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('button', { name: 'Order Now $36' })).toBeEnabled();
  });

  it('a product sold out at build time is a disabled "Sold out" button until the store says otherwise', async () => {
    trackRequests(['ok']);
    renderButtons(CONFIG, { ...SNAPSHOT, isAvailable: false });
    expect(screen.getAllByRole('button', { name: 'Sold out' })).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('button', { name: 'Order Now $36' })).toBeEnabled();
  });

  it('without the build-time product, the prerendered form still posts (the function finds the jar)', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(buttons(CONFIG, null));
    const forms = [...container.querySelectorAll('form')];
    expect(forms).toHaveLength(2);
    for (const form of forms) {
      expect(form.querySelector('button[type=submit]')).not.toHaveAttribute('disabled');
      expect(new FormData(form).get('variant')).toBe('');
    }
  });
});

describe('what the provider gives its buttons keeps its identity', () => {
  it('the same product across renders, so effects on it run once per change', async () => {
    const seen = { products: new Set<unknown>(), shops: new Set<unknown>() };
    function Probe() {
      seen.products.add(useKnownProduct());
      seen.shops.add(useShop());
      return null;
    }
    vi.mocked(fetchProduct).mockResolvedValue(PRODUCT);
    const tree = () => (
      <StoreProvider config={CONFIG} snapshot={SNAPSHOT} missingVariables={[]} contactEmail={EMAIL}>
        <Probe />
      </StoreProvider>
    );
    const { rerender } = render(tree());
    rerender(tree());
    rerender(tree());
    expect(seen.products).toEqual(new Set([SNAPSHOT]));
    await act(() => vi.advanceTimersByTimeAsync(100));
    rerender(tree());
    expect(seen.products).toEqual(new Set([SNAPSHOT, PRODUCT]));
    expect(seen.shops.size).toBe(1);
  });
});
