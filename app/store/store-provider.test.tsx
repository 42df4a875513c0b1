import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreConfig } from '~/config';
import type { Product } from './product';
import { createCheckout, fetchProduct } from './storefront-client';
import { OrderButton } from './order-button';
import { StoreProvider, useKnownProduct, useShop } from './store-provider';
import { TEST_CART_URL, TEST_SNAPSHOT, TEST_STORE_CONFIG } from './store-provider.fixtures';
import { showToast } from '~/ui/toast';

vi.mock('./storefront-client', () => ({ fetchProduct: vi.fn(), createCheckout: vi.fn() }));
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
/** The cart one click asks for. Outside a ConsentProvider nothing asks for consent: as in `off`
 * mode, nothing is added. */
const PRODUCT_CART = {
  variantGid: PRODUCT.variantGid,
  visitorConsent: null,
  attributes: [],
  discountCode: null,
  quantity: 1,
  sellingPlanId: null,
};

const assign = vi.fn<(url: string | URL) => void>();
let consoleError: ReturnType<typeof vi.spyOn>;

// The provider loads what the buttons do on demand. Loaded once here, as a browser would have it
// cached, so the fake clock times the store's requests and not the test runner's module loading.
beforeAll(async () => {
  await import('./checkout');
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(fetchProduct).mockReset();
  vi.mocked(createCheckout).mockReset();
  vi.mocked(showToast).mockReset();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  assign.mockReset();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
});

afterEach(() => {
  vi.useRealTimers();
});

const SNAPSHOT = TEST_SNAPSHOT;

function buttons(config: StoreConfig | null, snapshot: Product | null) {
  return (
    <StoreProvider
      config={config}
      snapshot={snapshot}
      missingVariables={['VITE_SHOPIFY_DOMAIN']}
      contactEmail={EMAIL}
    >
      <OrderButton withPrice />
      <OrderButton />
    </StoreProvider>
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

describe('StoreProvider checkout', () => {
  it('a click before the product loaded waits for it, then goes to checkout once', async () => {
    trackRequests(['ok']);
    vi.mocked(createCheckout).mockResolvedValue({ ok: true, value: 'https://shop.test/c/1' });
    renderButtons();
    const button = screen.getByRole('button', { name: 'Order Now' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveTextContent('Opening checkout…');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(createCheckout).toHaveBeenCalledExactlyOnceWith(CONFIG, PRODUCT_CART);
    expect(assign).toHaveBeenCalledExactlyOnceWith('https://shop.test/c/1');
  });

  it('after every attempt failed, tries once more on click and explains when it cannot', async () => {
    trackRequests([]);
    renderButtons();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    fireEvent.click(screen.getByRole('button', { name: 'Order Now $34' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetchProduct).toHaveBeenCalledTimes(7);
    expect(showToast).toHaveBeenCalledExactlyOnceWith(
      'error',
      expect.stringMatching(/couldn't reach our store.*hello@example\.com/),
    );
    expect(createCheckout).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Order Now $34' })).toBeEnabled();
  });

  it('shows the store error with a way to the product page', async () => {
    trackRequests(['ok']);
    vi.mocked(createCheckout).mockResolvedValue({
      ok: false,
      reason: 'rejected',
      detail: 'out of stock',
    });
    renderButtons();
    await act(() => vi.advanceTimersByTimeAsync(100));
    fireEvent.click(screen.getByRole('button', { name: 'Order Now' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(showToast).toHaveBeenCalledWith(
      'error',
      expect.stringMatching(/couldn't start your checkout.*hello@example\.com/),
      expect.objectContaining({ label: 'View on our store' }),
    );
    expect(consoleError).toHaveBeenCalledWith('Buy button: checkout failed', 'out of stock');
    expect(assign).not.toHaveBeenCalled();
  });

  it('without a store says so on click and warns once naming the variables', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderButtons(null);
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      'Buy button: the store is not connected. Set VITE_SHOPIFY_DOMAIN.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Order Now $34' }));
    return act(async () => {
      await vi.advanceTimersByTimeAsync(0);
      expect(showToast).toHaveBeenCalledExactlyOnceWith(
        'error',
        `Online ordering isn't connected yet. Email us at ${EMAIL} and we'll send your jar.`,
      );
      expect(fetchProduct).not.toHaveBeenCalled();
    });
  });
});

describe('buy links from the build-time product', () => {
  it('are links to the cart permalink with the price the store had at build time', () => {
    trackRequests([]);
    renderButtons(CONFIG, SNAPSHOT);
    expect(screen.getByRole('link', { name: 'Order Now $35' })).toHaveAttribute(
      'href',
      TEST_CART_URL,
    );
    expect(screen.getByRole('link', { name: 'Order Now' })).toHaveAttribute('href', TEST_CART_URL);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('once hydrated, a click runs the scripted checkout instead of following the link', async () => {
    trackRequests(['ok']);
    vi.mocked(createCheckout).mockResolvedValue({ ok: true, value: 'https://shop.test/c/1' });
    renderButtons(CONFIG, SNAPSHOT);
    const link = screen.getByRole('link', { name: 'Order Now' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    fireEvent(link, click);
    expect(click.defaultPrevented).toBe(true);
    expect(link).toHaveAttribute('aria-busy', 'true');
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(createCheckout).toHaveBeenCalledExactlyOnceWith(CONFIG, PRODUCT_CART);
    expect(assign).toHaveBeenCalledExactlyOnceWith('https://shop.test/c/1');
  });

  it('leaves a click with a modifier key to the browser (a new tab on the permalink)', async () => {
    trackRequests(['ok']);
    renderButtons(CONFIG, SNAPSHOT);
    let wasLeftToBrowser = false;
    // Seen after React's handler; then stop jsdom, which cannot open a new tab.
    const noteAndStop = (event: Event) => {
      wasLeftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', noteAndStop);
    fireEvent.click(screen.getByRole('link', { name: 'Order Now' }), { ctrlKey: true });
    document.removeEventListener('click', noteAndStop);
    expect(wasLeftToBrowser).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(createCheckout).not.toHaveBeenCalled();
  });

  it('a product sold out at build time is a disabled "Sold out" button until the store says otherwise', async () => {
    trackRequests(['ok']);
    renderButtons(CONFIG, { ...SNAPSHOT, isAvailable: false });
    expect(screen.getAllByRole('button', { name: 'Sold out' })).toHaveLength(2);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('link', { name: 'Order Now $36' })).toBeVisible();
  });
});

describe('buttons without the build-time product', () => {
  it('look pending in the prerendered HTML, and work once hydrated', async () => {
    trackRequests(['ok']);
    const container = document.createElement('div');
    container.innerHTML = renderToString(buttons(CONFIG, null));
    document.body.append(container);
    const prerendered = screen.getAllByRole('button', { name: /^Order Now/ });
    expect(prerendered).toHaveLength(2);
    for (const button of prerendered) expect(button).toHaveAttribute('aria-disabled', 'true');

    const root = await act(() => Promise.resolve(hydrateRoot(container, buttons(CONFIG, null))));
    for (const button of screen.getAllByRole('button', { name: /^Order Now/ })) {
      expect(button).not.toHaveAttribute('aria-disabled');
      expect(button).toBeEnabled();
    }
    act(() => root.unmount());
    container.remove();
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
