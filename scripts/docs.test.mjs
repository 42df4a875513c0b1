// @ts-check
// @vitest-environment node
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { configVariables, documentedPaths } from './docs.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const read = (/** @type {string} */ path) => readFileSync(join(ROOT, path), 'utf8');

/** @param {string} dir @returns {string[]} every Markdown file under it, repository-relative */
function markdownUnder(dir) {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

const DOCS = ['README.md', ...markdownUnder('docs')];

describe('the README and docs tell the truth', () => {
  const variables = configVariables(read('app/config.ts'));

  it('finds the variables app/config.ts reads', () => {
    expect(variables).toContain('VITE_SHOPIFY_DOMAIN');
    expect(variables.length).toBeGreaterThan(15);
  });

  it('documents every variable in .env.example', () => {
    const example = read('.env.example');
    expect(variables.filter((name) => !new RegExp(`^${name}=`, 'm').test(example))).toEqual([]);
  });

  it("lists every variable in the README's configuration table", () => {
    const readme = read('README.md');
    expect(variables.filter((name) => !readme.includes(`| \`${name}\``))).toEqual([]);
  });

  it.each(DOCS)('%s names only paths that exist', (doc) => {
    const missing = documentedPaths(read(doc), doc).filter((path) => !existsSync(join(ROOT, path)));
    expect(missing).toEqual([]);
  });

  it.each(DOCS)('%s points nowhere outside the repository', (doc) => {
    const outside = documentedPaths(read(doc), doc, { all: true }).filter((path) =>
      normalize(path).startsWith('..'),
    );
    expect(outside).toEqual([]);
  });

  it('keeps docs/ at 12,000 words at most (as wc -w counts them)', () => {
    const words = markdownUnder('docs')
      .map((doc) => read(doc).split(/\s+/).filter(Boolean).length)
      .reduce((sum, count) => sum + count, 0);
    expect(words).toBeLessThanOrEqual(12_000);
  });

  it('keeps the README to a five-minute read', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(150);
  });
});
