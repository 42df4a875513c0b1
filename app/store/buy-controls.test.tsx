import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { redirectDocument } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreConfig } from '~/config';
import {
  VISIT_COOKIES,
  clearVisitCookie,
  readVisitCookie,
  writeVisitCookie,
} from '~/lib/visit-cookie';
import { reportBeforeLeaving } from '~/tracking/report-shop-event';
import { showToast } from '~/ui/toast';
import { BuyControls } from './buy-controls';
import type { CartRefusal, InitiateCheckout, RefusedCart } from './cart-form';
import type { Product } from './product';
import { checkingOut, liveProduct, pickAnnounced } from './shop-state';
import { StoreProvider } from './store-provider';
import { TEST_SNAPSHOT, TEST_STORE_CONFIG, fakeFunction, inPage } from './store-provider.fixtures';

/** The function's answer to the live product's request. */
const fetchProduct = vi.fn<() => Promise<Product>>();
vi.mock('~/ui/toast', () => ({ showToast: vi.fn(), ToastRegion: () => null }));
const EVENT_ID = 'InitiateCheckout-0f8fad5b-d9cb-469f-a165-70867728950e';
vi.mock('~/tracking/report-shop-event', () => ({
  reportShopEvent: vi.fn(),
  reportBeforeLeaving: vi.fn(() => Promise.resolve()),
  shopEventId: () => 'InitiateCheckout-0f8fad5b-d9cb-469f-a165-70867728950e',
}));

const VARIANT = encodeURIComponent(TEST_SNAPSHOT.variantGid);
const assign = vi.fn<(url: string | URL) => void>();
/** The cart's action as the fetcher gets it: a refusal, or the checkout's redirect thrown. */
const cart = vi.fn<() => Promise<RefusedCart>>();
/** What reached the action: the request's URL and its urlencoded body. */
let received: { url: string; body: string }[] = [];

async function cartAction(request: Request) {
  received.push({ url: request.url, body: await request.text() });
  return cart();
}

/** A refusal, as app/store/cart.server.ts decides it. */
function answer(refusal: CartRefusal) {
  cart.mockResolvedValueOnce({ ...refusal, area: 'hero', choice: null });
}

/** A made cart: the action's 303 to the checkout. */
const checkout = (url: string) => cart.mockRejectedValueOnce(madeCart(url));
const madeCart = (url: string) => redirectDocument(url, 303);

/** The order as the page prices it: what the pixel reports when the answer names no total. */
const order = (quantity: number, amount = 35): InitiateCheckout => ({
  name: 'InitiateCheckout',
  product: { variantGid: TEST_SNAPSHOT.variantGid, price: { amount, currencyCode: 'USD' } },
  quantity,
});

/** The form as the action received it: its URL and its urlencoded body. */
const sent = (index = 0) => received[index] ?? { url: null, body: null };

// The background send, loaded as the hydrated page has it (store-provider.offline.test.tsx: not).
beforeAll(async () => {
  await import('./buy');
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(fetchProduct).mockResolvedValue(TEST_SNAPSHOT);
  vi.mocked(showToast).mockReset();
  vi.mocked(reportBeforeLeaving).mockClear();
  cart.mockReset();
  received = [];
  vi.stubGlobal('fetch', fakeFunction(fetchProduct));
  assign.mockReset();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
  clearVisitCookie(VISIT_COOKIES.discount);
  delete document.documentElement.dataset.discount;
  pickAnnounced.set('');
  checkingOut.set(false);
  liveProduct.set({ status: 'idle' });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.discount;
});

function controls(config: StoreConfig = TEST_STORE_CONFIG, snapshot: Product = TEST_SNAPSHOT) {
  return inPage(
    <StoreProvider config={config} snapshot={snapshot} missingVariables={[]} contactEmail="a@b.c">
      <BuyControls area="hero" withPrice />
      <BuyControls area="cta" isFullWidth />
    </StoreProvider>,
    cartAction,
  );
}

/** As the page's early script leaves a visit that came by a discount link. */
function arriveWithCode(code: string) {
  writeVisitCookie(VISIT_COOKIES.discount, code);
  document.documentElement.dataset.discount = code;
}

/** The redirect is followed once the browser has the whole answer (its resource timing entry,
 * which jsdom never makes), 1 s at most (app/store/buy.ts). */
async function answerReceived() {
  await act(() => vi.advanceTimersByTimeAsync(1000));
}

async function tap(name: string | RegExp) {
  fireEvent.click(screen.getByRole('button', { name }));
  await act(() => vi.advanceTimersByTimeAsync(0));
}

describe('the buy form', () => {
  it('is a form posted to the cart function from each buy area, its fields named for it', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(controls());
    const forms = [...container.querySelectorAll('form')];
    expect(forms.map((form) => [form.getAttribute('method'), form.getAttribute('action')])).toEqual(
      [
        ['post', '/cart?from=hero'],
        ['post', '/cart?from=cta'],
      ],
    );
    for (const form of forms) {
      expect(new URLSearchParams(new FormData(form) as unknown as string).toString()).toBe(
        `variant=${VARIANT}&quantity=1`,
      );
      expect(form.querySelector('button[type=submit]')?.textContent).toMatch(/^Order Now/);
    }
  });

  it('once hydrated, is sent in the background; the pixel hears of the made cart, then the checkout', async () => {
    cart.mockImplementationOnce(() => {
      // Only a made cart is an InitiateCheckout: the pixel hears nothing before the answer.
      expect(reportBeforeLeaving).not.toHaveBeenCalled();
      // The router's way to follow a redirect: the action throws it.
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      throw madeCart('https://shop.test/c/1');
    });
    render(controls());
    await tap('Order Now $35');
    await answerReceived();
    expect(sent()).toEqual({
      url: 'http://localhost/cart?from=hero',
      // The pixel's eventID for InitiateCheckout, so the function's copy for Meta matches it.
      body: `variant=${VARIANT}&quantity=1&event_id=${EVENT_ID}`,
    });
    expect(assign).toHaveBeenCalledExactlyOnceWith('https://shop.test/c/1');
    // Without the store's total in the answer (jsdom keeps no Server-Timing): the page's price.
    expect(reportBeforeLeaving).toHaveBeenCalledExactlyOnceWith(order(1), EVENT_ID);
    // The checkout opens once the pixel's request is done (meta-pixel.ts).
    const [told] = vi.mocked(reportBeforeLeaving).mock.invocationCallOrder;
    expect(told).toBeLessThan(assign.mock.invocationCallOrder[0] ?? 0);
  });

  it('the pixel values InitiateCheckout at the total the store named in its answer', async () => {
    // The cart's answer as the browser keeps it: its resource timing entry, with Server-Timing.
    const serverTiming = [{ name: 'checkout-total', description: '86.7 USD', duration: 0 }];
    const answer = { name: 'http://localhost/cart.data?from=hero', serverTiming };
    class AnswerObserver {
      constructor(private readonly tell: (list: { getEntries: () => unknown[] }) => void) {}
      observe = () => setTimeout(() => this.tell({ getEntries: () => [answer] }), 10);
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', AnswerObserver);
    checkout('https://shop.test/c/1');
    render(controls());
    fireEvent.change(screen.getAllByRole('combobox', { name: 'Quantity' })[0] as Element, {
      target: { value: '3' },
    });
    await tap('Order Now $105');
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(reportBeforeLeaving).toHaveBeenCalledExactlyOnceWith(
      { ...order(3), value: { amount: 86.7, currencyCode: 'USD' } },
      EVENT_ID,
    );
    expect(assign).toHaveBeenCalledExactlyOnceWith('https://shop.test/c/1');
  });

  it('one at a time: a second tap while the first is on its way sends nothing more', async () => {
    let answer: (redirect: Response) => void = () => {};
    cart.mockReturnValueOnce(new Promise<RefusedCart>((_, reject) => (answer = reject)));
    render(controls());
    fireEvent.click(screen.getByRole('button', { name: 'Order Now $35' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getAllByRole('button', { name: 'Opening checkout…' })).toHaveLength(2);
    // Said once to a screen reader too, in the buy area's status region.
    expect(screen.getByRole('status')).toHaveTextContent('Opening checkout…');
    fireEvent.click(screen.getAllByRole('button', { name: 'Opening checkout…' })[1] as Element);
    answer(madeCart('https://shop.test/c/1'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(cart).toHaveBeenCalledOnce();
  });

  it.each([
    ['sold-out', 'sold-out'],
    ['not connected', 'not-configured'],
    ['unreachable', 'unreachable'],
    ['a form the cart could not take', 'bad-request'],
  ] as const)(
    '%s: the shopper stays, told what the server says, may tap again',
    async (_, reason) => {
      const message = `The server's sentence for ${reason}.`;
      answer({ reason, message, storeUrl: null });
      render(controls());
      await tap('Order Now $35');
      await answerReceived();
      expect(assign).not.toHaveBeenCalled();
      // No cart, no InitiateCheckout (the server sends none to Meta either).
      expect(reportBeforeLeaving).not.toHaveBeenCalled();
      expect(showToast).toHaveBeenCalledExactlyOnceWith('error', message);
      expect(screen.getByRole('button', { name: 'Order Now $35' })).not.toHaveAttribute(
        'aria-disabled',
      );
    },
  );

  it('the function out of reach is told as the store out of reach, once logged', async () => {
    cart.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(controls());
    await tap('Order Now $35');
    expect(showToast).toHaveBeenCalledExactlyOnceWith(
      'error',
      expect.stringMatching(/^We couldn't reach our store/),
    );
    expect(error).toHaveBeenCalledOnce();
  });

  it("rejected: the message, with a way to the store's own product page", async () => {
    const message = "Our store couldn't start your checkout.";
    const storeUrl = 'https://shop.test/products/honey';
    answer({ reason: 'rejected', message, storeUrl });
    render(controls());
    await tap('Order Now $35');
    const [, told, action] = vi.mocked(showToast).mock.calls[0] ?? [];
    expect(told).toBe(message);
    action?.onClick();
    expect(assign).toHaveBeenCalledExactlyOnceWith('https://shop.test/products/honey');
  });
});

describe('a discount code the visit arrived with', () => {
  it('is shown by every buy area and announced once', () => {
    arriveWithCode('SPRING 10&X');
    render(controls());
    expect(
      screen.getAllByText(
        (_, element) => element?.textContent === 'SPRING 10&X will be applied at checkoutRemove',
      ),
    ).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent(
      'SPRING 10&X will be applied at checkout.',
    );
  });

  it('can be removed: the cookie and the mark forgotten, focus on the buy button', () => {
    arriveWithCode('SPRING10');
    render(controls());
    fireEvent.click(
      screen.getAllByRole('button', { name: 'Remove the code SPRING10' })[0] as Element,
    );
    expect(screen.queryByText(/will be applied/)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The code SPRING10 was removed.');
    expect(readVisitCookie(VISIT_COOKIES.discount)).toBeNull();
    expect(document.documentElement.dataset.discount).toBeUndefined();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Order Now $35' }));
  });

  it('refused by the store: the shopper stays, told, and the code is forgotten', async () => {
    arriveWithCode('EXPIRED5');
    answer({
      reason: 'discount-refused',
      code: 'EXPIRED5',
      message:
        'The code EXPIRED5 doesn\'t apply to this order, so it was removed. Tap "Order Now" again to check out without it.',
      storeUrl: null,
    });
    render(controls());
    await tap('Order Now');
    expect(assign).not.toHaveBeenCalled();
    expect(showToast).toHaveBeenCalledExactlyOnceWith(
      'error',
      'The code EXPIRED5 doesn\'t apply to this order, so it was removed. Tap "Order Now" again to check out without it.',
    );
    expect(screen.getAllByText("doesn't apply to this order", { exact: false })).toHaveLength(2);
    expect(readVisitCookie(VISIT_COOKIES.discount)).toBeNull();
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
    for (const notice of notices) expect(notice.className).toMatch(/with-discount:flex/);
    const recoverable = vi.fn();
    const root = await act(() =>
      Promise.resolve(hydrateRoot(container, controls(), { onRecoverableError: recoverable })),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelectorAll('strong')).toHaveLength(2);
    act(() => root.unmount());
    container.remove();
  });
});

describe('Buy with Shop Pay', () => {
  it('is absent unless the owner turned it on', () => {
    render(controls());
    expect(screen.queryByRole('button', { name: 'Buy with Shop Pay' })).not.toBeInTheDocument();
  });

  it('is a second submit of the same form: the jars picked, into Shop Pay', async () => {
    checkout('https://shop.test/c/1?payment=shop_pay');
    render(controls({ ...TEST_STORE_CONFIG, shopPay: true }));
    fireEvent.change(screen.getAllByRole('combobox', { name: 'Quantity' })[0] as Element, {
      target: { value: '3' },
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Buy with Shop Pay' })[0] as Element);
    await answerReceived();
    expect(sent().body).toBe(`variant=${VARIANT}&quantity=3&payment=shop_pay&event_id=${EVENT_ID}`);
    expect(assign).toHaveBeenCalledExactlyOnceWith('https://shop.test/c/1?payment=shop_pay');
  });

  it('is not offered for a sold-out jar, and "Order Now" says sold out', () => {
    const soldOut = { ...TEST_SNAPSHOT, isAvailable: false };
    vi.mocked(fetchProduct).mockResolvedValue(soldOut);
    render(controls({ ...TEST_STORE_CONFIG, shopPay: true }, soldOut));
    expect(screen.queryByRole('button', { name: 'Buy with Shop Pay' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Sold out' })).toHaveLength(2);
    for (const button of screen.getAllByRole('button', { name: 'Sold out' }))
      expect(button).toBeDisabled();
  });
});

describe('how many jars', () => {
  const pickers = () => screen.getAllByRole('combobox', { name: 'Quantity' });

  it('is a labelled field of each form, 1 to the configured maximum, one jar first', () => {
    render(controls({ ...TEST_STORE_CONFIG, maxQuantity: 4 }));
    expect(pickers()).toHaveLength(2);
    for (const picker of pickers()) {
      expect(picker).toHaveValue('1');
      expect(picker).toHaveAttribute('name', 'quantity');
      expect([...(picker as HTMLSelectElement).options].map((option) => option.text)).toEqual([
        '1 jar',
        '2 jars',
        '3 jars',
        '4 jars',
      ]);
    }
    expect(screen.getByRole('button', { name: 'Order Now $35' })).toBeInTheDocument();
    expect(screen.queryByText(/^Total/)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  });

  it('three jars: the price, the announcement and the form sent', async () => {
    checkout('https://shop.test/c/1');
    render(controls());
    fireEvent.change(pickers()[1] as Element, { target: { value: '3' } });
    expect(screen.getByText('Total $105')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 jars, $105 in total.');
    await tap('Order Now');
    expect(sent()).toMatchObject({
      url: 'http://localhost/cart?from=cta',
      body: `variant=${VARIANT}&quantity=3&event_id=${EVENT_ID}`,
    });
    await answerReceived();
    expect(reportBeforeLeaving).toHaveBeenCalledExactlyOnceWith(order(3), EVENT_ID);
  });

  it('keeps a pick made before hydration: the label follows it and the form sends it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(controls());
    document.body.append(container);
    const select = container.querySelector('select');
    if (select) select.value = '2';
    const root = await act(() => Promise.resolve(hydrateRoot(container, controls())));
    expect(screen.getByRole('button', { name: 'Order Now $70' })).toBeInTheDocument();
    checkout('https://shop.test/c/1');
    await tap('Order Now $70');
    expect(sent().body).toBe(`variant=${VARIANT}&quantity=2&event_id=${EVENT_ID}`);
    act(() => root.unmount());
    container.remove();
  });

  it('is not offered when the maximum is one jar, nor for a sold-out jar', () => {
    const { unmount } = render(controls({ ...TEST_STORE_CONFIG, maxQuantity: 1 }));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    unmount();
    render(controls(TEST_STORE_CONFIG, { ...TEST_SNAPSHOT, isAvailable: false }));
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

  it('is nothing when the store has no plans', () => {
    render(controls());
    expect(screen.queryByRole('group', { name: 'Buy once or subscribe' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('is a choice of the form from the first paint: one-time chosen, the plan one tap away', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(controls(TEST_STORE_CONFIG, WITH_PLANS));
    const fieldset = container.querySelector('fieldset');
    expect(fieldset?.disabled).toBe(false);
    const radios = [...container.querySelectorAll<HTMLInputElement>('input[type=radio]')];
    expect(radios.map((radio) => [radio.name, radio.value, radio.checked])).toEqual([
      ['plan', '', true],
      ['plan', MONTHLY.id, false],
    ]);
    expect(container.textContent).toContain(
      'Delivered monthly$31.50 per delivery · save 10% · Delivery every: 1 month',
    );
  });

  it('a plan with two jars: the price per delivery, and the form sends both', async () => {
    vi.mocked(fetchProduct).mockResolvedValue(WITH_PLANS);
    checkout('https://shop.test/c/1');
    render(controls(TEST_STORE_CONFIG, WITH_PLANS));
    fireEvent.click(screen.getByRole('radio', { name: /Delivered monthly/ }));
    fireEvent.change(screen.getAllByRole('combobox', { name: 'Quantity' })[1] as Element, {
      target: { value: '2' },
    });
    expect(screen.getByText('Renews automatically', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Total $63 per delivery')).toBeInTheDocument();
    await tap('Order Now');
    expect(sent().body).toBe(
      `variant=${VARIANT}&plan=${encodeURIComponent(MONTHLY.id)}&quantity=2&event_id=${EVENT_ID}`,
    );
    await answerReceived();
    // Valued at the plan's price per delivery.
    expect(vi.mocked(reportBeforeLeaving).mock.calls[0]?.[0]).toEqual(order(2, 31.5));
  });

  it('tells of the saving by the hero’s button, a link to the choice; not without plans', () => {
    const { unmount } = render(controls(TEST_STORE_CONFIG, WITH_PLANS));
    const link = screen.getByRole('link', { name: 'or subscribe & save 10%' });
    expect(link).toHaveAttribute('href', '#subscribe');
    expect(screen.getByRole('group', { name: 'Buy once or subscribe' })).toHaveAttribute(
      'id',
      'subscribe',
    );
    unmount();
    render(controls());
    expect(screen.queryByRole('link', { name: /subscribe/ })).not.toBeInTheDocument();
  });

  it('a product sold only with a plan offers only plans, the first chosen', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      controls(TEST_STORE_CONFIG, { ...WITH_PLANS, requiresPlan: true }),
    );
    expect(container.textContent).not.toContain('One-time purchase');
    const radios = [...container.querySelectorAll<HTMLInputElement>('input[type=radio]')];
    expect(radios.map((radio) => [radio.value, radio.checked])).toEqual([[MONTHLY.id, true]]);
  });
});
