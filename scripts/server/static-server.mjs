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
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import compression from 'compression';
import sirv from 'sirv';

/** @typedef {import('express').Request} ExpressRequest */
/** @typedef {import('express').Response} ExpressResponse */

export const NOT_FOUND_FILE = '404.html';
const HEADERS_FILE = '_headers';
const REDIRECTS_FILE = '_redirects';
/** What a static host does for HTML when no rule says otherwise: revalidate on each visit. */
const DEFAULT_CACHE_CONTROL = 'no-cache';
// Sirv's type table has no entry for .ico: the registered type, as Cloudflare sends it.
const EXTRA_TYPES = { '.ico': 'image/vnd.microsoft.icon' };

/**
 * @param {{ root: string }} options root: the build/client folder
 */
export function createStaticServer({ root }) {
  const fallback = readFileSync(join(root, NOT_FOUND_FILE));
  const pages = listPages(root);
  const rules = readHeaderRules(root);
  const redirects = readRedirectRules(root);
  const { assets, compressed } = precompressAssets(root);
  const compress = compression();
  const serveFile = sirv(root, {
    dev: false,
    etag: true,
    setHeaders(res, pathname) {
      applyHeaders(res, pathname, rules);
      const extension = /** @type {keyof typeof EXTRA_TYPES} */ (
        pathname.slice(pathname.lastIndexOf('.'))
      );
      if (EXTRA_TYPES[extension]) res.setHeader('Content-Type', EXTRA_TYPES[extension]);
    },
  });

  const server = createServer((req, res) => {
    // Compression is Connect middleware; its types name Express's request and response.
    const [request, response] = /** @type {[ExpressRequest, ExpressResponse]} */ (
      /** @type {unknown} */ ([req, res])
    );
    const [pathname = '/', query] = (req.url ?? '/').split('?');
    const asset = req.method === 'GET' || req.method === 'HEAD' ? assets.get(pathname) : undefined;
    if (asset && sendPrecompressed(req, res, pathname, asset, rules)) return;
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

/**
 * @typedef {{ from: string[], to: string, status: number }} RedirectRule
 */

/**
 * Reads the `_redirects` file the build writes (Netlify's and Cloudflare Pages' format:
 * `from to status`, where a `:name` segment of `from` matches one path segment).
 * @param {string} root
 * @returns {RedirectRule[]}
 */
function readRedirectRules(root) {
  const path = join(root, REDIRECTS_FILE);
  return existsSync(path) ? parseRedirectRules(readFileSync(path, 'utf8')) : [];
}

/**
 * @param {string} text
 * @returns {RedirectRule[]}
 */
export function parseRedirectRules(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status = '301', ...rest] = line.split(/\s+/);
      if (!from || !to || rest.length > 0 || !/^30[12378]$/.test(status)) {
        throw new Error(`${REDIRECTS_FILE}: cannot read "${line}"`);
      }
      return { from: from.split('/'), to, status: Number(status) };
    });
}

/**
 * Where the first matching rule sends a request: its target with the `:name` values (as they
 * came, still percent-encoded). A target with a query string of its own replaces the request's,
 * as Cloudflare Pages does (checked on `wrangler pages dev`); one without keeps it.
 * @param {string} pathname
 * @param {string | undefined} query
 * @param {RedirectRule[]} rules
 * @returns {{ location: string, status: number } | null}
 */
export function findRedirect(pathname, query, rules) {
  const segments = pathname.split('/');
  for (const { from, to, status } of rules) {
    if (from.length !== segments.length) continue;
    /** @type {Record<string, string>} */
    const values = {};
    const matches = from.every((part, index) => {
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
 * @typedef {{ pattern: string, headers: [string, string][] }} HeaderRule
 */

/**
 * Reads the `_headers` file the build writes (Netlify's format: a path pattern, then indented
 * `Name: value` lines), so `npm start` sends exactly what a static host would.
 * @param {string} root
 * @returns {HeaderRule[]}
 */
function readHeaderRules(root) {
  const path = join(root, HEADERS_FILE);
  if (!existsSync(path)) {
    console.warn(`serve: no ${HEADERS_FILE} in ${root}; serving without security headers`);
    return [];
  }
  return parseHeaderRules(readFileSync(path, 'utf8'));
}

/**
 * @param {string} text
 * @returns {HeaderRule[]}
 */
function parseHeaderRules(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const separator = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || separator < 0) throw new Error(`${HEADERS_FILE}: cannot read "${line}"`);
    rule.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  }
  return rules;
}

/**
 * Applies every rule whose pattern matches (a trailing `*` matches any rest of the path).
 * @param {import('node:http').ServerResponse} res
 * @param {string} pathname
 * @param {HeaderRule[]} rules
 */
function applyHeaders(res, pathname, rules) {
  res.setHeader('Cache-Control', DEFAULT_CACHE_CONTROL);
  for (const { pattern, headers } of rules) {
    const matches = pattern.endsWith('*')
      ? pathname.startsWith(pattern.slice(0, -1))
      : pathname === pattern;
    if (matches) for (const [name, value] of headers) res.setHeader(name, value);
  }
}

/** @typedef {{ type: string, br: Buffer, gzip: Buffer, hash: string }} CompressedAsset */

const COMPRESSIBLE_ASSETS = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The build's hashed scripts and stylesheets never change: each is compressed once, at the
 * highest levels (brotli 11, gzip 9), in the background as the server starts; until it is
 * ready, it is compressed on the fly like any other response. On the home page's first load
 * that is about 99 KB of brotli instead of 116 KB at the on-the-fly level.
 * @param {string} root
 * @returns {{ assets: Map<string, CompressedAsset>, compressed: Promise<unknown> }}
 */
function precompressAssets(root) {
  /** @type {Map<string, CompressedAsset>} */
  const ready = new Map();
  const directory = join(root, 'assets');
  if (!existsSync(directory)) return { assets: ready, compressed: Promise.resolve() };
  const files = readdirSync(directory).filter((file) => extname(file) in COMPRESSIBLE_ASSETS);
  const compressed = files.map((file) => {
    const type = COMPRESSIBLE_ASSETS[/** @type {'.js'} */ (extname(file))];
    const body = readFileSync(join(directory, file));
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 16);
    return Promise.all([
      brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzipAsync(body, { level: 9 }),
    ]).then(
      ([br, gz]) => ready.set(`/assets/${file}`, { type, br, gzip: gz, hash }),
      (error) => console.warn(`serve: could not compress ${file} ahead`, error),
    );
  });
  return { assets: ready, compressed: Promise.all(compressed) };
}

/**
 * The encoding the request accepts, brotli first; null when it accepts neither.
 * @param {string | undefined} header Accept-Encoding
 * @returns {'br' | 'gzip' | null}
 */
export function acceptedEncoding(header = '') {
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ''))
      .map(([name]) => (name ?? '').trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * Sends a precompressed asset; false when the request accepts no compression (sirv then sends
 * the file as it is).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} pathname
 * @param {CompressedAsset} asset
 * @param {HeaderRule[]} rules
 */
function sendPrecompressed(req, res, pathname, asset, rules) {
  const encoding = acceptedEncoding(req.headers['accept-encoding']);
  if (!encoding) return false;
  applyHeaders(res, pathname, rules);
  res.setHeader('Content-Type', asset.type);
  res.setHeader('Vary', 'Accept-Encoding');
  const etag = `"${asset.hash}-${encoding}"`;
  res.setHeader('ETag', etag);
  if (req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    res.end();
    return true;
  }
  const body = asset[encoding];
  res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
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
