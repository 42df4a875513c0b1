import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.mjs';
import { E2E_PORT, E2E_PRIVATE_TOKEN, FAKE_STORE_ORIGIN } from './e2e/hosts';

// `npm run check`'s one browser journey (the tests tagged @quick): the buy path on the e2e build,
// in Chromium, with only the servers it needs. `npm test` runs the whole suite.
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const baseURL = `http://localhost:${E2E_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  grep: /@quick/,
  retries: 0,
  workers: 1,
  timeout: 90_000,
  outputDir: `${ROOT}test-results/playwright-quick`,
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    channel: undefined,
    baseURL,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      command: 'node checks/support/fake-store.mjs',
      cwd: ROOT,
      env: { PORT: String(E2E_PORT + 5) },
      url: `${FAKE_STORE_ORIGIN}/__fake/calls`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: 'node scripts/server/serve.mjs',
      cwd: ROOT,
      env: {
        PORT: String(E2E_PORT),
        BUILD_DIR: 'build-e2e',
        SHOPIFY_API_ORIGIN: FAKE_STORE_ORIGIN,
        // With it, the shopper's address goes to the store: the fake's key for the shopper.
        SHOPIFY_PRIVATE_TOKEN: E2E_PRIVATE_TOKEN,
        TRUST_PROXY: 'true',
      },
      url: baseURL,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
