// @ts-check
/**
 * Runs a script on a Node the site's tools accept (scripts/check-node.cjs): this one, or on an
 * older machine Node 24 LTS from the npm registry, installed once into checks/runtime as the
 * checks install theirs. So `npm install && npm start` works on any Node, and a host's
 * `npm ci` never downloads a Node it already has.
 *
 *   node scripts/on-modern-node.mjs SCRIPT [ARGS…]
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { delimiter, dirname } from 'node:path';

const { nodeVersionProblem } = createRequire(import.meta.url)('./check-node.cjs');

let node = process.execPath;
if (nodeVersionProblem(process.versions.node)) {
  console.log(
    `Node ${process.versions.node} is older than the site's tools need: running on Node 24 LTS ` +
      'from the npm registry (checks/runtime, installed once).',
  );
  const { ensureRuntime } = await import('./checks.mjs');
  node = ensureRuntime();
}
// Its folder first on PATH: what the script starts (`npm run build`) runs on the same Node.
const run = spawnSync(node, process.argv.slice(2), {
  stdio: 'inherit',
  env: { ...process.env, PATH: `${dirname(node)}${delimiter}${process.env.PATH ?? ''}` },
});
if (run.error) console.error(run.error.message);
process.exitCode = run.status ?? 1;
