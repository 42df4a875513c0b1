// @ts-check
/**
 * `npm start`: builds the site when there is no build yet, then serves it on $PORT (3000).
 * BUILD_DIR (default `build`) picks another build, as the browser tests do. With no store set,
 * the site runs against the demo store (./demo-store/demo.mjs) unless DEMO_STORE=off.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The function's server-only settings (SHOPIFY_PRIVATE_TOKEN, …) may live in .env, as the build's do.
const envFile = fileURLToPath(new URL('../../.env', import.meta.url));
if (existsSync(envFile)) process.loadEnvFile(envFile);

// React renders as in production (a development React is several times slower and warns), as
// React Router's own `react-router-serve` sets it; read when React loads, so before the server.
process.env.NODE_ENV ??= 'production';
const { createStaticServer } = await import('./static-server.mjs');
const { DEMO_BUILD_DIR, demoReport, startDemoStore, wantsDemoStore } =
  await import('./demo-store/demo.mjs');
const { answerDemoPage } = await import('./demo-store/pages.mjs');

const port = Number(process.env.PORT ?? 3000);
// HOST: the address to listen on (all of the machine's by default, as Node's own).
const host = process.env.HOST?.trim() || undefined;
const siteOrigin = `http://${host && !['0.0.0.0', '::'].includes(host) ? host : 'localhost'}:${port}`;
const demo = wantsDemoStore(process.env) ? await startDemoStore(siteOrigin) : null;
if (demo) Object.assign(process.env, demo.serverEnv);

const buildDir = demo ? DEMO_BUILD_DIR : (process.env.BUILD_DIR ?? 'build');
const buildRoot = fileURLToPath(new URL(`../../${buildDir}/`, import.meta.url));
const root = `${buildRoot}client/`;

if (!existsSync(`${root}index.html`)) {
  const script = buildDir === 'build-e2e' ? 'build:e2e' : 'build';
  console.log(`No build in ${buildDir}/: running \`npm run ${script}\` first.`);
  // Not a blocking call: the demo store answers the build's questions from this process.
  const env = { ...process.env, ...demo?.buildEnv };
  const code = await new Promise((done) => {
    spawn('npm', ['run', script], { stdio: 'inherit', env, shell: process.platform === 'win32' })
      .on('exit', (exitCode) => done(exitCode ?? 1))
      .on('error', () => done(1));
  });
  if (code !== 0) process.exit(Number(code));
}

const server = (
  await createStaticServer({
    root,
    trustProxy: process.env.TRUST_PROXY === 'true',
    ...(demo ? { ownPages: answerDemoPage } : {}),
  })
).listen(port, host, () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  console.log(`Serving ${buildDir}/client at http://${host ?? 'localhost'}:${actualPort}`);
  if (demo) {
    demo.site.siteOrigin = siteOrigin.replace(/:\d+$/, `:${actualPort}`);
    console.log(`\n${demoReport(demo.site.siteOrigin)}`);
  }
  printSetup();
});

/** What the build has set up, one line per service (written by the build: setup-report.ts). */
function printSetup() {
  const report = `${buildRoot}setup.json`;
  if (!existsSync(report)) return;
  /** @type {string[]} */
  const lines = JSON.parse(readFileSync(report, 'utf8'));
  const token = process.env.SHOPIFY_PRIVATE_TOKEN?.trim()
    ? 'the private Storefront token (SHOPIFY_PRIVATE_TOKEN)'
    : 'the public Storefront token (set SHOPIFY_PRIVATE_TOKEN for a private one)';
  const conversions = process.env.META_ACCESS_TOKEN?.trim()
    ? 'on (META_ACCESS_TOKEN), for the events the pixel reports when VITE_META_PIXEL_ID is set'
    : 'off (set META_ACCESS_TOKEN to send the pixel’s shop events from the function too)';
  const services = demo
    ? lines.map((line) =>
        /^(store|email list)/.test(line) ? `${line.split(':')[0]}: the demo store` : line,
      )
    : [
        ...lines,
        `cart function (/cart): asks the store with ${token}`,
        `Meta Conversions API (/cart, /events): ${conversions}`,
      ];
  console.log(
    `\nServices in this build (set VITE_* values in .env, then rebuild with npm run build):\n${services.map((line) => `  - ${line}`).join('\n')}\n`,
  );
}
