/**
 * Vercel's Build Output API (v3): `.vercel/output` with the pages as static files, the function
 * as one Edge Function on the function's paths, and the headers, URL shape and 404 of the
 * generated `vercel.json` as routes. Written when the build runs on Vercel (`VERCEL` is set).
 */
import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteConfig } from '../../app/config';
import { CART_PATH, FUNCTION_PATHS } from '../../app/store/cart-form';
import { SERVER_VARIABLE_NAMES } from '../../server/vercel';
import { bundleServerEntry } from './bundle-function';
import { REDIRECTS } from './site-files';
import { NOT_FOUND_PATH, pageFile } from './site-map';

/** Files for the other hosts, not pages: they stay out of Vercel's static files. */
const OTHER_HOSTS_FILES = new Set([
  '_worker.js',
  '_routes.json',
  '_headers',
  '_redirects',
  'vercel.json',
]);
const FUNCTION_NAME = CART_PATH.slice(1);
const NOT_FOUND_FILE = pageFile(NOT_FOUND_PATH);

type VercelJson = {
  headers: { source: string; headers: { key: string; value: string }[] }[];
};

type Route =
  | {
      src: string;
      dest?: string;
      status?: number;
      headers?: Record<string, string>;
      continue?: boolean;
    }
  | { handle: 'filesystem' };

export async function writeVercelOutput(
  projectRoot: string,
  clientDirectory: string,
  config: SiteConfig,
) {
  const output = join(projectRoot, '.vercel', 'output');
  await rm(output, { recursive: true, force: true });
  await cp(clientDirectory, join(output, 'static'), {
    recursive: true,
    filter: (source) => !OTHER_HOSTS_FILES.has(source.slice(clientDirectory.length + 1)),
  });
  const functionDirectory = join(output, 'functions', `${FUNCTION_NAME}.func`);
  await bundleServerEntry('server/vercel.ts', join(functionDirectory, 'index.js'), config);
  await writeJson(join(functionDirectory, '.vc-config.json'), {
    runtime: 'edge',
    entrypoint: 'index.js',
    envVarsInUse: SERVER_VARIABLE_NAMES,
  });
  const vercelJson = JSON.parse(
    await readFile(join(clientDirectory, 'vercel.json'), 'utf8'),
  ) as VercelJson;
  const pages = (await readdir(clientDirectory)).filter((file) => file.endsWith('.html'));
  await writeJson(join(output, 'config.json'), vercelOutputConfig(vercelJson, pages));
}

/**
 * The routes, in order: the headers of `vercel.json` (first: Vercel's build moves every
 * `continue` route ahead of the others, and a function's own headers win over them), one URL per
 * page (`/wholesale.html`, `/wholesale/` → `/wholesale`), the redirects, the function's paths,
 * the static files, else the 404 page.
 */
export function vercelOutputConfig(
  vercelJson: VercelJson,
  pageFiles: readonly string[],
  redirects: typeof REDIRECTS = REDIRECTS,
) {
  const pages = pageFiles.filter((file) => file !== 'index.html' && file !== NOT_FOUND_FILE);
  const names = pages.map((file) => file.replace(/\.html$/, ''));
  const routes: Route[] = [
    ...vercelJson.headers.map(({ source, headers }) => ({
      src: `^${source}$`,
      headers: Object.fromEntries(headers.map(({ key, value }) => [key, value])),
      continue: true,
    })),
    { src: '^/(.+)/$', status: 308, headers: { Location: '/$1' } },
    { src: '^/index\\.html$', status: 308, headers: { Location: '/' } },
    { src: `^/(${names.join('|')})\\.html$`, status: 308, headers: { Location: '/$1' } },
    ...redirects.map(({ from, to, status }) => {
      // `:name` matches one segment, as in `_redirects`; its value goes where `to` names it.
      const names = [...from.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const location = to.replace(/:(\w+)/g, (_, name: string) => `$${names.indexOf(name) + 1}`);
      return {
        src: `^${from.replace(/:\w+/g, '([^/]+)')}$`,
        status,
        headers: { Location: location },
      };
    }),
    { src: functionPattern(FUNCTION_PATHS), dest: CART_PATH },
    { handle: 'filesystem' },
    { src: '^/.*$', status: 404, dest: `/${NOT_FOUND_FILE}` },
  ];
  const overrides = Object.fromEntries(pages.map((file, i) => [file, { path: names[i] }]));
  return { version: 3, routes, overrides };
}

/** `_routes.json`'s paths as one pattern (`*`: one segment, with or without a final slash). */
function functionPattern(paths: readonly string[]) {
  const escaped = paths.map((path) => path.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return `^(?:${escaped.map((path) => path.replace('*', '[^/]+/?')).join('|')})$`;
}

async function writeJson(path: string, value: unknown) {
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(path, `${JSON.stringify(value, null, 2)}\n`);
}
