import { describe, expect, it } from 'vitest';
import { type SellingPlan, parseSellingPlans, planFor, unitPrice } from './selling-plans';

const allocation = (id: string, perDelivery: string, compareAt: string) => ({
  sellingPlan: {
    id,
    name: `Plan ${id}`,
    options: [{ name: 'Delivery every', value: '1 month' }],
  },
  priceAdjustments: [
    {
      perDeliveryPrice: { amount: perDelivery, currencyCode: 'USD' },
      compareAtPrice: { amount: compareAt, currencyCode: 'USD' },
    },
  ],
});

describe('the store’s selling plans', () => {
  it('reads each plan: name, how often, the price per delivery and the saving', () => {
    expect(
      parseSellingPlans({
        sellingPlanAllocations: {
          nodes: [allocation('p1', '30.6', '34.0'), allocation('p2', '34.0', '34.0')],
        },
      }),
    ).toEqual([
      {
        id: 'p1',
        name: 'Plan p1',
        delivery: 'Delivery every: 1 month',
        perDelivery: { amount: 30.6, currencyCode: 'USD' },
        savingPercent: 10,
      },
      {
        id: 'p2',
        name: 'Plan p2',
        delivery: 'Delivery every: 1 month',
        perDelivery: { amount: 34, currencyCode: 'USD' },
        savingPercent: 0,
      },
    ]);
  });

  it('leaves out a plan it cannot price, and reads none from a store without plans', () => {
    const unpriced = { ...allocation('p3', 'x', '34'), priceAdjustments: [] };
    expect(
      parseSellingPlans({
        sellingPlanAllocations: { nodes: [unpriced, allocation('p4', 'free', '34')] },
      }),
    ).toEqual([]);
    expect(parseSellingPlans({})).toEqual([]);
  });

  it('buys the plan picked, else once, else (plan required) the first plan', () => {
    const plans = [{ id: 'p1' }, { id: 'p2' }] as SellingPlan[];
    expect(planFor({ plans, requiresPlan: false }, 'p2')?.id).toBe('p2');
    expect(planFor({ plans, requiresPlan: false }, null)).toBeNull();
    expect(planFor({ plans, requiresPlan: false }, 'gone')).toBeNull();
    expect(planFor({ plans, requiresPlan: true }, null)?.id).toBe('p1');
    expect(planFor(null, 'p1')).toBeNull();
  });

  it('prices a jar at the plan’s price per delivery when subscribed, else at the store’s', () => {
    const plan = { perDelivery: { amount: 30.6, currencyCode: 'USD' } } as SellingPlan;
    const product = { price: { amount: 34, currencyCode: 'USD' } };
    expect(unitPrice(product, plan)).toEqual({ amount: 30.6, currencyCode: 'USD' });
    expect(unitPrice(product, null)).toEqual({ amount: 34, currencyCode: 'USD' });
    expect(unitPrice({ price: null }, null)).toBeNull();
  });
});
