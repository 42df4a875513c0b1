// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '../../app/store/product.ts';
import { ONE_TIME } from '../../app/store/offer.ts';
import { startFakeStore } from '../../checks/support/fake-store.mjs';
import {
  FAKE_MONTHLY_PLAN,
  FAKE_OFFER,
  FAKE_STORE_CONFIG,
} from '../../checks/support/fake-store-answers.mjs';
import { priceOffer, readOfferRules, takeOffer } from './store-offer.ts';

const JAR: Product = {
  variantGid: 'gid://shopify/ProductVariant/4455',
  price: { amount: 34, currencyCode: 'USD' },
  isAvailable: true,
  storeUrl: null,
  rating: null,
  plans: [
    {
      id: FAKE_MONTHLY_PLAN.id,
      name: FAKE_MONTHLY_PLAN.name,
      delivery: 'Delivery every: 1 month',
      perDelivery: { amount: 30.6, currencyCode: 'USD' },
      savingPercent: 10,
    },
  ],
  requiresPlan: false,
};
const STORE = { ...FAKE_STORE_CONFIG, maxQuantity: 4 };
const answerOf = (nodes: unknown[]) => ({ data: { discountNodes: { nodes } } });

const closes: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closes.splice(0)) await close();
});

describe('the store’s offer, priced at build', () => {
  it('prices each quantity by its best break, one-time only, and finds where shipping is free', () => {
    const rules = readOfferRules(answerOf(FAKE_OFFER), STORE, JAR, () => undefined);
    const offer = rules && priceOffer(rules, JAR, STORE.maxQuantity);
    expect(offer?.prices[ONE_TIME]).toEqual([
      { total: { amount: 34, currencyCode: 'USD' }, savingPercent: 0 },
      { total: { amount: 61.2, currencyCode: 'USD' }, savingPercent: 10 },
      { total: { amount: 86.7, currencyCode: 'USD' }, savingPercent: 15 },
      { total: { amount: 115.6, currencyCode: 'USD' }, savingPercent: 15 },
    ]);
    // The breaks are for one-time purchases: a plan's jars keep the plan's price.
    expect(offer?.prices[FAKE_MONTHLY_PLAN.id]?.map(({ total }) => total.amount)).toEqual([
      30.6, 61.2, 91.8, 122.4,
    ]);
    // Free from $60: two jars after their break ($61.20), and two on the plan.
    expect(offer?.freeShippingFrom).toEqual({ [ONE_TIME]: 2, [FAKE_MONTHLY_PLAN.id]: 2 });
  });

  it('takes an amount off each jar or off the order, and leaves out what it cannot state', () => {
    const warnings: string[] = [];
    const basic = (value: object, minimum: object | null, items: object) => ({
      discount: {
        __typename: 'DiscountAutomaticBasic',
        endsAt: '2026-12-24T00:00:00Z',
        minimumRequirement: minimum,
        customerGets: { appliesOnOneTimePurchase: true, appliesOnSubscription: true, value, items },
      },
    });
    const jar = { __typename: 'DiscountProducts', products: { nodes: [{ id: STORE.productGid }] } };
    const amount = (off: string, eachItem: boolean) => ({
      __typename: 'DiscountAmount',
      amount: { amount: off, currencyCode: 'USD' },
      appliesOnEachItem: eachItem,
    });
    const quantity = (jars: number) => ({
      __typename: 'DiscountMinimumQuantity',
      greaterThanOrEqualToQuantity: String(jars),
    });
    const rules = readOfferRules(
      answerOf([
        basic(amount('3', true), quantity(2), jar),
        basic(amount('20', false), quantity(4), { __typename: 'AllDiscountItems' }),
        // Another product's: not the jar's offer.
        basic(amount('9', true), quantity(1), {
          __typename: 'DiscountProducts',
          products: { nodes: [{ id: 'gid://shopify/Product/1' }] },
        }),
        // From a subtotal: not a break of jars; in euros: not the jar's currency.
        basic(
          amount('5', false),
          {
            __typename: 'DiscountMinimumSubtotal',
            greaterThanOrEqualToSubtotal: { amount: '50', currencyCode: 'USD' },
          },
          jar,
        ),
        basic(
          { __typename: 'DiscountAmount', amount: { amount: '5', currencyCode: 'EUR' } },
          quantity(2),
          jar,
        ),
      ]),
      STORE,
      JAR,
      (line) => warnings.push(line),
    );
    expect(rules?.breaks.map(({ minQuantity, amountOff }) => [minQuantity, amountOff])).toEqual([
      [2, { money: { amount: 3, currencyCode: 'USD' }, eachJar: true }],
      [4, { money: { amount: 20, currencyCode: 'USD' }, eachJar: false }],
    ]);
    expect(warnings).toHaveLength(2);
    const offer = rules && priceOffer(rules, JAR, 4);
    // 2 jars: $3 off each; 4: the better of $3 each ($124) and $20 off the order ($116).
    expect(offer?.prices[ONE_TIME]?.map(({ total }) => total.amount)).toEqual([34, 62, 93, 116]);
    expect(offer?.prices[FAKE_MONTHLY_PLAN.id]?.map(({ total }) => total.amount)).toEqual([
      30.6, 55.2, 82.8, 102.4,
    ]);
    expect(offer?.breaks[0]?.endsAt).toBe('2026-12-24T00:00:00Z');
    // The page stops showing the offer when its first discount ends.
    expect(offer?.endsAt).toBe('2026-12-24T00:00:00Z');
  });

  it('asks the store’s Admin API with the discounts token, and says why there is no offer', async () => {
    const store = await startFakeStore();
    closes.push(store.close);
    const warnings: string[] = [];
    const warn = (line: string) => warnings.push(line);
    const options = { apiOrigin: store.origin, warn };

    const none = { offer: null, changesAt: null };
    expect(await takeOffer(STORE, JAR, options)).toEqual(none);
    expect(warnings.pop()).toMatch(/SHOPIFY_DISCOUNTS_TOKEN is not set/);

    expect(await takeOffer(STORE, JAR, { ...options, token: 'shpat_read' })).toEqual(none);
    expect(warnings.pop()).toMatch(/no automatic discount on the jar/);

    store.setScenario('default', { offer: FAKE_OFFER });
    const { offer } = await takeOffer(STORE, JAR, { ...options, token: 'shpat_read' });
    expect(offer?.prices[ONE_TIME]?.[2]?.total.amount).toBe(86.7);
    expect(store.tally().offer).toBe(2);

    await store.close();
    closes.pop();
    expect(await takeOffer(STORE, JAR, { ...options, token: 'shpat_read' })).toEqual(none);
    expect(warnings.pop()).toMatch(/did not answer/);
  });

  it('says when the store’s own dates change the page: the first discount’s end, or a scheduled one’s start', async () => {
    const store = await startFakeStore();
    closes.push(store.close);
    const warnings: string[] = [];
    const options = {
      apiOrigin: store.origin,
      token: 'shpat_read',
      warn: (line: string) => warnings.push(line),
      now: Date.parse('2026-11-28T00:00:00Z'),
    };
    const ending = (endsAt: string) =>
      FAKE_OFFER.map((node, index) =>
        index === 0 ? { discount: { ...node.discount, endsAt } } : node,
      );
    const starting = (...dates: string[]) => dates.map((startsAt) => ({ discount: { startsAt } }));

    store.setScenario('default', {
      offer: ending('2026-12-24T00:00:00Z'),
      scheduled: starting('2026-12-01T00:00:00Z'),
    });
    expect((await takeOffer(STORE, JAR, options)).changesAt).toBe('2026-12-01T00:00:00Z');
    expect(warnings.pop()).toBe(
      "Offer: the store's discounts change at 2026-12-01T00:00:00Z; the site builds again on the first visit after it.",
    );

    // No offer yet, one to come: the build still knows when.
    store.setScenario('default', { offer: [], scheduled: starting('2027-01-01T00:00:00Z') });
    expect(await takeOffer(STORE, JAR, options)).toEqual({
      offer: null,
      changesAt: '2027-01-01T00:00:00Z',
    });

    // A date already past (the store's status not yet moved) would build again after every build.
    store.setScenario('default', {
      offer: FAKE_OFFER,
      scheduled: starting('2026-11-27T00:00:00Z'),
    });
    expect((await takeOffer(STORE, JAR, options)).changesAt).toBeNull();
  });
});
