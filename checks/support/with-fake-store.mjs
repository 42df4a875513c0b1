// @ts-check
/**
 * Runs a command (the e2e build) with the fake Storefront API over HTTP
 * (checks/support/fake-store.mjs) answering the build-time product query. The build finds it through
 * STOREFRONT_SNAPSHOT_ORIGIN.
 *
 *   node checks/support/with-fake-store.mjs react-router build --mode e2e
 */
import { spawn } from 'node:child_process';
import { EDITED_CONTENT, FAKE_MONTHLY_PLAN, FAKE_OFFER } from './fake-store-answers.mjs';
import { startFakeStore } from './fake-store.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node checks/support/with-fake-store.mjs <command> [args…]');
  process.exit(2);
}

const store = await startFakeStore();
// FAKE_STORE_PLANS=monthly: the store sells the jar with a subscribe & save plan too.
if (process.env.FAKE_STORE_PLANS === 'monthly') {
  store.setScenario('default', { product: { plans: [FAKE_MONTHLY_PLAN] } });
}
// FAKE_STORE_SOLD_OUT=true: the harvest is sold out when the site is built.
if (process.env.FAKE_STORE_SOLD_OUT === 'true') {
  store.setScenario('default', { product: { isAvailable: false } });
}
// FAKE_STORE_CONTENT=edited: the brand edited the hero, a card and its picture in the admin.
if (process.env.FAKE_STORE_CONTENT === 'edited') {
  store.setScenario('default', { content: EDITED_CONTENT });
}
// FAKE_STORE_OFFER=breaks: the store has quantity breaks and free shipping, read with a token.
const offer = process.env.FAKE_STORE_OFFER === 'breaks';
if (offer)
  store.setScenario('default', { product: { plans: [FAKE_MONTHLY_PLAN] }, offer: FAKE_OFFER });
const child = spawn(command, args, {
  stdio: 'inherit',
  shell: process.platform === 'win32',
  env: {
    ...process.env,
    STOREFRONT_SNAPSHOT_ORIGIN: store.origin,
    ...(offer ? { SHOPIFY_DISCOUNTS_TOKEN: 'e2e-discounts-token' } : {}),
  },
});
child.on('exit', async (code, signal) => {
  await store.close();
  process.exit(code ?? (signal ? 1 : 0));
});
