// @ts-check
/**
 * The checks' own packages (`checks/package.json`, its own lockfile): browser tests, Lighthouse,
 * Cloudflare's runtime, the Observatory, the Nu checker, the Storefront schema, and the Node 24
 * LTS they run on. A host's `npm ci && npm run build` never installs them; `npm test` does, on
 * first use, whatever Node started it (docs/decisions/0003-two-installs.md).
 *
 *   node scripts/checks.mjs install               install them if the lockfile changed
 *   node scripts/checks.mjs exec CMD [ARGS…]      run a command on the checks' Node and packages
 *   node scripts/checks.mjs run SCRIPT [SCRIPT…]  `npm run` each script the same way, in order
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const CHECKS_DIR = join(ROOT, 'checks');

/**
 * Packages whose install scripts run, in either install. Everything else is installed with
 * `--ignore-scripts`; `scripts/checks.test.mjs` fails on a lockfile package that has an install
 * script and is not named here, so a new native build can never slip in.
 */
export const INSTALL_SCRIPTS = {
  /** The site's own install (`npm ci` at the root, what a host runs): scripts run. */
  root: {
    esbuild:
      'run: checks that its binary, a registry package (@esbuild/<platform>), is in place; compiles nothing',
    sharp:
      'run: checks that libvips, a registry package (@img/sharp-<platform>), is in place; compiles only if none exists for the platform, which no supported one lacks',
  },
  /** The checks' install (`checks/`): only `run` entries run, after `npm ci --ignore-scripts`. */
  checks: {
    node: 'run: installs Node 24 LTS for this platform from the registry (node-<os>-<cpu>), the Node the checks run on',
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

/** The packages whose scripts `install` runs after the script-less install. */
const CHECKS_SCRIPTS_RUN = Object.entries(INSTALL_SCRIPTS.checks)
  .filter(([, reason]) => reason.startsWith('run:'))
  .map(([name]) => name);

const BIN_DIRS = [join(CHECKS_DIR, 'node_modules', '.bin'), join(ROOT, 'node_modules', '.bin')];
const STAMP = join(CHECKS_DIR, 'node_modules', '.lumen-hive-installed');
const NODE_BIN = join(CHECKS_DIR, 'node_modules', '.bin', 'node');

/** What the installed packages must match: the lockfile, this platform, the scripts run. */
function installFingerprint() {
  return createHash('sha256')
    .update(readFileSync(join(CHECKS_DIR, 'package-lock.json')))
    .update(`${process.platform}-${process.arch}:${CHECKS_SCRIPTS_RUN.join(',')}`)
    .digest('hex');
}

/** Installs the checks' packages unless what is there matches the lockfile. */
export function ensureChecksInstalled() {
  const fingerprint = installFingerprint();
  const installed = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : '';
  if (installed === fingerprint && existsSync(NODE_BIN)) return;
  console.log(
    '\nInstalling the checks’ own packages into checks/node_modules (browser tests, Lighthouse,\n' +
      'Cloudflare’s runtime, the HTML and security checkers, Node 24 LTS). Once per lockfile change.\n',
  );
  npm(['ci', '--ignore-scripts', '--no-audit', '--no-fund'], process.env);
  npm(['rebuild', ...CHECKS_SCRIPTS_RUN], process.env);
  if (!existsSync(NODE_BIN)) fail(`the checks' Node was not installed (${NODE_BIN} is missing)`);
  writeFileSync(STAMP, `${fingerprint}\n`);
}

/** The environment the checks run in: their Node 24 and their packages' commands first. */
export function checksEnvironment() {
  return { ...process.env, PATH: [...BIN_DIRS, process.env.PATH ?? ''].join(delimiter) };
}

/** @param {string[]} args @param {NodeJS.ProcessEnv} env */
function npm(args, env) {
  const result = spawnSync('npm', args, {
    cwd: CHECKS_DIR,
    env,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) fail(`npm ${args.join(' ')} failed in checks/`);
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

function main() {
  const [verb, ...rest] = process.argv.slice(2);
  ensureChecksInstalled();
  if (verb === 'install') return 0;
  if (verb === 'exec' && rest[0]) return runInChecks(rest[0], rest.slice(1));
  if (verb === 'run' && rest.length > 0) {
    for (const script of rest) {
      console.log(`\n▶ npm run ${script}`);
      const status = runInChecks('npm', ['run', script]);
      if (status !== 0) return status;
    }
    return 0;
  }
  console.error('usage: node scripts/checks.mjs install | exec CMD [ARGS…] | run SCRIPT…');
  return 2;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main();
}
