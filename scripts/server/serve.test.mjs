// @ts-check
// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** @type {string[]} */
const cleanups = [];
afterEach(() => {
  for (const dir of cleanups.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it('npm start says where the site is and what is set up, once', async () => {
  const build = mkdtempSync(`${ROOT}build-test-serve-`);
  cleanups.push(build);
  mkdirSync(`${build}/client`);
  writeFileSync(`${build}/client/index.html`, '<!doctype html><title>t</title>');
  // The build's server: read at start for its variables and its hardening; no request reaches
  // it here.
  mkdirSync(`${build}/server`);
  writeFileSync(
    `${build}/server/index.js`,
    [
      'export const entry = { module: {',
      '  hostEnv: (env) => ({ SHOPIFY_PRIVATE_TOKEN: env.SHOPIFY_PRIVATE_TOKEN }),',
      '  secured: (response) => response,',
      '  warnWithoutPrivateToken: (env) => console.log(`token check: ${env.SHOPIFY_PRIVATE_TOKEN ?? "unset"}`),',
      '} };',
    ].join('\n'),
  );
  const lines = ['store (Order Now): configured (shop)', 'captcha (reCAPTCHA v2): not configured'];
  writeFileSync(`${build}/setup.json`, JSON.stringify(lines));

  const server = spawn(process.execPath, ['scripts/server/serve.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      BUILD_DIR: relative(ROOT, build),
      SHOPIFY_PRIVATE_TOKEN: 'shpat_private',
    },
  });
  let output = '';
  try {
    await new Promise((resolve, reject) => {
      server.stdout.on('data', (chunk) => {
        output += String(chunk);
        if (output.includes(lines[1] ?? '')) resolve(undefined);
      });
      server.on('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
    });
  } finally {
    server.kill();
  }
  expect(output).toMatch(/Serving build-test-serve-\w+\/client at http:\/\/localhost:\d+\n/);
  expect(output).toContain(`  - ${lines[0]}\n  - ${lines[1]}\n`);
  expect(output.split(lines[0] ?? '').length).toBe(2);
  // The server's variables, read once at start, are what the private token's check is given.
  expect(output.match(/^token check: .*$/gm)).toEqual(['token check: shpat_private']);
}, 60_000); // starts a Node process: generous for a busy machine
