// @ts-check
/**
 * The checks' own packages (`checks/package.json`, its own lockfile): browser tests, Lighthouse,
 * Cloudflare's runtime, Netlify's bundler, Vercel's route merge, the Observatory, the Nu checker,
 * the Storefront schema, and the Node 24 LTS they run on (checks/runtime). A host's
 * `npm ci && npm run build` never installs them; `npm test` does, on first use, whatever Node
 * started it (docs/decisions/0003-two-installs.md), and finds or installs the browser, Java and
 * openssl they need (scripts/check-tools.mjs).
 *
 *   node scripts/checks.mjs install               install them if the lockfile changed
 *   node scripts/checks.mjs exec CMD [ARGS…]      run a command on the checks' Node and packages
 *   node scripts/checks.mjs run SCRIPT [SCRIPT…]  `npm run` each script the same way, in order
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureTools, thisMachine } from './check-tools.mjs';
import { describeNewWarnings } from './quiet.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const CHECKS_DIR = join(ROOT, 'checks');

/**
 * Packages whose install scripts run, in each install. Everything else is installed with
 * `--ignore-scripts`, and each package.json's `allowScripts` says the same to npm 11;
 * `scripts/checks.test.mjs` fails on a lockfile package that has an install script and is not
 * named here, so a new native build can never slip in.
 */
export const INSTALL_SCRIPTS = {
  /** The site's own install (`npm ci` at the root, what a host runs): scripts run. */
  root: {
    sharp:
      'run: checks that libvips, a registry package (@img/sharp-<platform>), is in place; compiles only if none exists for the platform, which no supported one lacks',
  },
  /** The checks' Node (`checks/runtime/`), installed first. */
  runtime: {
    node: 'run: installs Node 24 LTS for this platform from the registry (node-<os>-<cpu>), the Node the checks install and run on',
  },
  /** The checks' packages (`checks/`), installed on that Node with `--ignore-scripts`. */
  checks: {
    esbuild:
      'skipped: its binary comes from @esbuild/<platform>, which the package finds without the script',
    sharp: 'skipped: libvips comes from @img/sharp-<platform>',
    workerd:
      "skipped: Cloudflare's runtime comes from @cloudflare/workerd-<platform>, found without the script",
    'vnu-jar': 'skipped: it would download a Java runtime; the machine’s Java runs the checker',
    libpq:
      'skipped: it compiles a PostgreSQL client (node-gyp, pg_config, a C compiler); the Observatory’s scanner never opens a database',
    '@mdn/mdn-http-observatory':
      'skipped: it downloads the HSTS preload and TLD lists; the test gives it an empty list',
    node_extra_ca_certs_mozilla_bundle:
      'skipped: it downloads a CA list; the Observatory test trusts its own throwaway CA',
  },
};

const RUNTIME_DIR = join(CHECKS_DIR, 'runtime');
const BIN_DIRS = [
  join(RUNTIME_DIR, 'node_modules', '.bin'),
  join(CHECKS_DIR, 'node_modules', '.bin'),
  join(ROOT, 'node_modules', '.bin'),
];
const STAMP = join(CHECKS_DIR, 'node_modules', '.lumen-hive-installed');
const NODE_BIN = join(RUNTIME_DIR, 'node_modules', '.bin', 'node');

/** What the installed packages must match: both lockfiles and this platform. */
function installFingerprint() {
  return createHash('sha256')
    .update(readFileSync(join(RUNTIME_DIR, 'package-lock.json')))
    .update(readFileSync(join(CHECKS_DIR, 'package-lock.json')))
    .update(`${process.platform}-${process.arch}`)
    .digest('hex');
}

/**
 * Installs the checks' Node, then their packages on it (so that packages needing Node 22+ meet
 * the Node they will run on), unless what is there matches the lockfiles.
 */
export function ensureChecksInstalled() {
  const fingerprint = installFingerprint();
  const installed = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : '';
  if (installed === fingerprint && existsSync(NODE_BIN)) return;
  console.log(
    '\nInstalling the checks’ own packages into checks/node_modules (browser tests, Lighthouse,\n' +
      'Cloudflare’s runtime, the HTML and security checkers) on Node 24 LTS. Once per lockfile change.\n',
  );
  ensureRuntime();
  npm(CHECKS_DIR, ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], checksEnvironment());
  writeFileSync(STAMP, `${fingerprint}\n`);
}

/**
 * Node 24 LTS from the npm registry (checks/runtime): the checks' Node, and `npm start`'s on a
 * machine whose own Node is too old (scripts/on-modern-node.mjs). Returns its path.
 */
export function ensureRuntime() {
  const stamp = join(RUNTIME_DIR, 'node_modules', '.lumen-hive-runtime');
  const fingerprint = createHash('sha256')
    .update(readFileSync(join(RUNTIME_DIR, 'package-lock.json')))
    .update(`${process.platform}-${process.arch}`)
    .digest('hex');
  const installed = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : '';
  if (installed === fingerprint && existsSync(NODE_BIN)) return NODE_BIN;
  npm(RUNTIME_DIR, ['ci', '--no-audit', '--no-fund'], process.env);
  if (!existsSync(NODE_BIN)) fail(`Node 24 LTS was not installed (${NODE_BIN} is missing)`);
  writeFileSync(stamp, `${fingerprint}\n`);
  return NODE_BIN;
}

/** The Chromium the checks launch (checks/support/chromium.mjs reads it). */
let chromiumPath = process.env.CHROMIUM_PATH;

/** The environment the checks run in: their Node 24 and their packages' commands first. */
export function checksEnvironment() {
  return {
    ...process.env,
    ...(chromiumPath ? { CHROMIUM_PATH: chromiumPath } : {}),
    PATH: [...BIN_DIRS, process.env.PATH ?? ''].join(delimiter),
  };
}

/** Finds or installs the browser, Java and openssl; stops with what to run if it cannot. */
function ensureToolsForChecks() {
  const result = ensureTools(thisMachine(CHECKS_DIR), ([command, ...args]) => {
    // Quiet unless it fails: the one line ensureTools prints says what is happening.
    const run = spawnSync(String(command), args, {
      encoding: 'utf8',
      env: { ...checksEnvironment(), DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (run.status !== 0) console.error(run.error?.message ?? `${run.stdout}${run.stderr}`);
    return run.status === 0;
  });
  if (!result.ok) fail(result.message);
  chromiumPath = result.chromium.path;
  console.log(`Chromium for the checks: ${result.chromium.path} (${result.chromium.source})`);
}

/** @param {string} cwd @param {string[]} args @param {NodeJS.ProcessEnv} env */
function npm(cwd, args, env) {
  const result = spawnSync('npm', args, {
    cwd,
    env,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) fail(`npm ${args.join(' ')} failed in ${relative(ROOT, cwd)}/`);
}

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`\n${message}\n`);
  process.exit(1);
}

/** @param {string} command @param {string[]} args @returns {number} the exit code */
function runInChecks(command, args) {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    env: checksEnvironment(),
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.error) console.error(result.error.message);
  return result.status ?? 1;
}

/**
 * Runs an npm script, passing its output through as it comes, and fails it if it printed a
 * warning that is not on the allowlist (scripts/quiet.mjs).
 * @param {string} script
 * @returns {Promise<number>} the exit code
 */
function runQuietly(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], {
      cwd: ROOT,
      env: checksEnvironment(),
      stdio: ['inherit', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    });
    let output = '';
    /** @param {NodeJS.WriteStream} to */
    const pass = (to) => (/** @type {Buffer} */ chunk) => {
      to.write(chunk);
      output += chunk.toString('utf8');
    };
    child.stdout.on('data', pass(process.stdout));
    child.stderr.on('data', pass(process.stderr));
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.on('close', (code) => {
      const message = describeNewWarnings(`npm run ${script}`, output);
      if (message) console.error(`\n${message}\n`);
      resolve(code === 0 && !message ? 0 : (code ?? 1) || 1);
    });
  });
}

/** The steps whose output must carry no new warning. */
const QUIET_SCRIPTS = new Set(['build', 'build:e2e']);

async function main() {
  const [verb, ...rest] = process.argv.slice(2);
  ensureChecksInstalled();
  if (verb === 'install') return 0;
  if (verb === 'exec' && rest[0]) {
    ensureToolsForChecks();
    return runInChecks(rest[0], rest.slice(1));
  }
  if (verb === 'run' && rest.length > 0) {
    // The browser tests need a browser, Java and openssl: found or installed before any step.
    if (rest.includes('test:e2e')) ensureToolsForChecks();
    for (const script of rest) {
      console.log(`\n▶ npm run ${script}`);
      const status = QUIET_SCRIPTS.has(script)
        ? await runQuietly(script)
        : runInChecks('npm', ['run', script]);
      if (status !== 0) return status;
    }
    return 0;
  }
  console.error('usage: node scripts/checks.mjs install | exec CMD [ARGS…] | run SCRIPT…');
  return 2;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main();
}
