// @ts-check
/**
 * Measures what a page needs before it is interactive, from the built files: the JavaScript its
 * router script imports plus everything those modules import statically, and its CSS (inline
 * <style> and linked stylesheets). Dynamic imports are left out: they load on demand.
 */
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The router script's imports, as React Router emits them or as deferHydration rewrites them. */
const ROUTER_IMPORT = /import(?:\(|\s+(?:\*\s+as\s+[\w$]+\s+from\s+)?)"(\/assets\/[^"]+\.js)"/g;
const STATIC_IMPORT =
  /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.js)["']/g;
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g;
const LINKED_STYLESHEET = /<link rel="stylesheet" href="([^"]+)"/g;

/**
 * Every page's first-load JavaScript, gzip -9 (docs/decisions/0002-first-load-bytes.md; `/`'s
 * figure in docs/performance.md). The budget test and `npm run bench` both hold the pages to it.
 */
// 123,968 B before the store's offer (issue 68), which may add 1 KB at most: its code is 585 B.
export const FIRST_LOAD_JS_BUDGET = 124_992;

/** @param {string | Buffer} content */
export function gzipSize(content) {
  return gzipSync(content, { level: 9 }).length;
}

/**
 * @param {string} clientDir build/client
 * @param {string} htmlFile a page, relative to clientDir (e.g. "index.html")
 * @returns {{ jsFiles: string[], jsGzipBytes: number, cssGzipBytes: number }}
 */
export function measureFirstLoad(clientDir, htmlFile) {
  const html = readFileSync(join(clientDir, htmlFile), 'utf8');
  const seen = new Set();
  const queue = [...html.matchAll(ROUTER_IMPORT)].map((match) => String(match[1]));
  while (queue.length > 0) {
    const url = /** @type {string} */ (queue.shift());
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readFileSync(join(clientDir, url), 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) {
      queue.push(posix.join(posix.dirname(url), String(match[1])));
    }
  }
  const jsFiles = [...seen].sort();
  const jsGzipBytes = jsFiles.reduce(
    (sum, url) => sum + gzipSize(readFileSync(join(clientDir, url))),
    0,
  );
  const inlineCss = [...html.matchAll(INLINE_STYLE)].map((match) => String(match[1])).join('');
  const linkedCss = [...html.matchAll(LINKED_STYLESHEET)]
    .map((match) => readFileSync(join(clientDir, String(match[1])), 'utf8'))
    .join('');
  const css = inlineCss + linkedCss;
  return { jsFiles, jsGzipBytes, cssGzipBytes: css === '' ? 0 : gzipSize(css) };
}
