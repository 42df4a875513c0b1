import type { Rating } from './rating';
import type { SellingPlan } from './selling-plans';

export type Money = { amount: number; currencyCode: string };

/** The jar the buy forms sell, one shape from the store's answer to the buttons and the pixel. */
export type Product = {
  variantGid: string;
  /** null only when the build named VITE_SHOPIFY_VARIANT_ID without reaching the store. */
  price: Money | null;
  isAvailable: boolean;
  storeUrl: string | null;
  /** The store's star rating (review apps' metafields); null when it has none. */
  rating: Rating | null;
  /** Subscribe & save: the store's selling plans for the variant; none without a plan. */
  plans: readonly SellingPlan[];
  /** The product is sold only with a plan (Shopify's requiresSellingPlan). */
  requiresPlan: boolean;
};

/** A product whose price is known: what the pixel's shop events need. */
export type PricedProduct = Product & { price: Money };

export function hasPrice(product: Product): product is PricedProduct {
  return product.price !== null;
}
