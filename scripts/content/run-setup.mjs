// @ts-check
/**
 * `npm run content:setup`: creates the site's metaobject definitions and entries in the store
 * (scripts/content/setup.ts), with the Admin API token in SHOPIFY_ADMIN_TOKEN (the shell or
 * `.env`; never a VITE_* value) and the store of VITE_SHOPIFY_DOMAIN. SHOPIFY_ADMIN_ORIGIN sends
 * the Admin API requests to another origin (the tests' fake).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadEnv, runnerImport } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));
if (existsSync(`${root}.env`)) process.loadEnvFile(`${root}.env`);

/** @template T @param {string} file @returns {Promise<T>} */
const load = async (file) =>
  /** @type {T} */ ((await runnerImport(file, { root, configFile: false })).module);

/** @type {typeof import('../../app/config.ts')} */
const { readConfig } = await load('./app/config.ts');
/** @type {typeof import('./setup.ts')} */
const { setUpContent } = await load('./scripts/content/setup.ts');

const token = process.env.SHOPIFY_ADMIN_TOKEN?.trim();
const store = readConfig(loadEnv('production', root, 'VITE_')).store;
if (!token || !store) {
  const missing = [
    token
      ? ''
      : 'SHOPIFY_ADMIN_TOKEN (an Admin API token with write_metaobject_definitions and write_metaobjects)',
    store ? '' : 'the store (VITE_SHOPIFY_DOMAIN and the others, README)',
  ].filter(Boolean);
  console.error(`content:setup: set ${missing.join(' and ')} in .env or the shell.`);
  process.exit(1);
}
const origin = process.env.SHOPIFY_ADMIN_ORIGIN?.trim().replace(/\/+$/, '');
/** @type {typeof fetch} */
const fetchApi = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  return fetch(origin ? `${origin}${url.pathname}` : url, init);
};
try {
  await setUpContent({
    domain: store.domain,
    apiVersion: store.apiVersion,
    token,
    fetchApi,
  });
} catch (error) {
  console.error(`content:setup: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
