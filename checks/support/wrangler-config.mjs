// @ts-check
/**
 * The project's wrangler.jsonc for another build: its files as the assets, its server in the
 * worker, the paths made absolute; written beside wrangler's own state (`.wrangler/`), where it
 * also keeps its temporary files. Returns the file's path. For the browser tests'
 * `wrangler dev` (checks/playwright.config.ts) and the spike run in workerd.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** @param {string} buildDir */
export function wranglerConfigFor(buildDir) {
  const text = readFileSync(`${ROOT}wrangler.jsonc`, 'utf8')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/,(\s*[}\]])/g, '$1');
  /** @type {{ main: string, alias: Record<string, string>, assets: { directory: string } }} */
  const config = JSON.parse(text);
  config.main = `${ROOT}${config.main}`;
  config.alias = { 'virtual:react-router/server-build': `${ROOT}${buildDir}/server/index.js` };
  config.assets.directory = `${ROOT}${buildDir}/client`;
  const file = `${ROOT}.wrangler/${buildDir}.json`;
  const json = JSON.stringify(config, null, 2);
  // Each test worker loads this file again, while wrangler watches the config: written once,
  // whole (a rename), never truncated under it.
  if (existsSync(file) && readFileSync(file, 'utf8') === json) return file;
  mkdirSync(`${ROOT}.wrangler`, { recursive: true });
  writeFileSync(`${file}.${process.pid}`, json);
  renameSync(`${file}.${process.pid}`, file);
  return file;
}

/** What keeps `wrangler dev` offline: no usage reports, no update check, no `cf` details. */
export const WRANGLER_OFFLINE = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_DISABLE_UPDATE_CHECK: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
};

/**
 * `wrangler dev`'s arguments (after `node`) for a build: its config above, where it listens, its
 * variables (an empty one left out, as a deploy without it) and any more flags.
 * @param {string} buildDir
 * @param {number} port
 * @param {Record<string, string>} [variables]
 * @param {string[]} [flags]
 */
export function wranglerDevArgs(buildDir, port, variables = {}, flags = []) {
  return [
    'checks/node_modules/wrangler/bin/wrangler.js',
    'dev',
    '--config',
    wranglerConfigFor(buildDir),
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    ...Object.entries(variables)
      .filter(([, value]) => value !== '')
      .flatMap(([name, value]) => ['--var', `${name}:${value}`]),
    ...flags,
  ];
}
