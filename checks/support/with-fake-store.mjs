// @ts-check
/**
 * Runs a command (the e2e build) with the fake Storefront API over HTTP
 * (./fake-store-server.mjs) answering the build-time product query. The build finds it through
 * STOREFRONT_SNAPSHOT_ORIGIN.
 *
 *   node checks/support/with-fake-store.mjs react-router build --mode e2e
 */
import { spawn } from 'node:child_process';
import { startFakeStore } from './fake-store-server.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node checks/support/with-fake-store.mjs <command> [args…]');
  process.exit(2);
}

const store = /** @type {{ origin: string, close: () => Promise<unknown> }} */ (
  await startFakeStore()
);
const child = spawn(command, args, {
  stdio: 'inherit',
  shell: process.platform === 'win32',
  env: { ...process.env, STOREFRONT_SNAPSHOT_ORIGIN: store.origin },
});
child.on('exit', async (code, signal) => {
  await store.close();
  process.exit(code ?? (signal ? 1 : 0));
});
