import { describe, expect, it } from 'vitest';
import { shopEventData } from './meta-pixel';

const product = {
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
    expect(shopEventData({ name: 'InitiateCheckout', product })).toEqual({
      num_items: 1,
      content_ids: ['4242'],
      value: 34,
      currency: 'USD',
    });
  });

  it('sends nothing about the message for Contact', () => {
    expect(shopEventData({ name: 'Contact' })).toEqual({});
  });
});
