import type { StoreConfig } from '~/config';
import { DISCOUNT_PARAM } from './discount-early';

export type PermalinkOptions = {
  /** A discount code the checkout applies; URL-encoded here. */
  discount?: string | null;
  /** `shop_pay` opens Shop Pay's express checkout directly (Shopify Help Center, cart permalinks). */
  payment?: 'shop_pay';
};

/**
 * Shopify's cart permalink for one unit of a variant: `https://{shop}/cart/{variant id}:1`,
 * with the Storefront token as `access_token` so the order is attributed to the sales channel
 * that token belongs to (Shopify's "Create cart permalinks" guide). A plain link: it reaches
 * the hosted checkout before (and without) the page's JavaScript.
 */
export function cartPermalink(
  store: StoreConfig,
  variantGid: string,
  { discount, payment }: PermalinkOptions = {},
): string {
  const variantId = variantGid.slice(variantGid.lastIndexOf('/') + 1);
  const url = new URL(`https://${store.domain}/cart/${variantId}:1`);
  url.searchParams.set('access_token', store.publicAccessToken);
  if (payment) url.searchParams.set('payment', payment);
  if (discount) url.searchParams.set(DISCOUNT_PARAM, discount);
  return url.toString();
}
