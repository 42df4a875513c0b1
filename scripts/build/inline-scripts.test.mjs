// @vitest-environment node
// @ts-check
import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { inlineScriptHashes, prependScriptToHead } from './inline-scripts.mjs';

const sha = (/** @type {string} */ text) =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  test('hashes classic and module inline scripts, exactly as written', () => {
    const html =
      '<head><script>window.__ctx = {"a":1};\n</script></head><body><script type="module" async="">import "x";</script></body>';
    expect(inlineScriptHashes(html)).toEqual([
      sha('window.__ctx = {"a":1};\n'),
      sha('import "x";'),
    ]);
  });

  test('skips external scripts and data blocks such as JSON-LD', () => {
    const html =
      '<script src="/assets/a.js"></script><script type="application/ld+json">{"@type":"Product"}</script><script>run()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('run()')]);
  });
});

test('prependScriptToHead puts the script right after the charset, and refuses what it cannot', () => {
  const page = '<html><head><meta charSet="utf-8"/><title>x</title></head></html>';
  expect(prependScriptToHead(page, 'go()')).toBe(
    '<html><head><meta charSet="utf-8"/><script>go()</script><title>x</title></head></html>',
  );
  expect(() => prependScriptToHead('<p>fragment</p>', 'go()')).toThrow(/no <meta charSet/);
  expect(() => prependScriptToHead(page, '"</script>"')).toThrow(/closes its script/);
});
