import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { WRANGLER_OFFLINE, wranglerDevArgs } from './wrangler-config.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Another server of the e2e build on a port of its own, ready once it answers: `wrangler dev`
 * (the config checks/playwright.config.ts writes) with more flags, or `npm start` with these
 * variables. Its output is kept, for what it says.
 */
export async function startServer(
  runtime: 'cloudflare' | 'node',
  /** Past the browser tests' servers (E2E_PORT + 0 to 10): one each, as tests run side by side. */
  port: number,
  { flags = [], env = {} }: { flags?: string[]; env?: Record<string, string> } = {},
) {
  const server =
    runtime === 'cloudflare'
      ? spawn(process.execPath, wranglerDevArgs('build-e2e', port, env, flags), {
          cwd: ROOT,
          env: { ...process.env, ...WRANGLER_OFFLINE },
        })
      : spawn(process.execPath, ['scripts/server/serve.mjs'], {
          cwd: ROOT,
          env: { ...process.env, ...env, BUILD_DIR: 'build-e2e', PORT: String(port) },
        });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += String(chunk)));
  server.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      () =>
        fetch(`${url}/robots.txt`).then(
          (answer) => answer.status,
          () => 0,
        ),
      {
        timeout: 120_000,
        intervals: [500],
      },
    )
    .toBe(200);
  return { url, output: () => output, stop: () => server.kill() };
}
