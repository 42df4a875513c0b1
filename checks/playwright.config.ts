import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.mjs';
import { WRANGLER_OFFLINE, wranglerDevArgs } from './support/wrangler-config.mjs';
import {
  DEPLOY_HOOK_DELAY_SECONDS,
  E2E_PORT,
  FAKE_STORE_ORIGIN,
  PLAIN_HTTP_HOST,
  E2E_PRIVATE_TOKEN,
  WEBHOOK_SECRET,
  deployHookOf,
} from './e2e/hosts';
import type { EngineOptions } from './engines/shopper';

// Servers, builds and reports live at the project's root; this file sits with the checks'
// own packages (checks/package.json), which `npm test` installs.
const ROOT = fileURLToPath(new URL('..', import.meta.url));

const port = E2E_PORT;
// The function beside the pages asks the fake store and the fake Graph API
// (checks/support/fake-store.mjs); behind the tests' proxy header it takes the shopper's
// address from X-Forwarded-For. The Conversions API is on, with a fake token.
const FUNCTION_ENV = {
  SHOPIFY_API_ORIGIN: FAKE_STORE_ORIGIN,
  // With it, the shopper's address goes to the store: the fake tells each test's shopper apart.
  SHOPIFY_PRIVATE_TOKEN: E2E_PRIVATE_TOKEN,
  META_GRAPH_ORIGIN: FAKE_STORE_ORIGIN,
  META_ACCESS_TOKEN: 'e2e-conversions-token',
  KLAVIYO_API_ORIGIN: FAKE_STORE_ORIGIN,
  TRUST_PROXY: 'true',
  // The rebuild hook (checks/e2e/rebuild.spec.ts): each server its own fake deploy hook.
  SHOPIFY_WEBHOOK_SECRET: WEBHOOK_SECRET,
  DEPLOY_HOOK_DELAY_SECONDS: String(DEPLOY_HOOK_DELAY_SECONDS),
};
const baseURL = `http://localhost:${port}`;
// The production build with no service configured (npm run build), for the @unconfigured tests.
const unconfiguredURL = `http://localhost:${port + 1}`;
// The e2e build on Cloudflare's own runtime (workerd), as a Worker with static assets serves it.
const cloudflareURL = `http://localhost:${port + 2}`;
// The e2e build again with VITE_CONSENT_MODE=opt-out, and with off (e2e/consent-modes.spec.ts).
const optOutURL = `http://localhost:${port + 3}`;
const offURL = `http://localhost:${port + 4}`;
// The e2e build of a store that sells the jar with a subscribe & save plan too.
const plansURL = `http://localhost:${port + 6}`;
// The e2e build of a store whose jar was sold out when the site was built.
const soldOutURL = `http://localhost:${port + 7}`;
// The e2e build of a store whose brand edited the copy and a picture in the admin.
const contentURL = `http://localhost:${port + 8}`;
// `npm start` with no store set: the demo store (scripts/server/demo-store/), built by the server.
const demoURL = `http://localhost:${port + 9}`;
// The e2e build of a store with quantity breaks and free shipping (its automatic discounts).
const offerURL = `http://localhost:${port + 10}`;

/** A build served the way `npm start` serves it, with its cart function asking the fake store. */
function serveBuild(buildDir: string, onPort: number) {
  return {
    command: 'node scripts/server/serve.mjs',
    cwd: ROOT,
    env: {
      PORT: String(onPort),
      BUILD_DIR: buildDir,
      ...FUNCTION_ENV,
      DEPLOY_HOOK_URL: deployHookOf('node'),
    },
    url: `http://localhost:${onPort}`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  };
}

export default defineConfig<EngineOptions>({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // CI shares this 2-core machine with other work: a test that takes 10 s on a quiet machine
  // can take 40 s on a busy one (an axe scan, a cold server). Generous limits; a hang still fails.
  timeout: 90_000,
  outputDir: `${ROOT}test-results/playwright`,
  reporter: [['list'], ['json', { outputFile: `${ROOT}test-results/playwright.json` }]],
  // Picture baselines (checks/e2e/visual.spec.ts), one per picture whatever the machine's name.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  expect: {
    timeout: 15_000,
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      // Per-pixel colour tolerance for anti-aliasing, and at most 100 differing pixels: run to
      // run on this machine differs by none; a button moved 20 px differs by thousands.
      threshold: 0.2,
      maxDiffPixels: 100,
    },
  },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      // @workerd: a worker of the test's own (checks/e2e/rebuild.spec.ts), in the cloudflare project.
      grepInvert: /@unconfigured|@opt-out|@off|@plans|@sold-out|@content|@workerd|@demo|@offer/,
      testIgnore: /\/tracking-isolation\.spec\.ts$/,
    },
    {
      // The e2e build on a host that is neither localhost nor https (checks/e2e/fixtures.ts).
      name: 'plain-http-host',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://${PLAIN_HTTP_HOST}:${port}`,
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${PLAIN_HTTP_HOST} 127.0.0.1`],
        },
      },
      testMatch: /\/tracking-isolation\.spec\.ts$/,
    },
    {
      name: 'unconfigured',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: unconfiguredURL },
      grep: /@unconfigured/,
    },
    {
      // The routes, 404, headers, caching and CSP tests again, on Cloudflare's runtime: the same
      // results as on `npm start` prove the build is right for that host, not only for ours.
      name: 'cloudflare',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: cloudflareURL },
      testMatch: /\/(server|security|conversions|list|rebuild|fuzz)\.spec\.ts$/,
      grepInvert: /@unconfigured|@sold-out/,
    },
    {
      name: 'consent-opt-out',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: optOutURL },
      testMatch: /\/consent-modes\.spec\.ts$/,
      grep: /@opt-out/,
    },
    {
      name: 'consent-off',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: offURL },
      testMatch: /\/consent-modes\.spec\.ts$/,
      grep: /@off/,
    },
    {
      name: 'plans',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: plansURL },
      grep: /@plans/,
    },
    {
      name: 'sold-out',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: soldOutURL },
      grep: /@sold-out/,
    },
    {
      name: 'content',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: contentURL },
      grep: /@content/,
    },
    {
      name: 'demo',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: demoURL },
      testMatch: /\/demo-store\.spec\.ts$/,
    },
    {
      name: 'offer',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: offerURL },
      grep: /@offer/,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], channel: undefined },
      grep: /@phone/,
    },
    // The shopper's journeys in the other engines (checks/engines/): Firefox and WebKitGTK.
    ...(['gecko', 'webkit'] as const).map((engine) => ({
      name: engine,
      testDir: 'engines',
      use: { engine },
    })),
  ],
  // The production builds, served the way `npm start` serves them (`npm test` builds first).
  webServer: [
    {
      command: 'node checks/support/fake-store.mjs',
      cwd: ROOT,
      env: { PORT: String(port + 5) },
      url: `${FAKE_STORE_ORIGIN}/__fake/calls`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    serveBuild('build-e2e', port),
    serveBuild('build', port + 1),
    serveBuild('build-e2e-opt-out', port + 3),
    serveBuild('build-e2e-off', port + 4),
    serveBuild('build-e2e-plans', port + 6),
    serveBuild('build-e2e-sold-out', port + 7),
    serveBuild('build-e2e-content', port + 8),
    serveBuild('build-e2e-offer', port + 10),
    {
      // As a newcomer runs it: no store, no BUILD_DIR; it builds build-demo/ itself when absent.
      command: 'node scripts/server/serve.mjs',
      cwd: ROOT,
      env: { PORT: String(port + 9) },
      url: demoURL,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
    },
    {
      // Cloudflare's own runtime (workerd) as a deploy runs it: wrangler.jsonc, this build's files
      // as the static assets and its server bundled into the worker.
      command: `node ${wranglerDevArgs(
        'build-e2e',
        port + 2,
        Object.fromEntries(
          Object.entries({ ...FUNCTION_ENV, DEPLOY_HOOK_URL: deployHookOf('cloudflare') }).filter(
            ([name]) => name !== 'TRUST_PROXY',
          ),
        ),
      ).join(' ')}`,
      cwd: ROOT,
      // Offline: no usage reports, no update check, no fetch of the request's `cf` details.
      env: WRANGLER_OFFLINE,
      url: cloudflareURL,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});
