// @ts-check
/**
 * `npm run bench:load`: the cart function under load, as `npm start` serves it, on loopback only.
 * Starts the fake store (checks/support/fake-store.mjs, selling the jar with a monthly
 * plan) and `npm start` on the e2e build, then autocannon posts the buy form ("three jars on the
 * plan", then a form the function must refuse) with 50 connections for 20 s each. Prints
 * requests per second, p50 and p99, and every status seen; exits 1 on a 5xx, a timeout or an
 * answer other than the one expected (303, then 400), or if the first post does not make the cart
 * line `{variant, 3, plan}`. Then the same refusal against the framework's floor
 * (framework-floor.mjs: React Router's Node adapter and an action that only answers it), which the
 * site's refusals cannot beat. Figures, not a timed test.
 *
 *   LOAD_CONNECTIONS=50 LOAD_SECONDS=20 npm run bench:load
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import {
  CHECKOUT_URL,
  FAKE_MONTHLY_PLAN,
  FAKE_VARIANT_GID,
} from '../support/fake-store-answers.mjs';
import { startFakeStore } from '../support/fake-store.mjs';
import { servingAt } from './serving-at.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BUILD_DIR = process.env.BUILD_DIR ?? 'build-e2e';
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 20);

// The shopper every request names (npm start trusts X-Forwarded-For with TRUST_PROXY, as in the
// browser tests), so the fake store keeps this run's scenario and calls apart.
const SHOPPER = '203.0.113.50';
const HEADERS = {
  'content-type': 'application/x-www-form-urlencoded',
  'x-forwarded-for': SHOPPER,
};

/** @typedef {{ name: string, body: string, expected: number }} LoadForm */
/** @type {[LoadForm, LoadForm]} */
const FORMS = [
  {
    name: 'three jars on the plan',
    body: new URLSearchParams({
      variant: FAKE_VARIANT_GID,
      quantity: '3',
      plan: FAKE_MONTHLY_PLAN.id,
    }).toString(),
    expected: 303,
  },
  {
    name: 'quantity 0 (refused)',
    body: new URLSearchParams({ variant: FAKE_VARIANT_GID, quantity: '0' }).toString(),
    expected: 400,
  },
];

if (!existsSync(`${ROOT}${BUILD_DIR}/client/index.html`)) {
  console.error(`No ${BUILD_DIR}/: run \`npm run check:build\` first.`);
  process.exit(2);
}

const store = await startFakeStore();
store.setScenario(SHOPPER, { product: { plans: [FAKE_MONTHLY_PLAN] } });
const server = spawn(process.execPath, ['scripts/server/serve.mjs'], {
  cwd: ROOT,
  env: {
    ...process.env,
    PORT: '0',
    BUILD_DIR,
    SHOPIFY_API_ORIGIN: store.origin,
    // As a deployed site runs: the private token, with which the shopper's address goes too.
    SHOPIFY_PRIVATE_TOKEN: 'bench-private-token',
    TRUST_PROXY: 'true',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});

let failed = false;
try {
  const origin = await servingAt(server);
  await expectOneCart(origin, FORMS[0].body);
  for (const form of FORMS) failed = (await load(origin, form.name, form)) || failed;
  const floor = spawn(process.execPath, ['checks/bench/framework-floor.mjs'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const name = `the framework's floor, ${FORMS[1].name}`;
    failed = (await load(await servingAt(floor), name, FORMS[1])) || failed;
  } finally {
    floor.kill();
  }
} finally {
  server.kill();
  await store.close();
}
console.log(
  `(${CONNECTIONS} connections for ${SECONDS} s per form, loopback, ${BUILD_DIR} under npm start, the fake store)`,
);
process.exit(failed ? 1 : 0);

/**
 * One form posted by autocannon for SECONDS; prints the figures. True if an answer was not the
 * expected one.
 * @param {string} origin
 * @param {string} name
 * @param {LoadForm} form
 */
async function load(origin, name, form) {
  const result = await autocannon({
    url: `${origin}/cart?from=hero`,
    method: 'POST',
    headers: HEADERS,
    body: form.body,
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  const byStatus = result.statusCodeStats ?? {};
  const statuses = Object.entries(byStatus)
    .map(([status, { count }]) => `${status} × ${count ?? 0}`)
    .join(', ');
  const unexpected = Object.keys(byStatus).filter((status) => Number(status) !== form.expected);
  console.log(
    `${name}: ${Math.round(result.requests.average)} requests/s, p50 ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms; ${result.requests.total} answers (${statuses}); ` +
      `errors ${result.errors}, timeouts ${result.timeouts}`,
  );
  if (unexpected.length > 0 || result.errors > 0 || result.timeouts > 0) {
    console.error(`  expected only ${form.expected}: got ${unexpected.join(', ') || 'errors'}`);
    return true;
  }
  return false;
}

/**
 * One post before the load: a 303 to the checkout, and the store asked for one cart whose one
 * line is the form's variant, 3 jars and the plan.
 * @param {string} url
 * @param {string} body
 */
async function expectOneCart(url, body) {
  const response = await fetch(`${url}/cart?from=hero`, {
    method: 'POST',
    headers: HEADERS,
    body,
    redirect: 'manual',
  });
  const carts = store.calls(SHOPPER).filter((call) => call.operation === 'CartCreate');
  const line = JSON.stringify(
    /** @type {{ input?: { lines?: unknown } } | undefined} */ (carts[0]?.variables)?.input?.lines,
  );
  const expected = JSON.stringify([
    { merchandiseId: FAKE_VARIANT_GID, quantity: 3, sellingPlanId: FAKE_MONTHLY_PLAN.id },
  ]);
  const location = response.headers.get('location');
  if (
    response.status !== 303 ||
    location !== CHECKOUT_URL ||
    carts.length !== 1 ||
    line !== expected
  ) {
    throw new Error(
      `the first post: ${response.status} to ${location}, ${carts.length} cart(s), lines ${line}; expected 303 to ${CHECKOUT_URL} and ${expected}`,
    );
  }
  console.log(`first post: 303 to the checkout, one cart with the line ${line}`);
}
