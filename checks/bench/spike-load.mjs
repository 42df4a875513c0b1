// @ts-check
/**
 * `npm run bench:spike`: a flash sale at `npm start`, on loopback. The fake store answers the
 * Storefront API after 100–300 ms, as a real store does. Shoppers arrive from 0 to 300 at once
 * over 10 s, then all 300 keep buying for 60 s, each from an address of its own, each in turn:
 * three jars on the plan, one jar, a refused code (as the hydrated form asks, JSON), and once a
 * sign-up.
 * Prints requests/s, p50/p95/p99, every status seen, errors, the server's memory before and
 * after, and the store connections it opened; exits 1 on a 5xx, an error or an unexpected
 * answer, a p95 over 500 ms, or memory that does not come back. Figures, not a timed test.
 *
 *   SPIKE_SHOPPERS=300 SPIKE_RAMP_S=10 SPIKE_HOLD_S=60 npm run bench:spike
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { FAKE_MONTHLY_PLAN, FAKE_VARIANT_GID } from '../e2e/fakes/storefront-api.mjs';
import { startFakeStore } from '../support/fake-store-server.mjs';
import { servingAt } from './serving-at.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BUILD_DIR = process.env.BUILD_DIR ?? 'build-e2e';
const SHOPPERS = Number(process.env.SPIKE_SHOPPERS ?? 300);
const RAMP_MS = Number(process.env.SPIKE_RAMP_S ?? 10) * 1000;
const HOLD_MS = Number(process.env.SPIKE_HOLD_S ?? 60) * 1000;
const P95_LIMIT_MS = 500;
/** Memory "comes back" if the server's heap, collected after the sale, is within this of before. */
const MEMORY_SLACK_BYTES = 64 * 1024 * 1024;
const REFUSED_CODE = 'EXPIRED5';

if (!existsSync(`${ROOT}${BUILD_DIR}/client/index.html`)) {
  console.error(`No ${BUILD_DIR}/: run \`npm run check:build\` first.`);
  process.exit(2);
}

const store = await startFakeStore({ latencyMs: [100, 300] });
store.setScenario('default', {
  product: { plans: [FAKE_MONTHLY_PLAN] },
  cart: { refused: [REFUSED_CODE] },
});
// npm start's server, able to say what it holds after a full collection (SIGUSR2: a line
// `heap: BYTES`), so memory is judged by what is still reachable, not by what the allocator kept.
const WITH_HEAP_REPORT = `process.on('SIGUSR2', () => { globalThis.gc(); globalThis.gc(); console.log('heap: ' + process.memoryUsage().heapUsed); }); await import('./scripts/server/serve.mjs');`;
const server = spawn(
  process.execPath,
  ['--expose-gc', '--input-type=module', '-e', WITH_HEAP_REPORT],
  {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      BUILD_DIR,
      SHOPIFY_API_ORIGIN: store.origin,
      // As a deployed site runs: the private token, with which the shopper's address goes too.
      SHOPIFY_PRIVATE_TOKEN: 'bench-private-token',
      KLAVIYO_API_ORIGIN: store.origin,
      TRUST_PROXY: 'true',
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  },
);

/** @param {Record<string, string>} fields */
const form = (fields) => new URLSearchParams(fields).toString();
/** What each shopper sends, in turn, and the answer each must get. */
const KINDS = [
  {
    name: 'three jars on the plan',
    path: '/cart?from=hero',
    body: form({ variant: FAKE_VARIANT_GID, quantity: '3', plan: FAKE_MONTHLY_PLAN.id }),
    expected: 303,
  },
  {
    name: 'one jar',
    path: '/cart?from=cta',
    body: form({ variant: FAKE_VARIANT_GID, quantity: '1' }),
    expected: 303,
  },
  {
    name: 'a refused code',
    path: '/cart?from=hero',
    body: form({ variant: FAKE_VARIANT_GID, quantity: '1' }),
    cookie: `lh_discount=${REFUSED_CODE}`,
    json: true,
    expected: 409,
  },
  { name: 'a sign-up', path: '/list?from=footer', body: 'email=', json: true, expected: 200 },
];

/** @type {number[]} */
const latencies = [];
/** @type {Map<string, number>} */
const statuses = new Map();
let errors = 0;
let unexpected = 0;
let failed = false;

try {
  const origin = (await servingAt(server)).replace('localhost', '127.0.0.1');
  await sleep(1000);
  const before = await heapAfterCollection();
  const start = performance.now();
  const end = start + RAMP_MS + HOLD_MS;
  let sent = 0;
  /**
   * One shopper: arrives at its time, then buys in turn until the sale ends.
   * @param {number} index
   */
  async function shopper(index) {
    await sleep((RAMP_MS * index) / SHOPPERS);
    const address = `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;
    for (let turn = 0; performance.now() < end; turn += 1) {
      // A shopper signs up once, on the first pass; then buys.
      const kinds = turn < KINDS.length ? KINDS : KINDS.slice(0, -1);
      const kind = kinds[(index + turn) % kinds.length];
      if (!kind) break;
      const body =
        kind.name === 'a sign-up'
          ? `email=${encodeURIComponent(`s${index}-${turn}@example.com`)}`
          : kind.body;
      const asked = performance.now();
      try {
        const response = await fetch(`${origin}${kind.path}`, {
          method: 'POST',
          body,
          redirect: 'manual',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            origin,
            'x-forwarded-for': address,
            ...(kind.json ? { accept: 'application/json' } : {}),
            ...(kind.cookie ? { cookie: kind.cookie } : {}),
          },
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - asked);
        const key = `${kind.name} ${response.status}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
        if (response.status !== kind.expected) unexpected += 1;
      } catch {
        errors += 1;
      }
      sent += 1;
    }
  }
  await Promise.all(Array.from({ length: SHOPPERS }, (_, index) => shopper(index)));
  const seconds = (performance.now() - start) / 1000;
  await sleep(5000);
  const after = await heapAfterCollection();

  latencies.sort((a, b) => a - b);
  const at = (/** @type {number} */ share) =>
    Math.round(
      latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0,
    );
  const fiveHundreds = [...statuses]
    .filter(([key]) => / 5\d\d$/.test(key))
    .reduce((sum, [, n]) => sum + n, 0);
  const p95 = at(0.95);
  console.log(
    `spike: ${SHOPPERS} shoppers (0 → ${SHOPPERS} in ${RAMP_MS / 1000} s, then ${HOLD_MS / 1000} s), the store answering in 100–300 ms`,
  );
  console.log(
    `${Math.round(sent / seconds)} requests/s; p50 ${at(0.5)} ms, p95 ${p95} ms, p99 ${at(0.99)} ms; ${sent} sent, errors ${errors}, 5xx ${fiveHundreds}, unexpected ${unexpected}`,
  );
  for (const [key, count] of [...statuses].sort()) console.log(`  ${key} × ${count}`);
  console.log(
    `server heap after a full collection: ${mib(before)} before, ${mib(after)} 5 s after; store connections opened: ${store.connections()}`,
  );
  if (errors > 0 || fiveHundreds > 0 || unexpected > 0) failed = true;
  if (p95 > P95_LIMIT_MS) {
    console.error(`p95 ${p95} ms is over ${P95_LIMIT_MS} ms`);
    failed = true;
  }
  if (after > before + MEMORY_SLACK_BYTES) {
    console.error('the server’s memory did not come back after the sale');
    failed = true;
  }
} finally {
  server.kill();
  await store.close();
}
process.exit(failed ? 1 : 0);

/** The server's heap in use after a full collection, as it reports it. */
function heapAfterCollection() {
  return /** @type {Promise<number>} */ (
    new Promise((resolve) => {
      let output = '';
      const read = (/** @type {Buffer} */ chunk) => {
        output += String(chunk);
        const heap = /heap: (\d+)/.exec(output)?.[1];
        if (!heap) return;
        server.stdout?.off('data', read);
        resolve(Number(heap));
      };
      server.stdout?.on('data', read);
      server.kill('SIGUSR2');
    })
  );
}

/** @param {number} bytes */
function mib(bytes) {
  return `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
}
