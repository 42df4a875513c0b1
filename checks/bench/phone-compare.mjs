// @ts-check
/**
 * The throttled phone on several builds in one run, interleaved (build A, build B, A, B, …), so
 * a before/after comparison shares the machine's conditions:
 *
 *   npm run bench:phone -- before=/path/to/old/build-e2e/client after=build-e2e/client
 *   BENCH_CONSENT=accept npm run bench:phone -- off=build-e2e/client on+events=build-e2e/client
 *
 * Each build is served by the `npm start` server of the checkout it was built in (a build dir
 * two levels under it, `CHECKOUT/build-e2e/client`), so an old build runs with its own server;
 * each needs the e2e settings (the fake store), as `npm run build:e2e` makes them.
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startFakeStore } from '../support/fake-store.mjs';
import { printPhoneTable, runPhoneBench } from './phone-bench.mjs';

const RUNS = Number(process.env.BENCH_PHONE_RUNS ?? 5);
// BENCH_PHONE_ONLY=next-taps: the taps on in-site links and their floors, nothing else.
const NEXT_TAPS_ONLY = process.env.BENCH_PHONE_ONLY === 'next-taps';
const PATHS = ['/', '/contact', '/privacy', '/terms', '/wholesale'];
const builds = process.argv.slice(2).map((argument, index) => {
  const [name, dir] = argument.includes('=')
    ? argument.split('=')
    : [`build ${index + 1}`, argument];
  return { name: String(name), dir: resolve(String(dir)) };
});
if (builds.length === 0) {
  console.error('usage: npm run bench:phone -- name=build-dir/client [name=…]');
  process.exit(2);
}

/** @type {Map<string, Awaited<ReturnType<typeof runPhoneBench>>[]>} */
const samples = new Map();
// The cart function beside the pages (a build with one) asks this fake store, on loopback.
const store = await startFakeStore();
process.env.SHOPIFY_API_ORIGIN = store.origin;
// A build named `…+events` has the function send Meta's Conversions API events (to the fake
// Graph API beside the fake store), to weigh them against the same build without.
/** @type {import('node:http').Server[]} */
const servers = [];
for (const [index, { name, dir }] of builds.entries()) {
  const withEvents = name.endsWith('+events');
  if (withEvents) {
    process.env.META_ACCESS_TOKEN = 'bench-token';
    process.env.META_GRAPH_ORIGIN = store.origin;
  }
  /** @type {typeof import('../../scripts/server/static-server.mjs')} */
  const { createStaticServer } = await import(
    pathToFileURL(join(dir, '..', '..', 'scripts/server/static-server.mjs')).href
  );
  const server = await createStaticServer({ root: dir, trustProxy: false });
  delete process.env.META_ACCESS_TOKEN;
  delete process.env.META_GRAPH_ORIGIN;
  await new Promise((done) => server.listen(4711 + index, () => done(undefined)));
  await server.compressed;
  servers.push(server);
}
try {
  for (let run = 0; run < RUNS; run += 1) {
    for (const [index, { name }] of builds.entries()) {
      const result = await runPhoneBench({
        baseUrl: `http://localhost:${4711 + index}`,
        paths: PATHS,
        runs: 1,
        nextTapsOnly: NEXT_TAPS_ONLY,
      });
      samples.set(name, [...(samples.get(name) ?? []), result]);
    }
  }
} finally {
  for (const server of servers) server.close();
  // What the function sent to the fake Graph API in the whole run (a `…+events` build's).
  const sent = ['127.0.0.1', '::1', '::ffff:127.0.0.1', 'default'].flatMap((ip) =>
    store.metaCalls(ip).map((call) => call.body.data[0]?.event_name),
  );
  console.log(
    `Conversions API events received by the fake Graph API: ${sent.join(', ') || 'none'}`,
  );
  await store.close();
}

for (const { name } of builds) {
  const runs = samples.get(name) ?? [];
  /** @type {Awaited<ReturnType<typeof runPhoneBench>>} */
  const merged = {
    loads: {},
    taps: [],
    nextPages: {},
    floors: {},
    floorsBuiltAtTap: {},
    tapToCheckout: [],
    firstScreens: runs[0]?.firstScreens ?? [],
  };
  for (const run of runs) {
    for (const [path, loads] of Object.entries(run.loads))
      (merged.loads[path] ??= []).push(...loads);
    merged.taps.push(...run.taps);
    for (const [link, times] of Object.entries(run.nextPages)) {
      (merged.nextPages[link] ??= []).push(...times);
    }
    for (const [link, times] of Object.entries(run.floors)) {
      (merged.floors[link] ??= []).push(...times);
    }
    for (const [link, times] of Object.entries(run.floorsBuiltAtTap)) {
      (merged.floorsBuiltAtTap[link] ??= []).push(...times);
    }
    merged.tapToCheckout.push(...run.tapToCheckout);
  }
  console.log(`\n## ${name}`);
  printPhoneTable(merged, { hydrationWindowMs: 1500, homeJsBytes: 115_000 });
}
