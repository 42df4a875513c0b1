/**
 * The store's offer, read at build: its active automatic discounts on the jar (amount off with a
 * minimum quantity: the quantity breaks; free shipping) through the Admin API, with a token that
 * only reads discounts (SHOPIFY_DISCOUNTS_TOKEN, server-only, never VITE_*). Every price the page
 * shows is worked out here, once, from each discount's own rule; the page only looks them up.
 * No token, no discount, or no answer: no offer, and the build says which.
 */
import type { StoreConfig } from '../../app/config.ts';
import { withTimeLimit } from '../../app/lib/time-limit.ts';
import {
  type FreeShipping,
  type Offer,
  type OfferPrice,
  type QuantityBreak,
  ONE_TIME,
  breaksFor,
} from '../../app/store/offer.ts';
import type { Money, Product } from '../../app/store/product.ts';

const OFFER_TIMEOUT_MS = 4000;

const MINIMUM = `minimumRequirement {
          __typename
          ... on DiscountMinimumQuantity { greaterThanOrEqualToQuantity }
          ... on DiscountMinimumSubtotal { greaterThanOrEqualToSubtotal { amount currencyCode } }
        }`;

const STORE_OFFER_QUERY = `#graphql
  query StoreOffer {
    discountNodes(first: 50, query: "method:automatic AND status:active") {
      nodes {
        discount {
          __typename
          ... on DiscountAutomaticBasic {
            endsAt
            ${MINIMUM}
            customerGets {
              appliesOnOneTimePurchase
              appliesOnSubscription
              value {
                __typename
                ... on DiscountPercentage { percentage }
                ... on DiscountAmount { amount { amount currencyCode } appliesOnEachItem }
              }
              items {
                __typename
                ... on DiscountProducts {
                  products(first: 50) { nodes { id } }
                  productVariants(first: 50) { nodes { id } }
                }
              }
            }
          }
          ... on DiscountAutomaticFreeShipping {
            endsAt
            appliesOnOneTimePurchase
            appliesOnSubscription
            ${MINIMUM}
          }
        }
      }
    }
    scheduled: discountNodes(first: 50, query: "method:automatic AND status:scheduled") {
      nodes {
        discount {
          ... on DiscountAutomaticBasic { startsAt }
          ... on DiscountAutomaticFreeShipping { startsAt }
        }
      }
    }
  }`;

export type OfferOptions = {
  /** SHOPIFY_DISCOUNTS_TOKEN: an Admin API token with the read_discounts scope. */
  token?: string;
  fetchApi?: typeof fetch;
  /** Replaces https://{shop domain}: the tests' and the demo's store. */
  apiOrigin?: string;
  timeoutMs?: number;
  warn?: (message: string) => void;
  /** The build's clock (tests). */
  now?: number;
};

/** The offer the page shows (or null), and when the store's own dates change it: the first of
 * its discounts ending, or a scheduled one starting. */
export type OfferAtBuild = { offer: Offer | null; changesAt: string | null };

const NO_OFFER: OfferAtBuild = { offer: null, changesAt: null };

/** Never rejects. */
export async function takeOffer(
  store: StoreConfig | null,
  product: Product | null,
  {
    token,
    fetchApi = fetch,
    apiOrigin,
    timeoutMs = OFFER_TIMEOUT_MS,
    warn = console.warn,
    now = Date.now(),
  }: OfferOptions,
): Promise<OfferAtBuild> {
  if (!store || !product) return NO_OFFER;
  if (!token?.trim()) {
    warn(
      'Offer: SHOPIFY_DISCOUNTS_TOKEN is not set, so the page shows no quantity breaks or free shipping (docs/services.md).',
    );
    return NO_OFFER;
  }
  let answer: unknown;
  try {
    answer = await withTimeLimit(timeoutMs, `no answer within ${timeoutMs} ms`, async (signal) => {
      const origin = apiOrigin ?? `https://${store.domain}`;
      const response = await fetchApi(`${origin}/admin/api/${store.apiVersion}/graphql.json`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Shopify-Access-Token': token.trim() },
        body: JSON.stringify({ query: STORE_OFFER_QUERY }),
        signal,
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return (await response.json()) as unknown;
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    warn(`Offer: the store's Admin API did not answer (${reason}), so the page shows no offer.`);
    return NO_OFFER;
  }
  const rules = readOfferRules(answer, store, product, warn);
  const offer = rules && priceOffer(rules, product, store.maxQuantity);
  if (!offer) warn('Offer: the store has no automatic discount on the jar, so none is shown.');
  const changesAt = firstDate([offer?.endsAt, ...scheduledStarts(answer)], now);
  if (changesAt)
    warn(
      `Offer: the store's discounts change at ${changesAt}; the site builds again on the first visit after it.`,
    );
  return { offer, changesAt };
}

/** When the scheduled automatic discounts start: any of them may change the page. */
function scheduledStarts(answer: unknown): (string | null | undefined)[] {
  const nodes = (
    answer as { data?: { scheduled?: { nodes?: { discount?: { startsAt?: string } }[] } } }
  )?.data?.scheduled?.nodes;
  return Array.isArray(nodes) ? nodes.map(({ discount }) => discount?.startsAt) : [];
}

/** The earliest date after `now`; one already past would build the site again and again. */
function firstDate(dates: (string | null | undefined)[], now: number): string | null {
  const after = dates
    .filter((date): date is string => typeof date === 'string' && Date.parse(date) > now)
    .sort((a, b) => Date.parse(a) - Date.parse(b));
  return after[0] ?? null;
}

type Rules = { breaks: QuantityBreak[]; freeShipping: FreeShipping | null };

type Minimum = {
  __typename?: string;
  greaterThanOrEqualToQuantity?: string | number;
  greaterThanOrEqualToSubtotal?: { amount: string; currencyCode: string };
};
type DiscountData = {
  __typename?: string;
  endsAt?: string | null;
  minimumRequirement?: Minimum | null;
  appliesOnOneTimePurchase?: boolean;
  appliesOnSubscription?: boolean;
  customerGets?: {
    appliesOnOneTimePurchase?: boolean;
    appliesOnSubscription?: boolean;
    value?: {
      __typename?: string;
      percentage?: number;
      amount?: { amount: string; currencyCode: string };
      appliesOnEachItem?: boolean;
    };
    items?: {
      __typename?: string;
      products?: { nodes: { id: string }[] };
      productVariants?: { nodes: { id: string }[] };
    };
  };
};

/** The discounts that apply to the jar, each checked; one line for any the page cannot state. */
export function readOfferRules(
  answer: unknown,
  store: StoreConfig,
  product: Product,
  warn: (message: string) => void,
): Rules | null {
  const nodes = (answer as { data?: { discountNodes?: { nodes?: { discount?: DiscountData }[] } } })
    ?.data?.discountNodes?.nodes;
  if (!Array.isArray(nodes)) {
    warn('Offer: the store answered without its discounts, so the page shows no offer.');
    return null;
  }
  const currency = product.price?.currencyCode;
  const breaks: QuantityBreak[] = [];
  let freeShipping: FreeShipping | null = null;
  for (const { discount } of nodes) {
    const minimum = readMinimum(discount?.minimumRequirement, currency);
    if (discount?.__typename === 'DiscountAutomaticFreeShipping' && minimum) {
      const found: FreeShipping = {
        ...minimum,
        oneTime: discount.appliesOnOneTimePurchase !== false,
        subscription: discount.appliesOnSubscription !== false,
        endsAt: discount.endsAt ?? null,
      };
      // The most generous one, if the store has several.
      freeShipping ??= found;
      continue;
    }
    const gets = discount?.customerGets;
    if (discount?.__typename !== 'DiscountAutomaticBasic' || !gets) continue;
    const items = gets.items;
    const isTheJar =
      items?.__typename === 'AllDiscountItems' ||
      Boolean(items?.products?.nodes.some(({ id }) => id === store.productGid)) ||
      Boolean(items?.productVariants?.nodes.some(({ id }) => id === product.variantGid));
    if (!isTheJar) continue;
    const value = gets.value;
    const percent = value?.__typename === 'DiscountPercentage' ? Number(value.percentage) : NaN;
    const amount = value?.__typename === 'DiscountAmount' ? Number(value.amount?.amount) : NaN;
    const isPercent = percent > 0 && percent <= 1;
    const isAmount = amount > 0 && value?.amount?.currencyCode === currency;
    if (!minimum || minimum.minSubtotal || (!isPercent && !isAmount)) {
      warn(
        'Offer: a discount on the jar is not a percentage or an amount from a number of jars; it is not shown.',
      );
      continue;
    }
    breaks.push({
      minQuantity: minimum.minQuantity ?? 1,
      percentOff: isPercent ? Math.round(percent * 10000) / 100 : null,
      amountOff: isAmount
        ? {
            money: { amount, currencyCode: String(currency) },
            eachJar: value?.appliesOnEachItem === true,
          }
        : null,
      oneTime: gets.appliesOnOneTimePurchase !== false,
      subscription: gets.appliesOnSubscription === true,
      endsAt: discount.endsAt ?? null,
    });
  }
  breaks.sort((a, b) => a.minQuantity - b.minQuantity);
  return breaks.length > 0 || freeShipping ? { breaks, freeShipping } : null;
}

function readMinimum(
  minimum: Minimum | null | undefined,
  currency: string | undefined,
): { minQuantity: number | null; minSubtotal: Money | null } | null {
  if (!minimum) return { minQuantity: 1, minSubtotal: null };
  const quantity = Number(minimum.greaterThanOrEqualToQuantity);
  if (Number.isInteger(quantity) && quantity >= 1)
    return { minQuantity: quantity, minSubtotal: null };
  const subtotal = minimum.greaterThanOrEqualToSubtotal;
  const amount = Number(subtotal?.amount);
  if (subtotal && amount >= 0 && subtotal.currencyCode === currency) {
    return { minQuantity: null, minSubtotal: { amount, currencyCode: subtotal.currencyCode } };
  }
  return null;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** Each quantity's total in each purchase after its best break, and where shipping is free. */
export function priceOffer(rules: Rules, product: Product, maxQuantity: number): Offer | null {
  const price = product.price;
  if (!price) return null;
  const purchases = [
    ...(product.requiresPlan ? [] : [{ key: ONE_TIME, unit: price, isPlan: false }]),
    ...product.plans.map((plan) => ({ key: plan.id, unit: plan.perDelivery, isPlan: true })),
  ];
  const prices: Record<string, OfferPrice[]> = {};
  const freeShippingFrom: Record<string, number> = {};
  for (const { key, unit, isPlan } of purchases) {
    const breaks = breaksFor(rules, isPlan);
    prices[key] = Array.from({ length: maxQuantity }, (_, index) => {
      const quantity = index + 1;
      const full = cents(unit.amount * quantity);
      const total = Math.min(
        full,
        ...breaks
          .filter((each) => each.minQuantity <= quantity)
          .map((each) => afterBreak(each, unit.amount, quantity, full)),
      );
      const saving = full > 0 ? Math.floor(((full - total) / full) * 100 + 1e-9) : 0;
      return { total: { amount: total, currencyCode: unit.currencyCode }, savingPercent: saving };
    });
    const free = rules.freeShipping;
    if (free && (isPlan ? free.subscription : free.oneTime)) {
      const index = prices[key].findIndex(
        ({ total }, at) =>
          (free.minQuantity !== null && at + 1 >= free.minQuantity) ||
          (free.minSubtotal !== null && total.amount >= free.minSubtotal.amount),
      );
      if (index >= 0) freeShippingFrom[key] = index + 1;
    }
  }
  const ends = [...rules.breaks, ...(rules.freeShipping ? [rules.freeShipping] : [])]
    .map((each) => each.endsAt)
    .filter((date): date is string => date !== null)
    .sort((a, b) => Date.parse(a) - Date.parse(b));
  return { ...rules, prices, freeShippingFrom, endsAt: ends[0] ?? null };
}

function afterBreak(each: QuantityBreak, unit: number, quantity: number, full: number): number {
  if (each.percentOff !== null) return cents(full - cents((full * each.percentOff) / 100));
  const off = each.amountOff;
  if (!off) return full;
  return off.eachJar
    ? cents(Math.max(0, unit - off.money.amount) * quantity)
    : cents(Math.max(0, full - off.money.amount));
}
