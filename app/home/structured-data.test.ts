import { describe, expect, it } from 'vitest';
import { homeStructuredData } from './structured-data';

type Graph = { '@graph': [unknown, { offers: Record<string, unknown> }] };
const offerOf = (data: unknown) => (data as Graph)['@graph'][1].offers;

describe("the home page's JSON-LD offer", () => {
  it('states the price and availability it is given, not the content’s', () => {
    const offer = offerOf(
      homeStructuredData('https://shop.test', {
        price: { amount: 36.5, currencyCode: 'CAD' },
        isAvailable: true,
        rating: null,
      }),
    );
    expect(offer).toMatchObject({
      price: '36.50',
      priceCurrency: 'CAD',
      availability: 'https://schema.org/InStock',
    });
  });

  it('says out of stock when the store does', () => {
    const offer = offerOf(
      homeStructuredData('https://shop.test', {
        price: { amount: 34, currencyCode: 'USD' },
        isAvailable: false,
        rating: null,
      }),
    );
    expect(offer.availability).toBe('https://schema.org/OutOfStock');
  });
});
