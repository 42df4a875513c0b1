// @ts-check
/**
 * Runs a command (the e2e build) with a local stand-in of the Shopify Storefront API answering
 * the build-time product query, the same answers the browser tests' fake gives
 * (checks/e2e/fakes/storefront-api.mjs). The build finds it through STOREFRONT_SNAPSHOT_ORIGIN.
 *
 *   node checks/support/with-fake-store.mjs react-router build --mode e2e
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { defaultAnswer } from '../e2e/fakes/storefront-api.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node checks/support/with-fake-store.mjs <command> [args…]');
  process.exit(2);
}

const server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += String(chunk)));
  req.on('end', () => {
    if (req.method !== 'POST' || !/^\/api\/[\w-]+\/graphql\.json$/.test(req.url ?? '')) {
      res.writeHead(404).end();
      return;
    }
    let request = null;
    try {
      request = JSON.parse(body);
    } catch {
      res.writeHead(400).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(defaultAnswer(request)));
  });
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const child = spawn(command, args, {
    stdio: 'inherit',
    shell: process.platform === 'win32',
    env: { ...process.env, STOREFRONT_SNAPSHOT_ORIGIN: `http://127.0.0.1:${port}` },
  });
  child.on('exit', (code, signal) => {
    server.close();
    process.exit(code ?? (signal ? 1 : 0));
  });
});
