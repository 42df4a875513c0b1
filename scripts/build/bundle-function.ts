/**
 * The function beside the pages (server/worker.ts), bundled once with the site's configuration
 * built in: `build/client/_worker.js` for Cloudflare Pages (with `_routes.json`, so only its
 * paths invoke it) and `build/function/worker.mjs` for `npm start`.
 */
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { SiteConfig } from '../../app/config';
import { FUNCTION_PATHS } from '../../app/store/cart-form';

const FUNCTION_FILE = 'worker.mjs';
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export async function bundleFunction(buildRoot: string, config: SiteConfig) {
  const outDir = join(buildRoot, 'function');
  await bundleServerEntry('server/worker.ts', join(outDir, FUNCTION_FILE), config);
  const client = join(buildRoot, 'client');
  await mkdir(client, { recursive: true });
  await copyFile(join(outDir, FUNCTION_FILE), join(client, '_worker.js'));
  const routes = { version: 1, include: [...FUNCTION_PATHS], exclude: [] };
  await writeFile(join(client, '_routes.json'), `${JSON.stringify(routes, null, 2)}\n`);
}

/** One server entry (a path from the project root) as one ES module for a worker runtime. */
export async function bundleServerEntry(entry: string, outFile: string, config: SiteConfig) {
  await build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    define: { __SITE_CONFIG__: JSON.stringify(config) },
    resolve: { alias: { '~': join(ROOT, 'app') } },
    ssr: { noExternal: true, target: 'webworker' },
    build: {
      ssr: join(ROOT, entry),
      outDir: dirname(outFile),
      emptyOutDir: true,
      minify: false,
      copyPublicDir: false,
      rolldownOptions: { output: { entryFileNames: basename(outFile), codeSplitting: false } },
    },
  });
}
