// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type FunctionResult, zipFunctions } from '@netlify/zip-it-and-ship-it';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FAKE_VARIANT_GID } from '../support/fake-store-answers.mjs';
import { expectCheckout } from '../support/door-expectations';
import { startFakeStore } from '../support/fake-store.mjs';
import {
  type FunctionRequest,
  buildAsHost,
  callFunction,
  cartPost,
  toResponse,
} from '../support/host-build';
import { E2E_PRIVATE_TOKEN } from '../e2e/hosts';

// Netlify as it builds and runs the site: `npm run build` with NETLIFY=true (its React Router
// adapter, @netlify/vite-plugin-react-router, writes the server's function), its own functions
// bundler (zip-it-and-ship-it, what its builds run on `.netlify/v1/functions`), then the built
// function called as Netlify calls one: a Request, with `Netlify.context` (the shopper's `ip`,
// `waitUntil`) set and the site's server-only variables in the environment.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ORIGIN = 'https://lumenhive.netlify.app';
let build: string;
let directory: string;
let bundled: FunctionResult[];
let store: Awaited<ReturnType<typeof startFakeStore>>;
let functionFile: string;

beforeAll(async () => {
  build = await buildAsHost('netlify', { NETLIFY: 'true' });
  directory = await mkdtemp(join(tmpdir(), 'netlify-build-'));
  bundled = await zipFunctions([join(ROOT, '.netlify/v1/functions')], directory, {
    archiveFormat: 'none',
    basePath: ROOT,
    repositoryRoot: ROOT,
  });
  store = await startFakeStore();
  functionFile = join(bundled[0]?.path ?? '', '.netlify/v1/functions/react-router-server.mjs');
}, 300_000);
afterAll(async () => {
  await store?.close();
  await rm(directory, { recursive: true, force: true });
  await rm(build, { recursive: true, force: true });
});

/** Requests as Netlify hands them to the function. */
function asNetlify(requests: FunctionRequest[]) {
  return callFunction('netlify', functionFile, requests, {
    SHOPIFY_API_ORIGIN: store.origin,
    // With it the shopper's address goes to the store, as the host names it.
    SHOPIFY_PRIVATE_TOKEN: E2E_PRIVATE_TOKEN,
  });
}

it('one function, on every path but the files (GET / is the static page, never the function)', () => {
  expect(bundled.map((result) => result.name)).toEqual(['react-router-server']);
  expect(bundled[0]?.routes?.map((route) => route.pattern)).toEqual(['/*']);
  // preferStatic: a path with a file in the publish folder is that file, the function unasked.
  expect(bundled[0]).toMatchObject({ runtimeAPIVersion: 2, outputModuleFormat: 'esm' });
  expect(bundled[0]?.config).toMatchObject({ preferStatic: true });
  expect(existsSync(join(build, 'client/index.html'))).toBe(true);
  // A host's build never runs the demo store (only `npm start` does, with no store set).
  expect(readFileSync(join(build, 'client/index.html'), 'utf8')).not.toContain('Demo store');
});

it('a buy form becomes a cart at the store, for the shopper Netlify names, and a 303', async () => {
  const shopper = '198.51.100.40';
  const [answer] = await asNetlify([
    cartPost(ORIGIN, `variant=${encodeURIComponent(FAKE_VARIANT_GID)}&quantity=3`, shopper),
  ]);
  expectCheckout(toResponse(answer), store, shopper, 3);
});

it('bad input is a 4xx with its sentence; a GET of the cart its 405; an unknown path the 404 page; the agents’ profile the store’s', async () => {
  const shopper = '198.51.100.41';
  const [refused, get, unknown, profile] = await asNetlify([
    cartPost(ORIGIN, 'quantity=0', shopper),
    { url: `${ORIGIN}/cart`, shopper },
    { url: `${ORIGIN}/no-such-page`, shopper },
    { url: `${ORIGIN}/.well-known/ucp`, shopper },
  ]);
  expect([profile?.status, profile?.body]).toEqual([200, expect.stringContaining('2026-01-11')]);
  expect([refused?.status, refused?.body]).toEqual([400, 'The variant is missing.']);
  expect(get?.status).toBe(405);
  expect(unknown?.status).toBe(404);
  expect(unknown?.body).toContain('Oops! Page not found');
  expect(unknown?.headers['content-security-policy']).toMatch(/'nonce-/);
});
