// @vitest-environment node
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

// React Router 8 waits on Vercel's adapter (docs/decisions/0008-one-app-on-the-framework.md):
// @vercel/react-router names React Router 7 as its peer. This turns red when the installed
// adapter accepts 8: then move the site to React Router 8, and this test with it.

type PackageJson = { version: string; peerDependencies?: Record<string, string> };
const read = (name: string) =>
  JSON.parse(
    readFileSync(new URL(`../../node_modules/${name}/package.json`, import.meta.url), 'utf8'),
  ) as PackageJson;

/** Whether a peer range (`7`, `^7.9`, `>=7.9`, `7 || 8`…) lets in a release of `major`. */
function acceptsMajor(range: string, major: number): boolean {
  return range.split('||').some((part) => {
    const bound = /^\s*(>=|>|\^|~)?\s*v?(\d+)/.exec(part);
    if (!bound) return part.trim() === '*' || part.trim() === '';
    const [, operator = '', first = '0'] = bound;
    return operator === '>=' || operator === '>' ? Number(first) <= major : Number(first) === major;
  });
}

it('reads ranges as npm would for a major', () => {
  expect(acceptsMajor('7', 8)).toBe(false);
  expect(acceptsMajor('^7.9.0', 8)).toBe(false);
  expect(acceptsMajor('7 || 8', 8)).toBe(true);
  expect(acceptsMajor('>=7.9', 8)).toBe(true);
});

it('the site is on React Router 7, the newest major every host’s adapter takes', () => {
  expect(read('react-router').version).toMatch(/^7\./);
  const vercel = read('@vercel/react-router').peerDependencies ?? {};
  for (const peer of ['@react-router/dev', '@react-router/node']) {
    expect(acceptsMajor(vercel[peer] ?? '', 8), `@vercel/react-router's ${peer} peer`).toBe(false);
  }
  // The other hosts already take 8: Netlify's adapter (>= 7.9) and Cloudflare's door (the
  // framework's own request handler).
  const netlify = read('@netlify/vite-plugin-react-router').peerDependencies ?? {};
  expect(acceptsMajor(netlify['react-router'] ?? '', 8)).toBe(true);
});
