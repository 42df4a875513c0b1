// @ts-check
/**
 * `npm start`'s side of the function beside the pages: the paths the build's `_routes.json`
 * includes go to the bundled worker (build/function/worker.mjs), as Cloudflare Pages sends them
 * to `_worker.js`; a Node request becomes a Fetch `Request` and the `Response` is written back.
 */
import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Files Cloudflare Pages keeps to itself: never served as static files. */
export const HOST_ONLY_FILES = new Set(['/_worker.js', '/_routes.json']);

/**
 * @typedef {{ fetch: (request: Request, env: Record<string, unknown>, context: { waitUntil: (work: Promise<unknown>) => void }) => Promise<Response> }} Worker
 * @param {string} root build/client
 * @returns {Promise<((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<boolean>) | null>}
 *   a handler that answers (true) when the path is the function's, or null without a function
 */
export async function loadFunction(root) {
  const routesFile = join(root, '_routes.json');
  const workerFile = join(root, '..', 'function', 'worker.mjs');
  if (!existsSync(routesFile) || !existsSync(workerFile)) return null;
  /** @type {{ include: string[] }} */
  const routes = JSON.parse(readFileSync(routesFile, 'utf8'));
  const patterns = routes.include.map(
    (rule) => new RegExp(`^${rule.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`),
  );
  /** @type {Worker} */
  const worker = (await import(pathToFileURL(workerFile).href)).default;
  const env = {
    ...process.env,
    ASSETS: {
      // The prerendered pages by their one URL (/, /contact…), as Cloudflare's ASSETS serves them.
      /** @param {Request | URL | string} input */
      fetch: async (input) => {
        const { pathname } = new URL(input instanceof Request ? input.url : String(input));
        const name = pathname === '/' ? 'index' : pathname.slice(1);
        const file = join(root, `${name}.html`);
        return /^[a-z-]+$/.test(name) && existsSync(file)
          ? new Response(readFileSync(file, 'utf8'), { headers: { 'Content-Type': 'text/html' } })
          : new Response('Not found', { status: 404 });
      },
    },
  };
  const trustProxy = process.env.TRUST_PROXY === 'true';
  return async (req, res) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (!patterns.some((pattern) => pattern.test(pathname))) return false;
    const clientIp = shopperAddress(
      trustProxy ? req.headers['x-forwarded-for'] : undefined,
      req.socket.remoteAddress,
    );
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined || name === 'cf-connecting-ip') continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    if (clientIp) headers.set('cf-connecting-ip', clientIp);
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {
      method: req.method,
      headers,
      body: hasBody ? bodyOf(req) : undefined,
      // @ts-expect-error Node's fetch needs this for a streamed body; the DOM types lack it.
      duplex: hasBody ? 'half' : undefined,
    });
    // Node runs on after the response by itself: what the function finishes later just runs.
    const response = await worker.fetch(request, env, { waitUntil: () => undefined });
    res.statusCode = response.status;
    for (const [name, value] of response.headers) {
      if (name !== 'set-cookie') res.setHeader(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
    res.end(Buffer.from(await response.arrayBuffer()));
    return true;
  };
}

/**
 * The shopper's address, sent to Shopify and Meta. Behind a proxy (TRUST_PROXY=true), the last
 * X-Forwarded-For entry, the one that proxy appended: the entries before it are whatever the
 * client sent, and a made-up address must not pass Shopify's bot protection as the shopper's.
 * @param {string | string[] | undefined} forwardedFor the header, when the proxy is trusted
 * @param {string | undefined} socketAddress
 */
export function shopperAddress(forwardedFor, socketAddress) {
  const appended = String(forwardedFor ?? '')
    .split(',')
    .at(-1)
    ?.trim();
  return appended && isIP(appended) ? appended : (socketAddress ?? '');
}

/** What the function reads of a body it stops at its limit is drained, up to this, then cut. */
const DRAIN_LIMIT_BYTES = 1_100_000;

/**
 * The request's body as a Fetch stream. When the function stops reading (a body over its limit),
 * the rest is drained rather than the socket destroyed, so the client reads the 413 instead of a
 * reset; a body that goes on past DRAIN_LIMIT_BYTES is cut.
 * @param {import('node:http').IncomingMessage} req
 * @returns {ReadableStream<Uint8Array>}
 */
function bodyOf(req) {
  return new ReadableStream({
    start(controller) {
      req.on('data', (chunk) => controller.enqueue(new Uint8Array(chunk)));
      req.on('end', () => controller.close());
      req.on('error', (error) => controller.error(error));
    },
    cancel() {
      req.removeAllListeners('data');
      let drained = 0;
      req.on('data', (/** @type {Buffer} */ chunk) => {
        drained += chunk.length;
        if (drained > DRAIN_LIMIT_BYTES) req.destroy();
      });
      req.resume();
    },
  });
}
