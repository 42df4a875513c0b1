// @vitest-environment node
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BuildResultV2Typical, FileFsRef, type Lambda, glob } from '@vercel/build-utils';
import { build as vercelBuild } from '@vercel/remix-builder';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { renderVercelConfig } from '../../app/server/security-headers';
import { inlineScriptHashes } from '../../scripts/build/inline-scripts.mjs';
import { FAKE_VARIANT_GID } from '../support/fake-store-answers.mjs';
import { expectCheckout } from '../support/door-expectations';
import { startFakeStore } from '../support/fake-store.mjs';
import { type FunctionRequest, callFunction, cartPost, toResponse } from '../support/host-build';
import { E2E_PRIVATE_TOKEN } from '../e2e/hosts';

// Vercel as it builds and runs the site: its React Router builder (@vercel/remix-builder, what
// `vercel build` runs for `"framework": "react-router"`) runs `npm run build`'s command with
// VERCEL=1 (the preset, react-router.config.ts) and returns the deployment: static files, the
// routes, and the server's function, which is then called as Vercel's Node runtime calls one.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ORIGIN = 'https://lumenhive.vercel.app';
const BUILD_DIR = 'build-test-vercel';
let result: BuildResultV2Typical;
let functionDirectory: string;
let handlerFile: string;
let store: Awaited<ReturnType<typeof startFakeStore>>;

beforeAll(async () => {
  result = (await vercelBuild({
    files: await glob('package.json', ROOT),
    entrypoint: 'package.json',
    workPath: ROOT,
    repoRootPath: ROOT,
    config: {
      framework: 'react-router',
      installCommand: '',
      buildCommand: `VERCEL=1 BUILD_DIR=${BUILD_DIR} node checks/support/with-fake-store.mjs node_modules/.bin/react-router build --mode e2e`,
    },
    meta: { skipDownload: true },
  })) as BuildResultV2Typical;
  // The function's files (its code and what it imports, traced), laid out as Vercel deploys them.
  const lambda = Object.values(result.output).find((output) => output.type === 'Lambda') as Lambda;
  functionDirectory = await mkdtemp(join(tmpdir(), 'vercel-function-'));
  for (const [name, file] of Object.entries(lambda.files ?? {})) {
    if (!(file instanceof FileFsRef)) throw new Error(`${name} is not a file on disk`);
    await mkdir(dirname(join(functionDirectory, name)), { recursive: true });
    await copyFile(file.fsPath, join(functionDirectory, name));
  }
  handlerFile = join(functionDirectory, lambda.handler);
  store = await startFakeStore();
}, 300_000);
afterAll(async () => {
  await store?.close();
  await rm(functionDirectory, { recursive: true, force: true });
  await rm(join(ROOT, BUILD_DIR), { recursive: true, force: true });
});

function asVercel(requests: FunctionRequest[]) {
  return callFunction('vercel', handlerFile, requests, {
    SHOPIFY_API_ORIGIN: store.origin,
    // With it the shopper's address goes to the store, as the host names it.
    SHOPIFY_PRIVATE_TOKEN: E2E_PRIVATE_TOKEN,
  });
}

it('GET / is the static page: routed to the file before anything reaches the function', () => {
  const routes = (result.routes ?? []) as { src?: string; dest?: string }[];
  const first = routes.find((route) => route.src !== undefined && new RegExp(route.src).test('/'));
  expect(first).toMatchObject({ dest: '/index.html' });
  expect(result.output['index.html']).toBeInstanceOf(FileFsRef);
  // One function, named once per server path.
  const functions = Object.values(result.output).filter((output) => output.type === 'Lambda');
  expect(new Set(functions).size).toBe(1);
  expect(Object.keys(result.output)).toEqual(expect.arrayContaining(['cart', 'list', 'events']));
});

it('each page carries its script policy; the committed vercel.json the rest', async () => {
  const file = result.output['index.html'] as FileFsRef;
  const html = await readFile(file.fsPath, 'utf8');
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
  for (const hash of inlineScriptHashes(html)) expect(policy).toContain(hash);
  expect(html.indexOf('http-equiv')).toBeLessThan(html.indexOf('<script'));
  // A host's build never runs the demo store (only `npm start` does, with no store set).
  expect(html).not.toContain('Demo store');
  expect(await readFile(join(ROOT, 'vercel.json'), 'utf8')).toBe(renderVercelConfig());
});

it('a buy form becomes a cart at the store, for the shopper Vercel names, and a 303', async () => {
  const shopper = '198.51.100.70';
  const [answer] = await asVercel([
    cartPost(ORIGIN, `variant=${encodeURIComponent(FAKE_VARIANT_GID)}&quantity=3`, shopper),
  ]);
  expectCheckout(toResponse(answer), store, shopper, 3);
});

it('bad input is a 4xx with its sentence; an unknown path the 404 page, rendered by the framework; the agents’ profile the store’s', async () => {
  const shopper = '198.51.100.71';
  const [refused, unknown, profile] = await asVercel([
    cartPost(ORIGIN, 'quantity=0', shopper),
    { url: `${ORIGIN}/no-such-page`, shopper },
    { url: `${ORIGIN}/.well-known/ucp`, shopper },
  ]);
  expect([profile?.status, profile?.body]).toEqual([200, expect.stringContaining('2026-01-11')]);
  expect([refused?.status, refused?.body]).toEqual([400, 'The variant is missing.']);
  expect(unknown?.status).toBe(404);
  expect(unknown?.body).toContain('Oops! Page not found');
});
