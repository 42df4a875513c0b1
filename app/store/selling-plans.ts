/** Subscribe & save: the variant's selling plans; the cart function puts one in `sellingPlanId`. */
import type { Money } from './product';

export type SellingPlan = {
  id: string;
  name: string;
  /** How often it delivers, from the plan's options: "Delivery every: 1 month". */
  delivery: string;
  perDelivery: Money;
  /** The saving on one jar bought once, as the store's prices give it: whole percent, 0 if none. */
  savingPercent: number;
};

export const SELLING_PLAN_SELECTION = `
          sellingPlanAllocations(first: 10) {
            nodes {
              sellingPlan {
                id
                name
                options {
                  name
                  value
                }
              }
              priceAdjustments {
                perDeliveryPrice {
                  amount
                  currencyCode
                }
                compareAtPrice {
                  amount
                  currencyCode
                }
              }
            }
          }`;

type MoneyData = { amount: string; currencyCode: string };

export type SellingPlanAllocationsData = {
  sellingPlanAllocations?: {
    nodes: {
      sellingPlan: {
        id: string;
        name: string;
        options: { name: string | null; value: string | null }[];
      };
      priceAdjustments: { perDeliveryPrice: MoneyData; compareAtPrice: MoneyData }[];
    }[];
  };
};

/** The plans the store offers for the variant; any it answers unreadably are left out. */
export function parseSellingPlans(variant: SellingPlanAllocationsData): SellingPlan[] {
  return (variant.sellingPlanAllocations?.nodes ?? []).flatMap(
    ({ sellingPlan, priceAdjustments }) => {
      const adjustment = priceAdjustments[0];
      const perDelivery = Number(adjustment?.perDeliveryPrice.amount);
      const compareAt = Number(adjustment?.compareAtPrice.amount);
      if (!adjustment || !Number.isFinite(perDelivery) || perDelivery <= 0) return [];
      const saving =
        Number.isFinite(compareAt) && compareAt > perDelivery ? 1 - perDelivery / compareAt : 0;
      const delivery = sellingPlan.options
        .filter((option) => option.value)
        .map((option) => (option.name ? `${option.name}: ${option.value}` : String(option.value)))
        .join(', ');
      return [
        {
          id: sellingPlan.id,
          name: sellingPlan.name,
          delivery,
          perDelivery: {
            amount: perDelivery,
            currencyCode: adjustment.perDeliveryPrice.currencyCode,
          },
          // Whole percent, never rounded up (1e-9: 1 - 30.6 / 34 is 0.0999…).
          savingPercent: Math.floor(saving * 100 + 1e-9),
        },
      ];
    },
  );
}

/** One jar's price in a purchase (the plan's when subscribed); every total and event uses it. */
export function unitPrice(
  product: { price: Money | null },
  plan: SellingPlan | null,
): Money | null {
  return plan ? plan.perDelivery : product.price;
}

/** The plan a tap buys: the one picked if still offered, else none, or the first if required. */
export function planFor(
  product: { plans: readonly SellingPlan[]; requiresPlan: boolean } | null | undefined,
  pickedId: string | null,
): SellingPlan | null {
  if (!product) return null;
  const picked = product.plans.find((plan) => plan.id === pickedId);
  if (picked) return picked;
  return product.requiresPlan ? (product.plans[0] ?? null) : null;
}
