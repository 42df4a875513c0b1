// @vitest-environment node
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EdgeRuntime } from 'edge-runtime';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readConfig } from '../../app/config';
import { FAKE_STORE_CONFIG, FAKE_VARIANT_GID } from '../e2e/fakes/storefront-api.mjs';
import { expectCheckout } from '../support/door-expectations';
import { startFakeStore } from '../support/fake-store-server.mjs';
import { bundleServerEntry } from '../../scripts/build/bundle-function';

// Vercel's door as it deploys (the Edge Function's bundle) inside Vercel's Edge Runtime, the
// `edge-runtime` package (a checkers' package): only the Web APIs an Edge Function has, and
// `process.env` as Vercel gives it. The ES module's default export becomes the fetch listener.

let directory: string;
let store: Awaited<ReturnType<typeof startFakeStore>>;
let runtime: EdgeRuntime;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'vercel-edge-'));
  store = await startFakeStore();
  const bundle = join(directory, 'index.js');
  await bundleServerEntry('server/vercel.ts', bundle, {
    ...readConfig({}),
    store: FAKE_STORE_CONFIG,
  });
  const code = await readFile(bundle, 'utf8');
  const exported = /export\s*\{([^}]*)\};?\s*$/.exec(code);
  const entry = /(\w+) as default/.exec(exported?.[1] ?? '')?.[1];
  if (!exported || !entry) throw new Error('the bundle has no default export');
  runtime = new EdgeRuntime({
    initialCode: `${code.slice(0, exported.index)}
addEventListener('fetch', (event) => {
  event.respondWith(${entry}(event.request, { waitUntil: (work) => event.waitUntil(work) }));
});`,
    extend: (context) =>
      Object.assign(context, { process: { env: { SHOPIFY_API_ORIGIN: store.origin } } }),
  });
}, 60_000);
afterAll(async () => {
  await store.close();
  await rm(directory, { recursive: true, force: true });
});

/** The hero's buy form with `quantity` jars, as the shopper Vercel names sends it. */
function postJars(quantity: number, shopper: string) {
  return runtime.dispatchFetch('https://lumenhive.vercel.app/cart?from=hero', {
    method: 'POST',
    body: `variant=${encodeURIComponent(FAKE_VARIANT_GID)}&quantity=${quantity}`,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Real-IP': shopper },
  });
}

it('three jars become one cart line at the store, for the shopper Vercel names; 303 to it', async () => {
  const shopper = '198.51.100.70';
  const response = await postJars(3, shopper);
  expectCheckout(response, store, shopper, 3);
});

it('refuses a bad quantity with its sentence, asking nothing of the store', async () => {
  const shopper = '198.51.100.71';
  const response = await postJars(100, shopper);
  expect(response.status).toBe(400);
  expect(await response.text()).toMatch(/quantity/i);
  expect(store.calls(shopper)).toEqual([]);
});

it('answers a GET of the cart with 405 and a discount link with its cookie', async () => {
  const get = await runtime.dispatchFetch('https://lumenhive.vercel.app/cart');
  expect(get.status).toBe(405);
  const discount = await runtime.dispatchFetch('https://lumenhive.vercel.app/discount/SPRING10');
  expect(discount.status).toBe(302);
  expect(discount.headers.get('set-cookie')).toContain('SPRING10');
});
