import type { StoreConfig } from '~/config';
import { DISCOUNT_PARAM } from './discount-early';

export type PermalinkOptions = {
  /** A discount code the checkout applies; URL-encoded here. */
  discount?: string | null;
  /** `shop_pay` opens Shop Pay's express checkout directly (Shopify Help Center, cart permalinks). */
  payment?: 'shop_pay';
  /** Jars in the cart; 1 unless given. */
  quantity?: number;
};

/**
 * Shopify's cart permalink, `https://{shop}/cart/{variant id}:{quantity}`, with the Storefront token as
 * `access_token` so the order is attributed to its sales channel.
 */
export function cartPermalink(
  store: StoreConfig,
  variantGid: string,
  { discount, payment, quantity = 1 }: PermalinkOptions = {},
): string {
  const variantId = variantGid.slice(variantGid.lastIndexOf('/') + 1);
  const url = new URL(`https://${store.domain}/cart/${variantId}:${quantity}`);
  url.searchParams.set('access_token', store.publicAccessToken);
  if (payment) url.searchParams.set('payment', payment);
  if (discount) url.searchParams.set(DISCOUNT_PARAM, discount);
  return url.toString();
}
