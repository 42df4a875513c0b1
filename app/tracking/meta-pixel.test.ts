import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEND_LIMIT_MS, cookieDomains, trackShopEventBeforeLeaving } from './meta-pixel';
import { type EventProduct, shopEventData } from './shop-events';

const product: EventProduct = {
  variantGid: 'gid://shopify/ProductVariant/4242',
  price: { amount: 34, currencyCode: 'USD' },
};

describe('shopEventData', () => {
  it('names the jar by its variant number and price for ViewContent', () => {
    expect(shopEventData({ name: 'ViewContent', product })).toEqual({
      content_type: 'product',
      content_ids: ['4242'],
      value: 34,
      currency: 'USD',
    });
  });

  it('counts one jar for InitiateCheckout', () => {
    expect(shopEventData({ name: 'InitiateCheckout', product, quantity: 1 })).toEqual({
      num_items: 1,
      content_ids: ['4242'],
      value: 34,
      currency: 'USD',
    });
  });

  it('counts the jars picked and values the cart at their total, to the cent', () => {
    expect(shopEventData({ name: 'InitiateCheckout', product, quantity: 3 })).toMatchObject({
      num_items: 3,
      value: 102,
    });
    const odd = { ...product, price: { amount: 33.33, currencyCode: 'USD' } };
    expect(shopEventData({ name: 'InitiateCheckout', product: odd, quantity: 3 }).value).toBe(
      99.99,
    );
  });

  it('sends nothing about the message for Contact', () => {
    expect(shopEventData({ name: 'Contact' })).toEqual({});
  });
});

describe('cookieDomains (where withdrawal removes _fbp and _fbc)', () => {
  it.each([
    ['www.example.com', ['.www.example.com', '.example.com']],
    ['example.com', ['.example.com']],
    ['shop.example.co.uk', ['.shop.example.co.uk', '.example.co.uk', '.co.uk']],
    ['localhost', []],
    ['192.168.1.20', []],
    ['::1', []],
  ])('%s: %j', (hostname, domains) => {
    expect(cookieDomains(hostname)).toEqual(domains);
  });
});

vi.mock('~/lib/load-script', () => ({ loadScript: () => new Promise(() => {}) }));

describe('trackShopEventBeforeLeaving (InitiateCheckout as the checkout opens)', () => {
  const checkout = { name: 'InitiateCheckout', product, quantity: 2 } as const;
  /** Tells the page's observer of resource entries by their URLs. */
  let tell: (...urls: string[]) => void = () => {};
  class Observer {
    constructor(callback: (list: { getEntries: () => { name: string }[] }) => void) {
      tell = (...urls) => callback({ getEntries: () => urls.map((name) => ({ name })) });
    }
    observe() {}
    disconnect() {}
  }
  /** Meta's library, arrived (it takes the calls itself), or only its queue: the calls made. */
  function library(isRunning: boolean) {
    const calls: unknown[][] = [];
    const fbq = Object.assign((...args: unknown[]) => calls.push(args), { queue: [] });
    window.fbq = Object.assign(fbq, isRunning ? { callMethod: () => undefined } : {}) as never;
    return calls;
  }
  async function isSettled(promise: Promise<void>) {
    let isDone = false;
    void promise.then(() => (isDone = true));
    await vi.advanceTimersByTimeAsync(0);
    return isDone;
  }
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', Observer);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    delete window.fbq;
  });

  it('resolves once the library’s request to Meta is done, not before', async () => {
    const calls = library(true);
    const sent = trackShopEventBeforeLeaving('42', checkout, 'InitiateCheckout-1');
    expect(calls.at(-1)).toEqual([
      'track',
      'InitiateCheckout',
      expect.objectContaining({ num_items: 2, value: 68 }),
      { eventID: 'InitiateCheckout-1' },
    ]);
    tell('https://connect.facebook.net/signals/config/42');
    expect(await isSettled(sent)).toBe(false);
    tell('https://www.facebook.com/tr/?id=42&ev=InitiateCheckout');
    expect(await isSettled(sent)).toBe(true);
  });

  it(`lets the page go after ${SEND_LIMIT_MS} ms when Meta is slow`, async () => {
    library(true);
    const sent = trackShopEventBeforeLeaving('42', checkout, 'InitiateCheckout-1');
    await vi.advanceTimersByTimeAsync(SEND_LIMIT_MS - 1);
    expect(await isSettled(sent)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await isSettled(sent)).toBe(true);
  });

  it('waits for nothing when the library is not running (blocked, or on its way)', async () => {
    const calls = library(false);
    const sent = trackShopEventBeforeLeaving('42', checkout, 'InitiateCheckout-1');
    expect(await isSettled(sent)).toBe(true);
    expect(calls.at(-1)?.[1]).toBe('InitiateCheckout');
  });
});
