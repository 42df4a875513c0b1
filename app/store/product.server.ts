/** GET /product.json: the live product, asked by the server so the page carries no client. */
import type { StoreConfig } from '../config';
import { type CartCaller, type ServerEnv, storeProduct } from './cart.server';
import { plainText } from '../lib/request.server';

/** Shared caches (the host's edge) keep a product for a minute; the browser asks each time. */
const PRODUCT_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
/** Netlify keeps a function's answer only when told so in its own header. */
const NETLIFY_CACHE_CONTROL = 'public, durable, s-maxage=60';

export async function answerProduct(
  request: Request,
  store: StoreConfig | null,
  env: ServerEnv,
  caller: CartCaller,
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return plainText(405, 'The product is read with a GET.', { Allow: 'GET, HEAD' });
  }
  const product = await storeProduct(store, env, caller, 'Product');
  if (product === null) return plainText(503, 'The store is not connected.');
  if (product === 'unreachable') return plainText(502, 'The store could not be reached.');
  return new Response(request.method === 'HEAD' ? null : JSON.stringify(product), {
    status: 200,
    headers: {
      'Content-Type': 'application/json',
      'Cache-Control': PRODUCT_CACHE_CONTROL,
      'Netlify-CDN-Cache-Control': NETLIFY_CACHE_CONTROL,
    },
  });
}
