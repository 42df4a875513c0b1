import { createStorefrontApiClient } from '@shopify/storefront-api-client';
import type { Result } from '~/lib/result';
import type { StoreConfig } from '~/config';
import type { Money, Product } from './product';
import { parseRating } from './rating';
import { parseSellingPlans } from './selling-plans';
import type { VisitorConsent } from '~/consent/checkout-consent';
import {
  CART_CREATE_MUTATION,
  CART_CREATE_WITH_CONSENT_MUTATION,
  type CartCreateData,
  PRODUCT_QUERY,
  type ProductFields,
  type ProductQueryData,
  VARIANT_QUERY,
  type VariantFields,
  type VariantQueryData,
} from './operations';

class StorefrontError extends Error {
  override name = 'StorefrontError';
  constructor(
    readonly operation: string,
    message: string,
    readonly status?: number,
  ) {
    super(`${operation}: ${message}`);
  }
}

type FetchApi = typeof fetch;

/** The same Storefront URL on another origin (`SHOPIFY_API_ORIGIN`, a fake store in tests). */
export function withApiOrigin(input: Parameters<typeof fetch>[0], origin: string): string {
  const url = new URL(input instanceof Request ? input.url : String(input));
  return `${origin.replace(/\/+$/, '')}${url.pathname}${url.search}`;
}

/** One attempt at the product and its configured (or first) variant; rejects a StorefrontError. */
export async function fetchProduct(config: StoreConfig, fetchApi: FetchApi): Promise<Product> {
  const id = config.variantGid;
  if (id) {
    const { variant } = await request<VariantQueryData>(
      config,
      'Variant',
      VARIANT_QUERY,
      { id },
      fetchApi,
    );
    const { product, price } = variant ?? {};
    if (!variant?.id || !price || !product) {
      throw new StorefrontError('Variant', `no product variant ${id}`);
    }
    return productOf(product, { ...variant, id: variant.id, price });
  }
  const { product } = await request<ProductQueryData>(
    config,
    'Product',
    PRODUCT_QUERY,
    { id: config.productGid },
    fetchApi,
  );
  const variant = product?.variants.nodes[0];
  if (!product || !variant) {
    throw new StorefrontError('Product', `no product ${config.productGid} with a variant`);
  }
  return productOf(product, variant);
}

function productOf(product: ProductFields, variant: VariantFields): Product {
  return {
    variantGid: variant.id,
    isAvailable: product.availableForSale && variant.availableForSale === true,
    price: { amount: Number(variant.price.amount), currencyCode: variant.price.currencyCode },
    storeUrl: product.onlineStoreUrl,
    rating: parseRating(product),
    plans: parseSellingPlans(variant),
    requiresPlan: product.requiresSellingPlan === true,
  };
}

/** Why no cart, from the store's codes; `not-applicable`: not added, Shopify does not say why. */
export type CheckoutFailure =
  | 'rejected'
  | 'network'
  | 'discount-refused'
  | 'sold-out'
  | 'not-applicable'
  | 'plan-required'
  | 'plan-refused';

/** The store's codes (userErrors and warnings) that say more than "rejected". */
const FAILURE_BY_CODE: Record<string, CheckoutFailure> = {
  MERCHANDISE_OUT_OF_STOCK: 'sold-out',
  MERCHANDISE_NOT_ENOUGH_STOCK: 'not-applicable',
  MERCHANDISE_NOT_APPLICABLE: 'not-applicable',
  VARIANT_REQUIRES_SELLING_PLAN: 'plan-required',
  SELLING_PLAN_NOT_APPLICABLE: 'plan-refused',
};

export type CartRequest = {
  variantGid: string;
  quantity: number;
  /** Subscribe & save: the plan the line is bought with; null for a one-time purchase. */
  sellingPlanId: string | null;
  /** The visitor's choice for the checkout; null adds nothing (the platform decides). */
  visitorConsent: VisitorConsent | null;
  /** Order attributes (the visit's campaign), shown on the order in Shopify admin. */
  attributes: readonly { key: string; value: string }[];
  discountCode: string | null;
};

/** A cart to check out, and its line as the store made it: the facts the sale was checked by. */
export type MadeCart = {
  checkoutUrl: string;
  /** The variant and product bought, the price of one jar (the plan's, on a plan), the line's
   * total after the store's discounts (what the jars cost the shopper) and what they took off. */
  line: { variantGid: string; productGid: string; price: Money; total: Money; discounted: number };
};

/** A cart of `quantity` jars, in one request, or why not (the store's reasons, the network). */
export async function createCheckout(
  config: StoreConfig,
  { variantGid, quantity, sellingPlanId, visitorConsent, attributes, discountCode }: CartRequest,
  fetchApi: FetchApi,
): Promise<Result<MadeCart, CheckoutFailure>> {
  const input = {
    lines: [{ merchandiseId: variantGid, quantity, ...(sellingPlanId ? { sellingPlanId } : {}) }],
    ...(attributes.length > 0 ? { attributes } : {}),
    ...(discountCode ? { discountCodes: [discountCode] } : {}),
  };
  let data: CartCreateData;
  try {
    data = await request<CartCreateData>(
      config,
      'CartCreate',
      visitorConsent ? CART_CREATE_WITH_CONSENT_MUTATION : CART_CREATE_MUTATION,
      visitorConsent ? { input, visitorConsent } : { input },
      fetchApi,
    );
  } catch (error) {
    return { ok: false, reason: 'network', detail: String(error) };
  }
  const userErrors = data.cartCreate?.userErrors ?? [];
  const said = [...userErrors, ...(data.cartCreate?.warnings ?? [])];
  const detail = said.map((each) => each.message).join('; ') || 'no cart returned';
  const known = said.map((each) => FAILURE_BY_CODE[each.code ?? '']).find(Boolean);
  if (known) return { ok: false, reason: known, detail };
  const cart = data.cartCreate?.cart;
  if (userErrors.length > 0 || !cart?.checkoutUrl) return { ok: false, reason: 'rejected', detail };
  const line = cart.lines?.nodes[0];
  const { id, product, availableForSale } = line?.merchandise ?? {};
  if (!line || !id || !product) {
    return { ok: false, reason: 'not-applicable', detail: 'the cart came back without the jar' };
  }
  if (availableForSale === false) return { ok: false, reason: 'sold-out', detail: id };
  const refused = cart.discountCodes?.find((discount) => !discount.applicable);
  if (discountCode && refused)
    return { ok: false, reason: 'discount-refused', detail: refused.code };
  const { amount, currencyCode } = line.cost.amountPerQuantity;
  const { totalAmount } = line.cost;
  const discounted = (line.discountAllocations ?? []).reduce(
    (sum, each) => sum + Number(each.discountedAmount.amount),
    0,
  );
  return {
    ok: true,
    value: {
      checkoutUrl: cart.checkoutUrl,
      line: {
        variantGid: id,
        productGid: product.id,
        price: { amount: Number(amount), currencyCode },
        total: { amount: Number(totalAmount.amount), currencyCode: totalAmount.currencyCode },
        discounted: Math.round(discounted * 100) / 100,
      },
    },
  };
}

async function request<T>(
  config: StoreConfig,
  operation: string,
  query: string,
  variables: Record<string, unknown>,
  fetchApi: FetchApi,
): Promise<T> {
  const client = createStorefrontApiClient({
    storeDomain: config.domain,
    apiVersion: config.apiVersion,
    publicAccessToken: config.publicAccessToken,
    customFetchApi: fetchApi,
  });
  const { data, errors } = await client.request<T>(query, { variables });
  if (errors) {
    const messages = errors.graphQLErrors?.map((error) => error.message).join('; ');
    throw new StorefrontError(
      operation,
      messages || errors.message || 'request failed',
      errors.networkStatusCode,
    );
  }
  if (!data) throw new StorefrontError(operation, 'empty response');
  return data;
}
