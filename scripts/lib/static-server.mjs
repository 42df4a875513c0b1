// @ts-check
/**
 * The production server: serves build/client as a static host would. Known routes get their
 * prerendered HTML, other paths without a file get the SPA fallback with status 404 (the client
 * renders the not-found page), hashed assets are cached for a year, HTML is revalidated.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import compression from 'compression';
import sirv from 'sirv';

/** @typedef {import('express').Request} ExpressRequest */
/** @typedef {import('express').Response} ExpressResponse */

export const SPA_FALLBACK_FILE = '__spa-fallback.html';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
// Media keep their names when `npm run media` redraws them: cached for a day, then revalidated.
const MEDIA = 'public, max-age=86400';
const MEDIA_PATH = /^\/(images|video|icons)\/|^\/favicon\./;
// sirv's type table has no entry for .ico.
const EXTRA_TYPES = { '.ico': 'image/x-icon' };

/**
 * @param {{ root: string }} options root: the build/client folder
 */
export function createStaticServer({ root }) {
  const fallback = readFileSync(join(root, SPA_FALLBACK_FILE));
  const compress = compression();
  const serveFile = sirv(root, {
    dev: false,
    etag: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
      const extension = /** @type {keyof typeof EXTRA_TYPES} */ (
        pathname.slice(pathname.lastIndexOf('.'))
      );
      if (EXTRA_TYPES[extension]) res.setHeader('Content-Type', EXTRA_TYPES[extension]);
    },
  });

  return createServer((req, res) => {
    // compression is Connect middleware; its types name Express's request and response.
    const [request, response] = /** @type {[ExpressRequest, ExpressResponse]} */ (
      /** @type {unknown} */ ([req, res])
    );
    compress(request, response, () => {
      if (req.url?.split('?')[0]?.endsWith(`/${SPA_FALLBACK_FILE}`)) {
        sendNotFound(res, fallback);
        return;
      }
      serveFile(req, res, () => sendNotFound(res, fallback));
    });
  });
}

/** @param {string} pathname */
export function cacheControlFor(pathname) {
  if (pathname.startsWith('/assets/')) return IMMUTABLE;
  return MEDIA_PATH.test(pathname) ? MEDIA : REVALIDATE;
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {Buffer} fallback
 */
function sendNotFound(res, fallback) {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', REVALIDATE);
  res.end(fallback);
}
