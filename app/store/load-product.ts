/** The live product after the page shows, loaded on demand with the Storefront client. */
import type { StoreConfig } from '~/config';
import { retry } from '~/lib/retry';
import type { Product } from './product';
import { fetchProduct } from './storefront-client';

/** Up to 5 retries after the first attempt, waiting 1 s × the attempt. */
const STORE_INIT_MAX_RETRIES = 5;
const STORE_RETRY_DELAY_MS = 1000;

/** The product, asked until the store answers or the retries run out; every failure logged. */
export function loadProduct(config: StoreConfig, signal: AbortSignal): Promise<Product> {
  return retry(() => fetchProduct(config), {
    maxRetries: STORE_INIT_MAX_RETRIES,
    delayMs: (attempt) => STORE_RETRY_DELAY_MS * attempt,
    signal,
    onFailure: (error, attempt) =>
      console.error(`Buy button: loading the product failed (attempt ${attempt})`, error),
  });
}
