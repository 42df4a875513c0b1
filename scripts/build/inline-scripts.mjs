// @ts-check
/** Helpers for the inline scripts of prerendered pages (CSP hashes, build-time additions). */
import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;
const SRC_ATTRIBUTE = /\ssrc=/;
const TYPE_ATTRIBUTE = /\stype="([^"]*)"/;
/** Script types a browser runs; others (e.g. application/ld+json) are data, outside the CSP. */
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * The CSP sources (`'sha256-…'`) of every inline script a page runs, in page order.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes = '']) => {
      if (SRC_ATTRIBUTE.test(attributes)) return false;
      return EXECUTABLE_TYPES.has(attributes.match(TYPE_ATTRIBUTE)?.[1] ?? '');
    })
    .map(([, , body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

const CHARSET = '<meta charSet="utf-8"/>';

/**
 * An inline script at the very top of the head (right after the charset, which must come
 * first): it runs before anything of the body is parsed or painted.
 * @param {string} html
 * @param {string} code
 */
export function prependScriptToHead(html, code) {
  if (!html.includes(CHARSET)) throw new Error(`prependScriptToHead: the page has no ${CHARSET}`);
  if (code.includes('</script')) throw new Error('prependScriptToHead: the code closes its script');
  return html.replace(CHARSET, `${CHARSET}<script>${code}</script>`);
}
