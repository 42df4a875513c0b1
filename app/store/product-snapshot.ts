import type { StoreConfig } from '~/config';
import type { Product } from './product';
import { fetchProduct, withApiOrigin } from './storefront-client';
import { withTimeLimit } from '../lib/time-limit';

/** The build waits this long for the store, then carries on without it. */
const SNAPSHOT_TIMEOUT_MS = 4000;

export type SnapshotOptions = {
  fetchApi?: typeof fetch;
  /** Replaces `https://{shop domain}` in the API URL: the e2e build's fake store. */
  apiOrigin?: string;
  timeoutMs?: number;
  warn?: (message: string) => void;
};

/** The product at build time, for the prerendered form. Never rejects: falls back, warning. */
export async function takeProductSnapshot(
  store: StoreConfig | null,
  {
    fetchApi = fetch,
    apiOrigin,
    timeoutMs = SNAPSHOT_TIMEOUT_MS,
    warn = console.warn,
  }: SnapshotOptions = {},
): Promise<Product | null> {
  if (!store) {
    warn(
      'Buy form: the store is not configured (VITE_SHOPIFY_*), so "Order Now" says so when tapped.',
    );
    return null;
  }
  try {
    return await withTimeLimit(timeoutMs, `no answer within ${timeoutMs} ms`, (signal) =>
      fetchProduct(store, (input, init) =>
        fetchApi(apiOrigin ? withApiOrigin(input, apiOrigin) : input, { ...init, signal }),
      ),
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (store.variantGid) {
      warn(
        `Buy form: the store did not answer at build time (${reason}); the form names VITE_SHOPIFY_VARIANT_ID, with the price from app/content/product.ts until the page loads the store's.`,
      );
      return {
        variantGid: store.variantGid,
        price: null,
        isAvailable: true,
        storeUrl: null,
        rating: null,
        plans: [],
        requiresPlan: false,
      };
    }
    warn(
      `Buy form: the store did not answer at build time (${reason}); the form names no variant, and the cart function buys the product's first at the tap.`,
    );
    return null;
  }
}
