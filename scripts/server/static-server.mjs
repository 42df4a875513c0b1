// @ts-check
/**
 * The production server: serves build/client as Cloudflare Pages does. Known routes get their
 * prerendered HTML from the flat `page.html` files (`/wholesale` → `wholesale.html`, 200), the
 * other spellings of a page (`/wholesale/`, `/wholesale.html`) redirect once (308) to it, paths
 * without a file get `404.html` with status 404, and every response carries the headers of the
 * build's `_headers` file (security headers and caching, scripts/build/security-headers.ts).
 * The build's `_redirects` rules (scripts/build/site-files.ts) apply first, as on those hosts.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import compression from 'compression';
import sirv from 'sirv';
import { HOST_ONLY_FILES, loadFunction } from './function-adapter.mjs';

/** @typedef {import('express').Request} ExpressRequest */
/** @typedef {import('express').Response} ExpressResponse */

export const NOT_FOUND_FILE = '404.html';
const HEADERS_FILE = '_headers';
const REDIRECTS_FILE = '_redirects';
/** What a static host does for HTML when no rule says otherwise: revalidate on each visit. */
const DEFAULT_CACHE_CONTROL = 'no-cache';
// Sirv's type table has no entry for .ico, and sends scripts and stylesheets without a charset:
// the types as Cloudflare sends them.
const TYPES = {
  '.ico': 'image/vnd.microsoft.icon',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/**
 * @param {{ root: string }} options root: the build/client folder
 */
export async function createStaticServer({ root }) {
  const fallback = readFileSync(join(root, NOT_FOUND_FILE));
  const pages = listPages(root);
  const { headers: rules, redirects } = await readHostRules(root);
  /** @param {import('node:http').ServerResponse} res @param {string} pathname */
  const setHeaders = (res, pathname) => {
    applyHeaders(res, pathname, rules);
    const type = TYPES[/** @type {keyof typeof TYPES} */ (extname(pathname))];
    if (type) res.setHeader('Content-Type', type);
  };
  // One folder per build (its path's hash), outside it, shared by servers of the same build.
  const precompressedRoot = join(
    tmpdir(),
    'lumen-hive-precompressed',
    createHash('sha256').update(root).digest('hex').slice(0, 16),
  );
  const compressed = precompressAssets(root, precompressedRoot);
  const servePrecompressed = sirv(precompressedRoot, {
    dev: true, // looks on disk at each request: the files arrive as they are compressed
    etag: true,
    brotli: true,
    gzip: true,
    extensions: [],
    setHeaders,
  });
  const compress = compression();
  const serveFile = sirv(root, { dev: false, etag: true, setHeaders });
  const runFunction = await loadFunction(root);

  const server = createServer((req, res) => {
    // Compression is Connect middleware; its types name Express's request and response.
    const [request, response] = /** @type {[ExpressRequest, ExpressResponse]} */ (
      /** @type {unknown} */ ([req, res])
    );
    const [pathname = '/', query] = (req.url ?? '/').split('?');
    if (HOST_ONLY_FILES.has(pathname)) {
      sendNotFound(res, fallback, rules);
      return;
    }
    if (runFunction) {
      runFunction(req, res).then(
        (answered) => answered || serveStatic(),
        (error) => {
          console.error('serve: the function failed', error);
          if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
          res.end('Something went wrong.');
        },
      );
      return;
    }
    serveStatic();
    function serveStatic() {
      servePrecompressed(req, res, () => {
        compress(request, response, () => {
          const redirect = findRedirect(pathname, query, redirects);
          if (redirect) {
            res.statusCode = redirect.status;
            applyHeaders(res, pathname, rules);
            res.setHeader('Location', redirect.location);
            res.end();
            return;
          }
          const canonical = canonicalPagePath(pathname);
          if (canonical !== pathname && pages.has(canonical)) {
            res.statusCode = 308;
            applyHeaders(res, pathname, rules);
            res.setHeader('Location', query === undefined ? canonical : `${canonical}?${query}`);
            res.end();
            return;
          }
          serveFile(req, res, () => sendNotFound(res, fallback, rules));
        });
      });
    }
  });
  // Resolves once every hashed asset is compressed ahead (the bench waits for it).
  return Object.assign(server, { compressed });
}

/**
 * The one spelling of a page's URL: no trailing slash, no `.html`, `/` for the home page.
 * @param {string} pathname
 */
export function canonicalPagePath(pathname) {
  const clean = pathname
    .replace(/\/+$/, '')
    .replace(/\.html$/, '')
    .replace(/\/index$/, '');
  return clean === '' ? '/' : clean;
}

/**
 * The canonical paths of the prerendered pages in the build (`wholesale.html` → `/wholesale`).
 * @param {string} root
 */
function listPages(root) {
  return new Set(
    readdirSync(root, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.html'))
      .map((file) => canonicalPagePath(`/${file}`)),
  );
}

/** @typedef {{ path: string[], to: string, status: number }} RedirectRule */
/** @typedef {{ forRegExp: RegExp, values: Record<string, string> }} HeaderRule */

/**
 * The build's `_headers` and `_redirects` (Netlify's and Cloudflare Pages' formats), read by
 * Netlify's own parsers, so `npm start` sends exactly what those hosts would. A file that cannot
 * be read stops the server with the parser's message.
 * @param {string} root
 * @returns {Promise<{ headers: HeaderRule[], redirects: RedirectRule[] }>}
 */
export async function readHostRules(root) {
  const headersFile = join(root, HEADERS_FILE);
  if (!existsSync(headersFile)) {
    console.warn(`serve: no ${HEADERS_FILE} in ${root}; serving without security headers`);
  }
  const [headers, redirects] = await Promise.all([
    parseAllHeaders({ headersFiles: [headersFile], configHeaders: [], minimal: false }),
    parseAllRedirects({
      redirectsFiles: [join(root, REDIRECTS_FILE)],
      configRedirects: [],
      minimal: false,
    }),
  ]);
  const errors = [...headers.errors, ...redirects.errors];
  if (errors.length > 0) throw new Error(`serve: ${errors.map(String).join('; ')}`);
  return {
    headers: /** @type {HeaderRule[]} */ (headers.headers),
    redirects: /** @type {{ path: string, to: string, status: number }[]} */ (
      redirects.redirects
    ).map(({ path, to, status }) => ({ path: path.split('/'), to, status })),
  };
}

/**
 * Where the first matching rule sends a request: its target with the `:name` values (as they
 * came, still percent-encoded). A target with a query string of its own replaces the request's,
 * as Cloudflare Pages does (checked on `wrangler pages dev`); one without keeps it. The parser
 * reads rules; matching them is each host's own, so it is here.
 * @param {string} pathname
 * @param {string | undefined} query
 * @param {RedirectRule[]} rules
 * @returns {{ location: string, status: number } | null}
 */
export function findRedirect(pathname, query, rules) {
  const segments = pathname.split('/');
  for (const { path, to, status } of rules) {
    if (path.length !== segments.length) continue;
    /** @type {Record<string, string>} */
    const values = {};
    const matches = path.every((part, index) => {
      const segment = segments[index] ?? '';
      if (!part.startsWith(':')) return part === segment;
      values[part] = segment;
      return segment !== '';
    });
    if (!matches) continue;
    const target = to.replace(/:\w+/g, (name) => values[name] ?? name);
    const location = query && !target.includes('?') ? `${target}?${query}` : target;
    return { location, status };
  }
  return null;
}

/**
 * Applies every rule whose path matches, in file order.
 * @param {import('node:http').ServerResponse} res
 * @param {string} pathname
 * @param {HeaderRule[]} rules
 */
function applyHeaders(res, pathname, rules) {
  res.setHeader('Cache-Control', DEFAULT_CACHE_CONTROL);
  for (const { forRegExp, values } of rules) {
    if (forRegExp.test(pathname))
      for (const [name, value] of Object.entries(values)) res.setHeader(name, value);
  }
}

const COMPRESSIBLE_ASSETS = new Set(['.js', '.css']);
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The build's hashed scripts and stylesheets never change: each is compressed once, at the
 * highest levels (brotli 11, gzip 9), in the background as the server starts, into a folder
 * beside the build's (never deployed), where sirv finds them. Until one is ready, it is
 * compressed on the fly like any other response. On the home page's first load that is about
 * 99 KB of brotli instead of 116 KB at the on-the-fly level. No maintained server compresses
 * ahead without writing next to the files it serves, which would ship them to every host.
 * @param {string} root
 * @param {string} folder
 * @returns {Promise<unknown>}
 */
function precompressAssets(root, folder) {
  const directory = join(root, 'assets');
  if (!existsSync(directory)) return Promise.resolve();
  mkdirSync(join(folder, 'assets'), { recursive: true });
  const files = readdirSync(directory).filter((file) => COMPRESSIBLE_ASSETS.has(extname(file)));
  const written = files.map(async (file) => {
    const body = readFileSync(join(directory, file));
    const [br, gz] = await Promise.all([
      brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzipAsync(body, { level: 9 }),
    ]);
    // Written whole, then moved in: a half-written file is never served.
    for (const [extension, data] of /** @type {const} */ ([
      ['.br', br],
      ['.gz', gz],
    ])) {
      const target = join(folder, 'assets', `${file}${extension}`);
      writeFileSync(`${target}.${process.pid}.tmp`, data);
      renameSync(`${target}.${process.pid}.tmp`, target);
    }
  });
  return Promise.all(written).catch((error) =>
    console.warn('serve: could not compress ahead', error),
  );
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {Buffer} fallback
 * @param {HeaderRule[]} rules
 */
function sendNotFound(res, fallback, rules) {
  res.statusCode = 404;
  applyHeaders(res, '/404.html', rules);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(fallback);
}
