/** The live product after the page shows, asked of the site's function (server/product.ts). */
import { retry } from '~/lib/retry';
import { withTimeLimit } from '~/lib/time-limit';
import { PRODUCT_PATH } from './cart-form';
import type { Product } from './product';

/** Up to 5 retries after the first attempt, waiting 1 s × the attempt. */
const STORE_INIT_MAX_RETRIES = 5;
const STORE_RETRY_DELAY_MS = 1000;
/** A function that accepts the connection but never answers fails after this long. */
export const PRODUCT_REQUEST_TIMEOUT_MS = 10_000;

/** The product, asked until the function answers or the retries run out; every failure logged. */
export function loadProduct(signal: AbortSignal): Promise<Product> {
  return retry(fetchLiveProduct, {
    maxRetries: STORE_INIT_MAX_RETRIES,
    delayMs: (attempt) => STORE_RETRY_DELAY_MS * attempt,
    signal,
    onFailure: (error, attempt) =>
      console.error(`Buy button: loading the product failed (attempt ${attempt})`, error),
  });
}

async function fetchLiveProduct(): Promise<Product> {
  const message = `No answer in ${PRODUCT_REQUEST_TIMEOUT_MS} ms`;
  const answer = await withTimeLimit(PRODUCT_REQUEST_TIMEOUT_MS, message, async (limit) => {
    const response = await fetch(PRODUCT_PATH, {
      headers: { Accept: 'application/json' },
      signal: limit,
    });
    if (!response.ok) throw new Error(`${PRODUCT_PATH} answered ${response.status}`);
    return (await response.json()) as unknown;
  });
  if (!isProduct(answer)) throw new Error(`${PRODUCT_PATH} answered something else`);
  return answer;
}

/** The function's own shape, checked where a proxy or an old deploy could answer otherwise. */
function isProduct(value: unknown): value is Product {
  if (typeof value !== 'object' || value === null) return false;
  const product = value as Partial<Product>;
  return (
    typeof product.variantGid === 'string' &&
    typeof product.isAvailable === 'boolean' &&
    Array.isArray(product.plans) &&
    (product.price === null ||
      (typeof product.price?.amount === 'number' && typeof product.price.currencyCode === 'string'))
  );
}
