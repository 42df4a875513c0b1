// @ts-check
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, readHeaderRules } from './static-server.mjs';

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
  writeFileSync(
    join(root, '_headers'),
    '/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n',
  );
  // What is not a file is the framework's: here, a stand-in that answers 404.
  server = await createStaticServer({
    root,
    answer: (_req, res) => res.writeHead(404).end('not a file'),
  });
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

describe('the _headers rules', () => {
  it('refuses a file it cannot read, with the parser’s reason', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'headers-'));
    writeFileSync(join(folder, '_headers'), '  X-Orphan: a header under no path\n');
    try {
      await expect(readHeaderRules(folder)).rejects.toThrow(/^serve: /);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
