import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreConfig } from '~/config';
import { showToast } from '~/ui/toast';
import { BuyControls } from './buy-controls';
import { DISCOUNT_STORAGE_KEY } from './discount-early';
import type { Product } from './product';
import { checkingOut, liveProduct, pickedPlan, pickedQuantity } from './shop-state';
import { createCheckout, fetchProduct } from './storefront-client';
import { StoreProvider } from './store-provider';
import { TEST_SNAPSHOT, TEST_STORE_CONFIG } from './store-provider.fixtures';

vi.mock('./storefront-client', () => ({ fetchProduct: vi.fn(), createCheckout: vi.fn() }));
vi.mock('~/ui/toast', () => ({ showToast: vi.fn(), ToastRegion: () => null }));

const PERMALINK = 'https://shop.test/cart/7:1?access_token=t';
const assign = vi.fn<(url: string | URL) => void>();

beforeAll(async () => {
  await import('./checkout');
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(fetchProduct).mockResolvedValue(TEST_SNAPSHOT);
  vi.mocked(createCheckout).mockReset();
  vi.mocked(showToast).mockReset();
  assign.mockReset();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
  sessionStorage.clear();
  delete document.documentElement.dataset.discount;
  delete document.documentElement.dataset.jars;
  pickedQuantity.set(null);
  pickedPlan.set(null);
  liveProduct.set({ status: 'idle' });
});

afterEach(() => {
  vi.useRealTimers();
  delete document.documentElement.dataset.discount;
});

function controls(config: StoreConfig = TEST_STORE_CONFIG) {
  return (
    <StoreProvider
      config={config}
      snapshot={TEST_SNAPSHOT}
      missingVariables={[]}
      contactEmail="a@b.c"
    >
      <BuyControls withPrice />
      <BuyControls isFullWidth />
    </StoreProvider>
  );
}

/** As the page's early script leaves a visit that came by a discount link. */
function arriveWithCode(code: string) {
  document.documentElement.dataset.discount = code;
  sessionStorage.setItem(DISCOUNT_STORAGE_KEY, code);
}

const hrefs = (name: RegExp) =>
  screen.getAllByRole('link', { name }).map((link) => link.getAttribute('href'));

describe('a discount code the visit arrived with', () => {
  it('is shown by every buy button, announced once, and on every link, URL-encoded', () => {
    arriveWithCode('SPRING 10&X');
    render(controls());
    expect(hrefs(/^Order Now/)).toEqual([
      `${PERMALINK}&discount=SPRING+10%26X`,
      `${PERMALINK}&discount=SPRING+10%26X`,
    ]);
    expect(
      screen.getAllByText((_, element) =>
        element?.textContent === 'SPRING 10&X will be applied at checkoutRemove' ? true : false,
      ),
    ).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent(
      'SPRING 10&X will be applied at checkout.',
    );
  });

  it('goes into the cart, and can be removed: forgotten, off the links, focus on the button', async () => {
    arriveWithCode('SPRING10');
    vi.mocked(createCheckout).mockResolvedValue({ ok: true, value: 'https://shop.test/c/1' });
    render(controls());
    fireEvent.click(
      screen.getAllByRole('button', { name: 'Remove the code SPRING10' })[0] as Element,
    );
    expect(screen.queryByText(/will be applied/)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The code SPRING10 was removed.');
    expect(sessionStorage.getItem(DISCOUNT_STORAGE_KEY)).toBeNull();
    expect(document.documentElement.dataset.discount).toBeUndefined();
    expect(hrefs(/^Order Now/)).toEqual([PERMALINK, PERMALINK]);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Order Now $35' }));

    fireEvent.click(screen.getByRole('link', { name: 'Order Now' }));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(vi.mocked(createCheckout).mock.calls[0]?.[1]).toMatchObject({ discountCode: null });
  });

  it('is asked for in the cart; when the store refuses it the shopper stays, told', async () => {
    arriveWithCode('EXPIRED5');
    vi.mocked(createCheckout).mockResolvedValueOnce({
      ok: false,
      reason: 'discount-refused',
      detail: 'EXPIRED5',
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(controls());
    fireEvent.click(screen.getByRole('link', { name: 'Order Now' }));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(vi.mocked(createCheckout).mock.calls[0]?.[1]).toMatchObject({
      discountCode: 'EXPIRED5',
    });
    expect(assign).not.toHaveBeenCalled();
    expect(showToast).toHaveBeenCalledExactlyOnceWith(
      'error',
      'The code EXPIRED5 doesn\'t apply to this order, so it was removed. Tap "Order Now" again to check out without it.',
    );
    expect(screen.getAllByText("doesn't apply to this order", { exact: false })).toHaveLength(2);
    expect(hrefs(/^Order Now/)).toEqual([PERMALINK, PERMALINK]);
    expect(sessionStorage.getItem(DISCOUNT_STORAGE_KEY)).toBeNull();

    // The next tap checks out without it.
    vi.mocked(createCheckout).mockResolvedValueOnce({ ok: true, value: 'https://shop.test/c/2' });
    fireEvent.click(screen.getByRole('link', { name: 'Order Now' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(vi.mocked(createCheckout).mock.calls[1]?.[1]).toMatchObject({ discountCode: null });
    expect(assign).toHaveBeenCalledExactlyOnceWith('https://shop.test/c/2');
    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[0] as Element);
    expect(screen.queryByText(/doesn't apply/)).not.toBeInTheDocument();
  });

  it('hydrates over the prerendered page without a mismatch, then fills the room kept for it', async () => {
    const prerendered = renderToString(controls());
    arriveWithCode('SPRING10');
    const container = document.createElement('div');
    container.innerHTML = prerendered;
    document.body.append(container);
    const notices = [...container.querySelectorAll('p:not([role])')];
    expect(notices).toHaveLength(2);
    // Room kept from the first paint: the class that the early script's mark turns on.
    for (const notice of notices) expect(notice.className).toMatch(/with-discount:flex/);
    const recoverable = vi.fn();
    const root = await act(() =>
      Promise.resolve(hydrateRoot(container, controls(), { onRecoverableError: recoverable })),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelectorAll('strong')).toHaveLength(2);
    expect(hrefs(/^Order Now/)).toEqual([
      `${PERMALINK}&discount=SPRING10`,
      `${PERMALINK}&discount=SPRING10`,
    ]);
    act(() => root.unmount());
    container.remove();
  });
});

describe('the Shop Pay link', () => {
  it('is absent unless the owner turned it on', () => {
    render(controls());
    expect(screen.queryByRole('link', { name: 'Buy with Shop Pay' })).not.toBeInTheDocument();
  });

  it('is under each "Order Now": the permalink into Shop Pay, with the code when there is one', () => {
    arriveWithCode('SPRING10');
    render(controls({ ...TEST_STORE_CONFIG, shopPay: true }));
    expect(hrefs(/^Buy with Shop Pay$/)).toEqual([
      `${PERMALINK}&payment=shop_pay&discount=SPRING10`,
      `${PERMALINK}&payment=shop_pay&discount=SPRING10`,
    ]);
  });

  it('is not offered for a sold-out jar', () => {
    vi.mocked(fetchProduct).mockResolvedValue({ ...TEST_SNAPSHOT, isAvailable: false });
    render(
      <StoreProvider
        config={{ ...TEST_STORE_CONFIG, shopPay: true }}
        snapshot={{ ...TEST_SNAPSHOT, isAvailable: false }}
        missingVariables={[]}
        contactEmail="a@b.c"
      >
        <BuyControls />
      </StoreProvider>,
    );
    expect(screen.queryByRole('link', { name: 'Buy with Shop Pay' })).not.toBeInTheDocument();
  });
});

describe('how many jars', () => {
  const pickers = () => screen.getAllByRole('combobox', { name: 'Quantity' });

  it('is a labelled choice beside each "Order Now", 1 to the configured maximum, one jar first', () => {
    render(controls({ ...TEST_STORE_CONFIG, maxQuantity: 4 }));
    expect(pickers()).toHaveLength(2);
    for (const picker of pickers()) {
      expect(picker).toHaveValue('1');
      expect([...(picker as HTMLSelectElement).options].map((option) => option.text)).toEqual([
        '1 jar',
        '2 jars',
        '3 jars',
        '4 jars',
      ]);
    }
    // At one jar the page reads as the spec says, with no total beside it.
    expect(screen.getByRole('link', { name: 'Order Now $35' })).toBeInTheDocument();
    expect(screen.queryByText(/^Total/)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  });

  it('three jars: every picker, the price, every link, the announcement and the cart', async () => {
    vi.mocked(createCheckout).mockResolvedValue({ ok: true, value: 'https://shop.test/c/1' });
    render(controls({ ...TEST_STORE_CONFIG, shopPay: true }));
    fireEvent.change(pickers()[1] as Element, { target: { value: '3' } });
    for (const picker of pickers()) expect(picker).toHaveValue('3');
    expect(screen.getByRole('link', { name: 'Order Now $105' })).toBeInTheDocument();
    // The full-width button states no price: the total is beside its picker.
    expect(screen.getByText('Total $105')).toBeInTheDocument();
    const permalink3 = PERMALINK.replace('/7:1', '/7:3');
    expect(hrefs(/^Order Now/)).toEqual([permalink3, permalink3]);
    expect(hrefs(/^Buy with Shop Pay$/)).toEqual([
      `${permalink3}&payment=shop_pay`,
      `${permalink3}&payment=shop_pay`,
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('3 jars, $105 in total.');

    fireEvent.click(screen.getByRole('link', { name: 'Order Now' }));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(vi.mocked(createCheckout).mock.calls[0]?.[1]).toMatchObject({ quantity: 3 });
    expect(assign).toHaveBeenCalledExactlyOnceWith('https://shop.test/c/1');
  });

  it("keeps a pick made before hydration (the early script's mark) in the cart", async () => {
    vi.mocked(createCheckout).mockResolvedValue({ ok: true, value: 'https://shop.test/c/1' });
    document.documentElement.dataset.jars = '2';
    render(controls());
    for (const picker of pickers()) expect(picker).toHaveValue('2');
    fireEvent.click(screen.getByRole('link', { name: 'Order Now $70' }));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(vi.mocked(createCheckout).mock.calls[0]?.[1]).toMatchObject({ quantity: 2 });
  });

  it('is not offered when the maximum is one jar, nor for a sold-out jar', () => {
    const { unmount } = render(controls({ ...TEST_STORE_CONFIG, maxQuantity: 1 }));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    unmount();
    vi.mocked(fetchProduct).mockResolvedValue({ ...TEST_SNAPSHOT, isAvailable: false });
    render(
      <StoreProvider
        config={TEST_STORE_CONFIG}
        snapshot={{ ...TEST_SNAPSHOT, isAvailable: false }}
        missingVariables={[]}
        contactEmail="a@b.c"
      >
        <BuyControls />
      </StoreProvider>,
    );
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});

describe('subscribe & save', () => {
  const MONTHLY = {
    id: 'gid://shopify/SellingPlan/701',
    name: 'Delivered monthly',
    delivery: 'Delivery every: 1 month',
    perDelivery: { amount: 31.5, currencyCode: 'USD' },
    savingPercent: 10,
  };
  const WITH_PLANS: Product = { ...TEST_SNAPSHOT, plans: [MONTHLY] };

  function withProduct(product: Product) {
    vi.mocked(fetchProduct).mockResolvedValue(product);
    return (
      <StoreProvider
        config={TEST_STORE_CONFIG}
        snapshot={product}
        missingVariables={[]}
        contactEmail="a@b.c"
      >
        <BuyControls withPrice />
        <BuyControls isFullWidth />
      </StoreProvider>
    );
  }

  it('is nothing when the store has no plans', () => {
    render(controls());
    expect(screen.queryByRole('group', { name: 'Buy once or subscribe' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('before hydration is shown but unavailable, one-time chosen, the links buy once', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(withProduct(WITH_PLANS));
    const fieldset = container.querySelector('fieldset');
    expect(fieldset?.disabled).toBe(true);
    const radios = [...container.querySelectorAll<HTMLInputElement>('input[type=radio]')];
    expect(radios.map((radio) => radio.checked)).toEqual([true, false]);
    expect(container.textContent).toContain(
      'Delivered monthly$31.50 per delivery · save 10% · Delivery every: 1 month',
    );
    expect(container.querySelectorAll('a[data-cart-link]')).toHaveLength(2);
  });

  it('a plan with two jars: one cart line with both, no permalink to lose the plan', async () => {
    vi.mocked(createCheckout).mockResolvedValue({ ok: true, value: 'https://shop.test/c/1' });
    render(withProduct(WITH_PLANS));
    const group = screen.getByRole('group', { name: 'Buy once or subscribe' });
    expect(group).toBeEnabled();
    fireEvent.click(screen.getByRole('radio', { name: /Delivered monthly/ }));
    fireEvent.change(screen.getAllByRole('combobox', { name: 'Quantity' })[1] as Element, {
      target: { value: '2' },
    });
    expect(screen.getByRole('radio', { name: /Delivered monthly/ })).toBeChecked();
    expect(screen.getByText('Renews automatically', { exact: false })).toBeInTheDocument();
    // A permalink cannot carry the plan: the buttons are the page's code only.
    expect(screen.queryByRole('link', { name: /^Order Now/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Order Now $63' })).toBeInTheDocument();
    expect(screen.getByText('Total $63 per delivery')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Order Now' }));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(vi.mocked(createCheckout).mock.calls[0]?.[1]).toMatchObject({
      quantity: 2,
      sellingPlanId: MONTHLY.id,
    });

    // Back on the page (as after the browser's back button), one-time: the links are back.
    act(() => checkingOut.set(false));
    fireEvent.click(screen.getByRole('radio', { name: /One-time purchase/ }));
    expect(screen.getAllByRole('link', { name: /^Order Now/ })).toHaveLength(2);
  });

  it('a product sold only with a plan offers only plans, and no link that would buy once', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(withProduct({ ...WITH_PLANS, requiresPlan: true }));
    expect(container.textContent).not.toContain('One-time purchase');
    expect(container.querySelectorAll('a[data-cart-link]')).toHaveLength(0);
    // Until hydration the buttons say they are unavailable.
    const buttons = [...container.querySelectorAll('button')].filter((button) =>
      button.textContent?.startsWith('Order Now'),
    );
    expect(buttons.map((button) => button.getAttribute('aria-disabled'))).toEqual(['true', 'true']);
  });
});
