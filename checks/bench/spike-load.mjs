// @ts-check
/**
 * `npm run bench:spike`: a flash sale at `npm start`, on loopback. The fake store answers the
 * Storefront API after 100–300 ms, as a real store does. Shoppers arrive from 0 to 300 at once
 * over 10 s, then all 300 keep buying for 60 s, each from an address of its own, each in turn:
 * three jars on the plan, one jar, a refused code (as the hydrated form asks, JSON), and once a
 * sign-up.
 * Prints requests/s, p50/p95/p99, every status seen, errors, the server's memory before and
 * after, the store connections it opened and the store's requests per cart; exits 1 on a 5xx, an
 * error or an unexpected answer, a p95 over 500 ms, more than one store request per cart, or
 * memory that does not come back. Figures, not a timed test.
 *
 *   SPIKE_SHOPPERS=300 SPIKE_RAMP_S=10 SPIKE_HOLD_S=60 SPIKE_STORE_MS=100-300 npm run bench:spike
 *
 * SPIKE_VITALS=1 has each shopper's browser send its field-data beacon (POST /vitals) after each
 * cart, as a page life ends: the carts' figures beside a run without it say what it costs them.
 *
 * SPIKE_RATE=N paces the shoppers to N requests/s in all (each shopper one request every
 * SHOPPERS / N s, at once when late) instead of each asking again as soon as answered: below the
 * server's limit, a run with SPIKE_VITALS=1 beside one without says what the beacons cost the
 * carts at that rate, not what one more request costs a saturated server.
 *
 * SPIKE_RUNTIME=workerd runs the same sale at Cloudflare's runtime (`wrangler dev`, the worker as
 * a deploy bundles it) instead of `npm start`; its memory is not read there.
 *
 * A fault, the same sale with something failing (`npm run bench:spike -- FAULT`):
 *   store-hangs   the store answers nothing from 10 s into the hold for 15 s: each cart then is
 *                 refused (502) by the server's time limit, and carts are made again after
 *   store-500     every cartCreate answers 500; store-429: 429 (throttled). Each cart is refused
 *                 as unreachable (502) and the store is asked once per cart, never again
 *   outside-down  Klaviyo answers 500 and Meta never answers (the pixel's events on, consent
 *                 given): carts are made as on a good day; the sign-up is refused (502)
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { FAKE_MONTHLY_PLAN, FAKE_VARIANT_GID } from '../support/fake-store-answers.mjs';
import { startFakeStore } from '../support/fake-store.mjs';
import { servingAt } from './serving-at.mjs';
import { WRANGLER_OFFLINE, wranglerDevArgs } from '../support/wrangler-config.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BUILD_DIR = process.env.BUILD_DIR ?? 'build-e2e';
const SHOPPERS = Number(process.env.SPIKE_SHOPPERS ?? 300);
const RAMP_MS = Number(process.env.SPIKE_RAMP_S ?? 10) * 1000;
const HOLD_MS = Number(process.env.SPIKE_HOLD_S ?? 60) * 1000;
const P95_LIMIT_MS = 500;
const [LEAST_MS, MOST_MS = LEAST_MS] = (process.env.SPIKE_STORE_MS ?? '100-300')
  .split('-')
  .map(Number);
const FAULTS = ['store-hangs', 'store-500', 'store-429', 'outside-down'];
const FAULT = process.argv[2] ?? null;
const IS_WORKERD = process.env.SPIKE_RUNTIME === 'workerd';
const WITH_VITALS = process.env.SPIKE_VITALS === '1';
const RATE = Number(process.env.SPIKE_RATE ?? 0);
/** Each shopper's time between two requests when paced (SPIKE_RATE), or 0. */
const PACE_MS = RATE > 0 ? (SHOPPERS / RATE) * 1000 : 0;
const BEACON = 'route=%2F&nav=navigate&LCP=1804&lcp=image&CLS=0.0123&INP=96&FCP=902&TTFB=212';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/140.0.0.0 Mobile Safari/537.36';
const WORKERD_PORT = 4398;
/** The server's own time limit for the store (app/store/cart.server.ts), and room to answer. */
const STORE_TIME_LIMIT_MS = 8000;
const HANG_FROM_MS = 10_000;
const HANG_FOR_MS = 15_000;
/** Memory "comes back" if the server's heap, collected after the sale, is within this of before. */
const MEMORY_SLACK_BYTES = 64 * 1024 * 1024;
const REFUSED_CODE = 'EXPIRED5';

if (FAULT !== null && !FAULTS.includes(FAULT)) {
  console.error(`No fault ${FAULT}: one of ${FAULTS.join(', ')}.`);
  process.exit(2);
}
if (!existsSync(`${ROOT}${BUILD_DIR}/client/index.html`)) {
  console.error(`No ${BUILD_DIR}/: run \`npm run check:build\` first.`);
  process.exit(2);
}

const store = await startFakeStore({ latencyMs: [LEAST_MS ?? 0, MOST_MS ?? 0] });
/** @type {import('../support/fake-store.mjs').Scenario} */
const GOOD_DAY = { product: { plans: [FAKE_MONTHLY_PLAN] }, cart: { refused: [REFUSED_CODE] } };
const failing = {
  'store-500': { ...GOOD_DAY, cart: { status: 500 } },
  'store-429': { ...GOOD_DAY, cart: { status: 429 } },
  'outside-down': { ...GOOD_DAY, list: { status: 500 }, meta: { hang: true } },
}[FAULT ?? ''];
store.setScenario('default', failing ?? GOOD_DAY);
const SERVER_ENV = {
  SHOPIFY_API_ORIGIN: store.origin,
  // As a deployed site runs: the private token, with which the shopper's address goes too.
  SHOPIFY_PRIVATE_TOKEN: 'bench-private-token',
  KLAVIYO_API_ORIGIN: store.origin,
  ...(FAULT === 'outside-down'
    ? { META_ACCESS_TOKEN: 'bench-meta-token', META_GRAPH_ORIGIN: store.origin }
    : {}),
};
// npm start's server, able to say what it holds after a full collection (SIGUSR2: a line
// `heap: BYTES`), so memory is judged by what is still reachable, not by what the allocator kept;
// or the worker in `wrangler dev`, its variables passed as wrangler passes a deploy's.
const WITH_HEAP_REPORT = `process.on('SIGUSR2', () => { globalThis.gc(); globalThis.gc(); console.log('heap: ' + process.memoryUsage().heapUsed); }); await import('./scripts/server/serve.mjs');`;
const server = IS_WORKERD
  ? spawn(process.execPath, wranglerDevArgs(BUILD_DIR, WORKERD_PORT, SERVER_ENV), {
      cwd: ROOT,
      env: { ...process.env, ...WRANGLER_OFFLINE },
      stdio: ['ignore', 'pipe', 'ignore'],
    })
  : spawn(process.execPath, ['--expose-gc', '--input-type=module', '-e', WITH_HEAP_REPORT], {
      cwd: ROOT,
      env: { ...process.env, ...SERVER_ENV, PORT: '0', BUILD_DIR, TRUST_PROXY: 'true' },
      stdio: ['ignore', 'pipe', 'ignore'],
    });

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
    // As the hydrated page's fetcher posts it: React Router's data request for the cart.
    name: 'a refused code',
    path: '/cart.data?from=hero',
    body: form({ variant: FAKE_VARIANT_GID, quantity: '1' }),
    cookie: `lh_discount=${REFUSED_CODE}`,
    expected: 409,
  },
  { name: 'a sign-up', path: '/list?from=footer', body: 'email=', json: true, expected: 200 },
];
const CARTS = KINDS.filter((kind) => kind.path.startsWith('/cart'));
/** What a fault changes of each answer: a cart refused as unreachable, the list refused. */
const expectedOf = (/** @type {(typeof KINDS)[number]} */ kind, /** @type {number} */ at) => {
  const isCart = CARTS.includes(kind);
  if (FAULT === 'store-500' || FAULT === 'store-429') return isCart ? [502] : [kind.expected];
  if (FAULT === 'outside-down') return isCart ? [kind.expected] : [502];
  // A cart asked while the store hangs is refused; one asked as it comes back may be either.
  if (FAULT === 'store-hangs' && isCart && at >= hangStart - STORE_TIME_LIMIT_MS && at < hangEnd) {
    return [kind.expected, 502];
  }
  return [kind.expected];
};
let hangStart = Infinity;
let hangEnd = Infinity;
/** Carts asked after the store came back, and how many of those were made. */
let askedAfterHang = 0;
let madeAfterHang = 0;
let slowest = 0;

/** @type {number[]} */
const latencies = [];
/** @type {Map<string, number>} */
const statuses = new Map();
let errors = 0;
let unexpected = 0;
let failed = false;

try {
  const origin = IS_WORKERD
    ? await workerAt(`http://127.0.0.1:${WORKERD_PORT}`)
    : (await servingAt(server)).replace('localhost', '127.0.0.1');
  await sleep(1000);
  const before = await heapAfterCollection();
  const start = performance.now();
  const end = start + RAMP_MS + HOLD_MS;
  if (FAULT === 'store-hangs') {
    hangStart = start + RAMP_MS + HANG_FROM_MS;
    hangEnd = hangStart + HANG_FOR_MS;
    setTimeout(
      () => store.setScenario('default', { ...GOOD_DAY, cart: { hang: true } }),
      hangStart - start,
    );
    setTimeout(() => store.setScenario('default', GOOD_DAY), hangEnd - start);
  }
  let sent = 0;
  /**
   * One shopper: arrives at its time, then buys in turn until the sale ends.
   * @param {number} index
   */
  async function shopper(index) {
    await sleep((RAMP_MS * index) / SHOPPERS);
    const arrived = performance.now();
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
            // The worker's own header for the shopper's address, as Cloudflare sets it.
            'cf-connecting-ip': address,
            ...(kind.json ? { accept: 'application/json' } : {}),
            ...(kind.cookie || FAULT === 'outside-down'
              ? {
                  cookie: [kind.cookie, FAULT === 'outside-down' && 'lh_consent=granted']
                    .filter(Boolean)
                    .join('; '),
                }
              : {}),
          },
        });
        await response.arrayBuffer();
        const took = performance.now() - asked;
        latencies.push(took);
        if (CARTS.includes(kind)) slowest = Math.max(slowest, took);
        const key = `${kind.name} ${response.status}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
        if (!expectedOf(kind, asked).includes(response.status)) unexpected += 1;
        if (CARTS.includes(kind) && asked >= hangEnd) {
          askedAfterHang += 1;
          if (response.status === kind.expected) madeAfterHang += 1;
        }
        // The page life that tapped ends: its beacon, outside the carts' figures.
        if (WITH_VITALS && CARTS.includes(kind)) {
          const beacon = await fetch(`${origin}/vitals`, {
            method: 'POST',
            body: BEACON,
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              origin,
              'user-agent': PHONE,
              'x-forwarded-for': address,
              'cf-connecting-ip': address,
            },
          });
          await beacon.arrayBuffer();
          const beaconKey = `a field-data beacon ${beacon.status}`;
          statuses.set(beaconKey, (statuses.get(beaconKey) ?? 0) + 1);
          if (beacon.status !== 204) unexpected += 1;
        }
      } catch {
        errors += 1;
      }
      sent += 1;
      const wait = arrived + (turn + 1) * PACE_MS - performance.now();
      if (PACE_MS > 0 && wait > 0) await sleep(wait);
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
    `spike${FAULT ? ` (${FAULT})` : ''} at ${IS_WORKERD ? 'workerd' : 'npm start'}: ${SHOPPERS} shoppers (0 → ${SHOPPERS} in ${RAMP_MS / 1000} s, then ${HOLD_MS / 1000} s)${RATE > 0 ? `, paced to ${RATE} requests/s` : ''}${WITH_VITALS ? ', a beacon after each cart' : ''}, the store answering in ${LEAST_MS}–${MOST_MS} ms`,
  );
  console.log(
    `${Math.round(sent / seconds)} requests/s; p50 ${at(0.5)} ms, p95 ${p95} ms, p99 ${at(0.99)} ms; ${sent} sent, errors ${errors}, 5xx ${fiveHundreds}, unexpected ${unexpected}`,
  );
  for (const [key, count] of [...statuses].sort()) console.log(`  ${key} × ${count}`);
  console.log(
    `${IS_WORKERD ? 'workerd (heap not read)' : `server heap after a full collection: ${mib(before)} before, ${mib(after)} 5 s after`}; store connections opened: ${store.connections()}`,
  );
  const carts = [...statuses]
    .filter(([key]) => CARTS.some((kind) => key.startsWith(`${kind.name} `)))
    .reduce((sum, [, n]) => sum + n, 0);
  const tally = store.tally();
  const storeAsks = (tally.CartCreate ?? 0) + (tally.Product ?? 0) + (tally.Variant ?? 0);
  console.log(
    `store requests: ${Object.entries(tally)
      .map(([what, n]) => `${what} ${n}`)
      .join(', ')}; ${(storeAsks / carts).toFixed(2)} per cart (${carts} carts)`,
  );
  // A fault's refusals are 502s by design; any other 5xx, an error or a wrong answer fails.
  const refusedByDesign = FAULT
    ? [...statuses].filter(([key]) => key.endsWith(' 502')).reduce((sum, [, n]) => sum + n, 0)
    : 0;
  if (errors > 0 || fiveHundreds > refusedByDesign || unexpected > 0) failed = true;
  if (storeAsks > carts) {
    console.error('the store was asked more than once for a cart');
    failed = true;
  }
  if (FAULT === 'store-hangs') {
    console.log(
      `slowest cart: ${Math.round(slowest)} ms (the time limit ${STORE_TIME_LIMIT_MS} ms); after the store came back: ${madeAfterHang} of ${askedAfterHang} carts made`,
    );
    if (
      slowest > STORE_TIME_LIMIT_MS + 2000 ||
      askedAfterHang === 0 ||
      madeAfterHang < askedAfterHang
    ) {
      console.error(
        'a cart waited past the time limit, or carts were not made once the store came back',
      );
      failed = true;
    }
  }
  // Under a fault the time limit, not the store's latency, decides how long a refusal takes.
  const judgesSpeed = FAULT === null || FAULT === 'outside-down';
  if (judgesSpeed && p95 > P95_LIMIT_MS) {
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

/**
 * The worker's origin once it answers (wrangler dev bundles it first).
 * @param {string} url
 */
async function workerAt(url) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const status = await fetch(`${url}/robots.txt`).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) return url;
    await sleep(500);
  }
  throw new Error(`wrangler dev did not answer at ${url} in 2 minutes`);
}

/** The server's heap in use after a full collection, as it reports it; 0 in workerd. */
function heapAfterCollection() {
  if (IS_WORKERD) return Promise.resolve(0);
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
