// @ts-check
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, findRedirect, readHostRules } from './static-server.mjs';

const SCRIPT = `export const words = ${JSON.stringify('honey '.repeat(2000))};\n`;
const BEST_BROTLI = brotliCompressSync(SCRIPT, {
  params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
}).length;

/** @type {string} */
let root;
/** @type {Awaited<ReturnType<typeof createStaticServer>>} */
let server;
/** @type {string} */
let origin;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'static-server-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets', 'app-1a2b.js'), SCRIPT);
  writeFileSync(join(root, '404.html'), '<!doctype html><title>404</title>');
  writeFileSync(
    join(root, '_headers'),
    '/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n',
  );
  server = await createStaticServer({ root });
  await new Promise((resolve) => server.listen(0, () => resolve(undefined)));
  await server.compressed;
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  origin = `http://localhost:${address.port}`;
});

afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

/**
 * The script's response as sent (fetch would undo the compression).
 * @param {Record<string, string>} headers
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer }>}
 */
function getScript(headers) {
  return new Promise((resolve, reject) => {
    get(`${origin}/assets/app-1a2b.js`, { headers }, (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });
}

describe('createStaticServer, hashed assets', () => {
  it('sends them compressed at the best brotli level once ready, with their caching', async () => {
    const { headers, body } = await getScript({ 'Accept-Encoding': 'gzip, deflate, br' });
    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers.vary).toBe('Accept-Encoding');
    expect(body.length).toBe(BEST_BROTLI);
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it('sends gzip at level 9 to a client without brotli, and answers a known ETag with 304', async () => {
    const { headers, body } = await getScript({ 'Accept-Encoding': 'gzip' });
    expect(headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(body).toString()).toBe(SCRIPT);
    const again = await getScript({
      'Accept-Encoding': 'gzip',
      'If-None-Match': String(headers.etag),
    });
    expect(again.status).toBe(304);
  });

  it('sends the file as it is to a client that accepts no compression', async () => {
    const { headers, body } = await getScript({ 'Accept-Encoding': 'identity' });
    expect(headers['content-encoding']).toBeUndefined();
    expect(body.toString()).toBe(SCRIPT);
  });
});

/**
 * The rules of a `_redirects` file with this text, as the server reads them.
 * @param {string} text
 */
async function redirectRules(text) {
  const folder = mkdtempSync(join(tmpdir(), 'redirects-'));
  writeFileSync(join(folder, '_headers'), '');
  writeFileSync(join(folder, '_redirects'), text);
  try {
    return (await readHostRules(folder)).redirects;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('the _redirects rules', () => {
  /** @type {Awaited<ReturnType<typeof redirectRules>>} */
  let rules;
  beforeAll(async () => {
    rules = await redirectRules('# discount links\n/discount/:code /?discount=:code 302\n');
  });

  it('sends /discount/CODE to /?discount=CODE, encoded as it came, as Cloudflare Pages does', () => {
    expect(findRedirect('/discount/SPRING10', undefined, rules)).toEqual({
      location: '/?discount=SPRING10',
      status: 302,
    });
    expect(findRedirect('/discount/%C3%89T%C3%89%2610', 'utm_source=ig', rules)).toEqual({
      location: '/?discount=%C3%89T%C3%89%2610',
      status: 302,
    });
  });

  it("keeps the request's query when the target has none", async () => {
    const moved = await redirectRules('/old/:page /new/:page 301');
    expect(findRedirect('/old/x', 'a=1', moved)).toEqual({ location: '/new/x?a=1', status: 301 });
  });

  it('matches one whole segment only', () => {
    expect(findRedirect('/discount/', undefined, rules)).toBeNull();
    expect(findRedirect('/discount', undefined, rules)).toBeNull();
    expect(findRedirect('/discount/A/B', undefined, rules)).toBeNull();
    expect(findRedirect('/discounts/A', undefined, rules)).toBeNull();
  });

  it('refuses a file it cannot read, with the parser’s reason', async () => {
    await expect(redirectRules('/a')).rejects.toThrow(
      /serve: Error: Could not parse redirect line 1/,
    );
  });
});
