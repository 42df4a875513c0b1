// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type FunctionResult, zipFunctions } from '@netlify/zip-it-and-ship-it';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { FUNCTION_PATHS } from '../../app/store/cart-form';
import { FAKE_VARIANT_GID } from '../e2e/fakes/storefront-api.mjs';
import { expectCheckout } from '../support/door-expectations';
import { startFakeStore } from '../support/fake-store-server.mjs';
import type * as NetlifyDoor from '../../netlify/functions/cart';

// Netlify's door as Netlify builds it: its own functions bundler (zip-it-and-ship-it, what its
// builds run on `netlify/functions/`), then the built module called as Netlify calls a function
// (a Request; a context with the shopper's `ip`; the site's variables in the environment).

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let directory: string;
let built: FunctionResult[];
let store: Awaited<ReturnType<typeof startFakeStore>>;
let door: typeof NetlifyDoor;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'netlify-build-'));
  built = await zipFunctions([join(ROOT, 'netlify/functions')], directory, {
    archiveFormat: 'none',
    basePath: ROOT,
    repositoryRoot: ROOT,
  });
  store = await startFakeStore();
  vi.stubEnv('VITE_SHOPIFY_DOMAIN', 'lumen-hive-e2e.myshopify.com');
  vi.stubEnv('VITE_SHOPIFY_STOREFRONT_TOKEN', 'public-token');
  vi.stubEnv('VITE_SHOPIFY_PRODUCT_ID', '8123456789');
  vi.stubEnv('SHOPIFY_API_ORIGIN', store.origin);
  const cart = built.find((result) => result.name === 'cart');
  const module = pathToFileURL(join(cart?.path ?? '', 'netlify/functions/cart.mjs')).href;
  door = (await import(module)) as typeof NetlifyDoor;
}, 60_000);
afterAll(async () => {
  vi.unstubAllEnvs();
  await store?.close();
  await rm(directory, { recursive: true, force: true });
});

it('builds one function, on the function’s paths only, as an ES module', () => {
  // Netlify reads `config.path` without running the file: a computed list fails its build, and
  // every file in netlify/functions (a test among them) would be deployed as a function.
  expect(built.map((result) => result.name)).toEqual(['cart']);
  expect(built[0]?.routes?.map((route) => route.pattern)).toEqual([...FUNCTION_PATHS]);
  expect(built[0]).toMatchObject({ runtimeAPIVersion: 2, outputModuleFormat: 'esm' });
});

it('a buy form becomes a cart at the store, for the shopper Netlify names, and a 303', async () => {
  const shopper = '198.51.100.40';
  const response = await door.default(
    new Request('https://lumenhive.netlify.app/cart?from=hero', {
      method: 'POST',
      body: `variant=${encodeURIComponent(FAKE_VARIANT_GID)}&quantity=3`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    }),
    { ip: shopper, waitUntil: () => undefined },
  );
  expectCheckout(response, store, shopper, 3);
});

it('a GET of the cart is refused with the handler’s own 405', async () => {
  const response = await door.default(new Request('https://lumenhive.netlify.app/cart'), {
    ip: '198.51.100.41',
  });
  expect(response.status).toBe(405);
});
