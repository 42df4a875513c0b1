// @ts-check
/**
 * `npm start`: builds the site when there is no build yet, then serves it on $PORT (3000).
 * BUILD_DIR (default `build`) picks another build, as the browser tests do.
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The function's server-only settings (SHOPIFY_PRIVATE_TOKEN, …) may live in .env, as the build's do.
const envFile = fileURLToPath(new URL('../../.env', import.meta.url));
if (existsSync(envFile)) process.loadEnvFile(envFile);

// React renders as in production (a development React is several times slower and warns), as
// React Router's own `react-router-serve` sets it; read when React loads, so before the server.
process.env.NODE_ENV ??= 'production';
const { createStaticServer } = await import('./static-server.mjs');

const buildDir = process.env.BUILD_DIR ?? 'build';
const buildRoot = fileURLToPath(new URL(`../../${buildDir}/`, import.meta.url));
const root = `${buildRoot}client/`;
const port = Number(process.env.PORT ?? 3000);

if (!existsSync(`${root}index.html`)) {
  const script = buildDir === 'build-e2e' ? 'build:e2e' : 'build';
  console.log(`No build in ${buildDir}/: running \`npm run ${script}\` first.`);
  execSync(`npm run ${script}`, { stdio: 'inherit' });
}

// HOST: the address to listen on (all of the machine's by default, as Node's own).
const host = process.env.HOST?.trim() || undefined;
const server = (
  await createStaticServer({ root, trustProxy: process.env.TRUST_PROXY === 'true' })
).listen(port, host, () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  console.log(`Serving ${buildDir}/client at http://${host ?? 'localhost'}:${actualPort}`);
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
  console.log(
    `\nServices in this build (set VITE_* values in .env, then rebuild with npm run build):\n${lines.map((line) => `  - ${line}`).join('\n')}\n  - cart function (/cart): asks the store with ${token}\n  - Meta Conversions API (/cart, /events): ${conversions}\n`,
  );
}
