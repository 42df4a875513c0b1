import { describe, expect, it } from 'vitest';
import { cookieDomains } from './meta-pixel';
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
