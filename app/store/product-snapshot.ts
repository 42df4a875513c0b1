import type { StoreConfig } from '~/config';
import { type StoreProduct, fetchProduct } from './store';

/**
 * The product as the store reported it when the site was built: what the prerendered buy links
 * need to work before (and without) JavaScript. The live product replaces it after hydration.
 */
export type ProductSnapshot = {
  /** The store's cart permalink for one jar: a plain link that reaches the hosted checkout. */
  cartUrl: string;
  variantGid: string;
  /** null when the store could not be asked and the variant came from VITE_SHOPIFY_VARIANT_ID. */
  price: StoreProduct['price'] | null;
  isAvailable: boolean;
};

/** The build waits this long for the store, then carries on without it. */
export const SNAPSHOT_TIMEOUT_MS = 4000;

/**
 * Build-time only: the e2e build points the query at a local fake of the Storefront API
 * (scripts/with-fake-store.mjs); a real build asks the store itself.
 */
export const SNAPSHOT_API_ORIGIN_VARIABLE = 'STOREFRONT_SNAPSHOT_ORIGIN';

type SnapshotOptions = {
  fetchApi?: typeof fetch;
  /** Replaces `https://{shop domain}` in the API URL (see SNAPSHOT_API_ORIGIN_VARIABLE). */
  apiOrigin?: string;
  timeoutMs?: number;
  warn?: (message: string) => void;
};

/**
 * Asks the store for the product during the build, within SNAPSHOT_TIMEOUT_MS. Never rejects:
 * an unreachable store falls back to VITE_SHOPIFY_VARIANT_ID, then to null (the buttons then
 * work once the page's JavaScript runs), each fallback with one build warning.
 */
export async function takeProductSnapshot(
  store: StoreConfig | null,
  {
    fetchApi = fetch,
    apiOrigin,
    timeoutMs = SNAPSHOT_TIMEOUT_MS,
    warn = console.warn,
  }: SnapshotOptions = {},
): Promise<ProductSnapshot | null> {
  if (!store) {
    warn(
      'Buy links: the store is not configured (VITE_SHOPIFY_*), so "Order Now" says so on click instead of linking to a checkout.',
    );
    return null;
  }
  // A timer of our own rather than AbortSignal.timeout, so tests can run the clock.
  const deadline = new AbortController();
  const timer = setTimeout(
    () => deadline.abort(new DOMException(`no answer within ${timeoutMs} ms`, 'TimeoutError')),
    timeoutMs,
  );
  const timedFetch: typeof fetch = (input, init) =>
    fetchApi(apiOrigin ? withOrigin(input, apiOrigin) : input, {
      ...init,
      signal: deadline.signal,
    });
  try {
    const product = await fetchProduct(store, timedFetch);
    return {
      cartUrl: cartPermalink(store, product.variantId),
      variantGid: product.variantId,
      price: product.price,
      isAvailable: product.isAvailable,
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (store.variantGid) {
      warn(
        `Buy links: the store did not answer at build time (${reason}); linking to the checkout of VITE_SHOPIFY_VARIANT_ID with the price from app/content/product.ts.`,
      );
      return {
        cartUrl: cartPermalink(store, store.variantGid),
        variantGid: store.variantGid,
        price: null,
        isAvailable: true,
      };
    }
    warn(
      `Buy links: the store did not answer at build time (${reason}), so "Order Now" works only once the page's JavaScript runs. Set VITE_SHOPIFY_VARIANT_ID to link to the checkout anyway.`,
    );
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Shopify's cart permalink for one unit of a variant: `https://{shop}/cart/{variant id}:1`,
 * with the Storefront token as `access_token` so the order is attributed to the sales channel
 * that token belongs to (Shopify's "Create cart permalinks" guide).
 */
export function cartPermalink(store: StoreConfig, variantGid: string): string {
  const variantId = variantGid.slice(variantGid.lastIndexOf('/') + 1);
  const url = new URL(`https://${store.domain}/cart/${variantId}:1`);
  url.searchParams.set('access_token', store.publicAccessToken);
  return url.toString();
}

function withOrigin(input: Parameters<typeof fetch>[0], origin: string): string {
  const url = new URL(input instanceof Request ? input.url : String(input));
  return `${origin.replace(/\/+$/, '')}${url.pathname}${url.search}`;
}
