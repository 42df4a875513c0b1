// @ts-check
/**
 * The Storefront and Admin API answers of the demo store (./store.mjs); the tests' fake store
 * (checks/support/fake-store.mjs) answers with them too. Plain JavaScript so Node runs it.
 */

export const FAKE_SHOP_DOMAIN = 'lumen-hive-e2e.myshopify.com';
export const FAKE_VARIANT_GID = 'gid://shopify/ProductVariant/4455';
export const FAKE_PRODUCT_GID = 'gid://shopify/Product/8123456789';
export const CHECKOUT_URL = `https://${FAKE_SHOP_DOMAIN}/checkouts/cn/e2e-cart`;

/** @typedef {'Product' | 'Variant' | 'CartCreate' | 'SiteContent' | 'unknown'} Operation */

/** The store's rating as a review app writes it (the `reviews` metafields), unless asked for none. */
const FAKE_RATING = { value: '4.8', count: '127' };

/**
 * The `reviews.rating` and `reviews.rating_count` metafields, as the API answers the aliases the
 * product query asks for; null when the store has none.
 * @param {{ value: string, count: string } | null} rating
 */
function ratingMetafields(rating) {
  return {
    rating: rating && {
      value: JSON.stringify({ scale_min: '1.0', scale_max: '5.0', value: rating.value }),
    },
    ratingCount: rating && { value: rating.count },
  };
}

/** A subscribe & save plan as a subscriptions app sets it up: every month, 10% off. */
export const FAKE_MONTHLY_PLAN = {
  id: 'gid://shopify/SellingPlan/701',
  name: 'Delivered monthly',
  options: [{ name: 'Delivery every', value: '1 month' }],
  perDelivery: '30.6',
};

/**
 * The variant's selling plan allocations, as the API answers them.
 * @param {typeof FAKE_MONTHLY_PLAN[]} plans
 * @param {string} amount the variant's own price
 */
function sellingPlanAllocations(plans, amount) {
  return {
    nodes: plans.map((plan) => ({
      sellingPlan: { id: plan.id, name: plan.name, options: plan.options },
      priceAdjustments: [
        {
          perDeliveryPrice: { amount: plan.perDelivery, currencyCode: 'USD' },
          compareAtPrice: { amount, currencyCode: 'USD' },
        },
      ],
    })),
  };
}

/**
 * @param {{ isAvailable?: boolean, amount?: string, rating?: { value: string, count: string } | null, plans?: typeof FAKE_MONTHLY_PLAN[], requiresPlan?: boolean }} [options]
 */
export function productData({
  isAvailable = true,
  amount = '34.0',
  rating = FAKE_RATING,
  plans = [],
  requiresPlan = false,
} = {}) {
  return {
    data: {
      product: {
        onlineStoreUrl: `https://${FAKE_SHOP_DOMAIN}/products/mushroom-honey`,
        availableForSale: isAvailable,
        requiresSellingPlan: requiresPlan,
        ...ratingMetafields(rating),
        variants: {
          nodes: [
            {
              id: FAKE_VARIANT_GID,
              availableForSale: isAvailable,
              price: { amount, currencyCode: 'USD' },
              sellingPlanAllocations: sellingPlanAllocations(plans, amount),
            },
          ],
        },
      },
    },
  };
}

/** A product of the same store that is not the jar: a forged form's variant belongs to it. */
const OTHER_PRODUCT_GID = 'gid://shopify/Product/1';

/**
 * A cart as the store makes it: its one line (the variant, its product, the price of one jar,
 * the plan's on a plan, the line's total less what the store took off) and the discount codes it
 * was asked for, each applicable unless refused.
 * @param {{ discountCodes?: string[], refused?: string[], merchandiseId?: string, price?: string, checkoutUrl?: string, quantity?: number, percentOff?: number }} [options]
 */
export function cartData({
  discountCodes = [],
  refused = [],
  merchandiseId = FAKE_VARIANT_GID,
  price = '34.0',
  checkoutUrl = CHECKOUT_URL,
  quantity = 1,
  percentOff = 0,
} = {}) {
  const codes = discountCodes.map((code) => ({ code, applicable: !refused.includes(code) }));
  const full = Math.round(Number(price) * quantity * 100) / 100;
  const off = Math.round(full * percentOff) / 100;
  const product = merchandiseId === FAKE_VARIANT_GID ? FAKE_PRODUCT_GID : OTHER_PRODUCT_GID;
  const line = {
    merchandise: { id: merchandiseId, availableForSale: true, product: { id: product } },
    cost: {
      amountPerQuantity: { amount: price, currencyCode: 'USD' },
      totalAmount: { amount: String(full - off), currencyCode: 'USD' },
    },
    discountAllocations:
      off > 0 ? [{ discountedAmount: { amount: String(off), currencyCode: 'USD' } }] : [],
  };
  return {
    data: {
      cartCreate: {
        cart: { checkoutUrl, discountCodes: codes, lines: { nodes: [line] } },
        userErrors: [],
        warnings: [],
      },
    },
  };
}

/**
 * The store's refusal of a cart, with its code (CartErrorCode) and words.
 * @param {string} code
 * @param {string} message
 */
function cartRefusal(code, message) {
  return {
    data: {
      cartCreate: {
        cart: null,
        userErrors: [{ code, field: ['input', 'lines', '0'], message }],
        warnings: [],
      },
    },
  };
}

/**
 * What the store answers a `cartCreate` for the jar as `product` describes it (productData's
 * options), as API 2025-10 on does: a jar it cannot sell is MERCHANDISE_NOT_APPLICABLE, a plan
 * it does not have or a plan it needs are their own codes; else the cart, priced by the plan.
 * @param {CartInput | undefined} input
 * @param {Parameters<typeof productData>[0]} [product]
 * @param {string[]} [refused] the discount codes that do not apply
 * @param {string} [checkoutUrl] the cart's checkout (the demo's own page)
 * @param {unknown[]} [offer] the store's automatic discounts (FAKE_OFFER's shape): its best
 *   percentage break for the line's jars comes off the line, as Shopify applies it
 */
export function cartAnswer(
  input,
  product = {},
  refused = [],
  checkoutUrl = CHECKOUT_URL,
  offer = [],
) {
  const { isAvailable = true, amount = '34.0', plans = [], requiresPlan = false } = product;
  const { merchandiseId = FAKE_VARIANT_GID, sellingPlanId, quantity = 1 } = input?.lines?.[0] ?? {};
  if (!isAvailable) {
    return cartRefusal('MERCHANDISE_NOT_APPLICABLE', 'The merchandise is not available.');
  }
  const plan = plans.find((each) => each.id === sellingPlanId);
  if (sellingPlanId && !plan) {
    return cartRefusal('SELLING_PLAN_NOT_APPLICABLE', 'The selling plan is not applicable.');
  }
  if (!sellingPlanId && requiresPlan) {
    return cartRefusal('VARIANT_REQUIRES_SELLING_PLAN', 'The variant requires a selling plan.');
  }
  return cartData({
    discountCodes: input?.discountCodes,
    refused,
    merchandiseId,
    price: plan?.perDelivery ?? amount,
    checkoutUrl,
    quantity,
    percentOff: bestBreak(offer, quantity, Boolean(sellingPlanId)),
  });
}

/**
 * The largest percentage off among the offer's breaks that `quantity` jars reach, in percent.
 * @param {unknown[]} offer @param {number} quantity @param {boolean} isPlan
 */
function bestBreak(offer, quantity, isPlan) {
  let best = 0;
  for (const node of /** @type {any[]} */ (offer)) {
    const gets = node?.discount?.customerGets;
    const least = Number(node?.discount?.minimumRequirement?.greaterThanOrEqualToQuantity ?? 1);
    const applies = isPlan ? gets?.appliesOnSubscription : gets?.appliesOnOneTimePurchase;
    const percentage = Number(gets?.value?.percentage ?? 0);
    if (gets && applies && quantity >= least) best = Math.max(best, percentage * 100);
  }
  return best;
}

/**
 * @typedef {{
 *   lines?: { merchandiseId?: string, quantity?: number, sellingPlanId?: string }[],
 *   discountCodes?: string[],
 * }} CartInput
 */

/**
 * @param {string} query
 * @returns {Operation}
 */
export function operationOf(query) {
  if (/mutation CartCreate\b/.test(query)) return 'CartCreate';
  if (/query SiteContent\b/.test(query)) return 'SiteContent';
  if (/query Variant\b/.test(query)) return 'Variant';
  if (/query Product\b/.test(query)) return 'Product';
  return 'unknown';
}

/**
 * The answer to the build's content query (scripts/build/store-content.ts): each metaobject type
 * it asks for, under its alias, with the entries given for it (none by default: the store has
 * no content of its own, and the build keeps the committed copy). A field given as `{ image }`
 * is a file reference to the image at that URL.
 * @param {string} query
 * @param {Record<string, { handle: string, fields: Record<string, string | null | { image: string }> }[]>} [entries]
 */
export function siteContentData(query, entries = {}) {
  const types = [...query.matchAll(/(\w+): metaobjects\(type: "(\w+)"/g)];
  return {
    data: Object.fromEntries(
      types.map(([, alias = '', type = '']) => [
        alias,
        {
          nodes: (entries[type] ?? []).map(({ handle, fields }) => ({
            handle,
            fields: Object.entries(fields).map(([key, value]) =>
              value !== null && typeof value === 'object'
                ? {
                    key,
                    value: 'gid://shopify/MediaImage/1',
                    reference: { image: { url: value.image } },
                  }
                : { key, value, reference: null },
            ),
          })),
        },
      ]),
    ),
  };
}

/**
 * The store's automatic discounts as the Admin API lists them (scripts/build/store-offer.ts):
 * 10 % off 2 jars, 15 % off 3 or more, one-time purchases only, and free shipping from $60.
 */
export const FAKE_OFFER = [
  quantityBreak(2, 0.1),
  quantityBreak(3, 0.15),
  {
    discount: {
      __typename: 'DiscountAutomaticFreeShipping',
      endsAt: null,
      appliesOnOneTimePurchase: true,
      appliesOnSubscription: true,
      minimumRequirement: {
        __typename: 'DiscountMinimumSubtotal',
        greaterThanOrEqualToSubtotal: { amount: '60.0', currencyCode: 'USD' },
      },
    },
  },
];

/** @param {number} jars @param {number} percentage 0 to 1, as the Admin API gives it */
function quantityBreak(jars, percentage) {
  return {
    discount: {
      __typename: 'DiscountAutomaticBasic',
      endsAt: null,
      minimumRequirement: {
        __typename: 'DiscountMinimumQuantity',
        greaterThanOrEqualToQuantity: String(jars),
      },
      customerGets: {
        appliesOnOneTimePurchase: true,
        appliesOnSubscription: false,
        value: { __typename: 'DiscountPercentage', percentage },
        items: {
          __typename: 'DiscountProducts',
          products: { nodes: [{ id: FAKE_PRODUCT_GID }] },
          productVariants: { nodes: [] },
        },
      },
    },
  };
}
