// @ts-check
/**
 * `npm start`'s server: build/client's files as Cloudflare and Netlify serve them, and everything
 * else to React Router's own Node adapter (@react-router/node) with the build's server. Known
 * pages get their prerendered HTML from the flat `page.html` files (`/wholesale` →
 * `wholesale.html`, 200), the other spellings of a page (`/wholesale/`, `/wholesale.html`)
 * redirect once (308) to it, and every file carries the headers of the build's `_headers` file
 * (security headers and caching, app/server/security-headers.ts). What is not a file (a
 * form's post, the live product, an unknown path's 404) is the framework's.
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
import compression from 'compression';
import sirv from 'sirv';
import { isIP } from 'node:net';
import { pathToFileURL } from 'node:url';
import { createRequestListener } from '@react-router/node';
import { RouterContextProvider } from 'react-router';

/** @typedef {import('express').Request} ExpressRequest */
/** @typedef {import('express').Response} ExpressResponse */

const HEADERS_FILE = '_headers';
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
 * @param {{
 *   root: string,
 *   trustProxy?: boolean,
 *   answer?: import('node:http').RequestListener,
 *   ownPages?: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean,
 * }} options
 *   root: the build/client folder, its server (build/server/index.js) beside it; trustProxy:
 *   take the shopper's address from the proxy's X-Forwarded-For; answer: what answers the rest
 *   (the framework with that server, unless a test says otherwise); ownPages: pages of
 *   `npm start`'s own, asked first for what is not a file (the demo store's)
 */
export async function createStaticServer({ root, trustProxy = false, answer: given, ownPages }) {
  const pages = listPages(root);
  const rules = await readHeaderRules(root);
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
  const framework =
    given ?? (await frameworkListener(join(root, '..', 'server', 'index.js'), trustProxy));
  /** @type {import('node:http').RequestListener} */
  const answer = (req, res) => {
    if (!ownPages?.(req, res)) framework(req, res);
  };

  const server = createServer((req, res) => {
    // Compression is Connect middleware; its types name Express's request and response.
    const [request, response] = /** @type {[ExpressRequest, ExpressResponse]} */ (
      /** @type {unknown} */ ([req, res])
    );
    const [pathname = '/', query] = (req.url ?? '/').split('?');
    // Only a page or a file is read; a post, whatever its path, is the server's.
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      answer(req, res);
      return;
    }
    {
      servePrecompressed(req, res, () => {
        compress(request, response, () => {
          const canonical = canonicalPagePath(pathname);
          if (canonical !== pathname && pages.has(canonical)) {
            res.statusCode = 308;
            applyHeaders(res, pathname, rules);
            res.setHeader('Location', query === undefined ? canonical : `${canonical}?${query}`);
            res.end();
            return;
          }
          serveFile(req, res, () => answer(req, res));
        });
      });
    }
  });
  // An idle connection is kept longer than a client or a proxy in front keeps it (60 s is
  // common): else the server may close one just as the other end sends on it (ECONNRESET).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
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

/** @typedef {{ forRegExp: RegExp, values: Record<string, string> }} HeaderRule */

/**
 * The build's `_headers` (Netlify's and Cloudflare's format), read by Netlify's own parser, so
 * `npm start` sends exactly what those hosts would. A file that cannot be read stops the server
 * with the parser's message.
 * @param {string} root
 * @returns {Promise<HeaderRule[]>}
 */
export async function readHeaderRules(root) {
  const headersFile = join(root, HEADERS_FILE);
  if (!existsSync(headersFile)) {
    console.warn(`serve: no ${HEADERS_FILE} in ${root}; serving without security headers`);
  }
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [headersFile],
    configHeaders: [],
    minimal: false,
  });
  if (errors.length > 0) throw new Error(`serve: ${errors.map(String).join('; ')}`);
  return /** @type {HeaderRule[]} */ (headers);
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
 * The framework's Node adapter over the build's server, with what this host knows of each
 * request: its server-only variables and the shopper's address, and the hardening headers.
 * @param {string} serverFile
 * @param {boolean} trustProxy
 * @returns {Promise<import('node:http').RequestListener>}
 */
async function frameworkListener(serverFile, trustProxy) {
  const build = await import(pathToFileURL(serverFile).href);
  /** @type {typeof import('../../app/entry.server')} */
  // A build made before a door's helper existed lacks it (npm start on an older build): served
  // as it is, without that helper.
  const { hostContext, hostEnv, secured, warnWithoutPrivateToken } = build.entry.module;
  // Read once: the variables do not change while the server runs, and process.env is slow to read.
  const env = hostEnv(process.env);
  warnWithoutPrivateToken?.(env);
  const listener = createRequestListener({
    build,
    getLoadContext: (request, client) => {
      const context = new RouterContextProvider();
      context.set(hostContext, {
        env,
        clientIp:
          shopperAddress(
            trustProxy ? request.headers.get('x-forwarded-for') : null,
            client.address,
          ) || null,
        isBehindHttps:
          trustProxy &&
          request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https',
        // Node runs on after the response by itself: what finishes later just runs.
        waitUntil: () => undefined,
      });
      return context;
    },
  });
  // The hardening every answer gets (the root's middleware adds it), set ahead on the response,
  // so an answer the framework gives before that middleware runs (a post naming another site's
  // origin: 400) has it too; what an answer sets itself wins.
  const hardening = secured ? [...secured(new Response(null)).headers] : [];
  return (req, res) => {
    for (const [name, value] of hardening) res.setHeader(name, value);
    // The adapter rejects what it cannot make a Request of (a path such as `//`): a bad request,
    // never an unhandled rejection that would stop the server.
    Promise.resolve(listener(req, res)).catch((error) => {
      console.warn(
        `Refused ${req.method} ${req.url}: ${error instanceof Error ? error.message : error}`,
      );
      if (!res.headersSent) res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Bad request.');
    });
  };
}

/**
 * The shopper's address, sent to Shopify and Meta. Behind a proxy (TRUST_PROXY=true), the last
 * X-Forwarded-For entry, the one that proxy appended: the entries before it are whatever the
 * client sent, and a made-up address must not pass Shopify's bot protection as the shopper's.
 * @param {string | null} forwardedFor the header, when the proxy is trusted
 * @param {string | undefined} socketAddress
 */
function shopperAddress(forwardedFor, socketAddress) {
  const appended = String(forwardedFor ?? '')
    .split(',')
    .at(-1)
    ?.trim();
  return appended && isIP(appended) ? appended : (socketAddress ?? '');
}
