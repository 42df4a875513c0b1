// @ts-check
/** What the README and docs name, read out of their text so a test can check it exists. */
import { dirname, join, normalize } from 'node:path';

/** Top-level folders and files of the repository that documents refer into. */
const TRACKED_ROOTS = [
  'app',
  'server',
  'netlify',
  'scripts',
  'checks',
  'docs',
  'media',
  'public',
  '.ci',
];
const ROOT_FILES = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'vitest.config.ts',
  'react-router.config.ts',
  'eslint.config.js',
  '.env.example',
  '.env.e2e',
  '.prettierrc.json',
  'README.md',
  'netlify.toml',
];

/**
 * The `VITE_*` variables a config module reads.
 * @param {string} source
 * @returns {string[]}
 */
export function configVariables(source) {
  return [...new Set(source.match(/\bVITE_[A-Z0-9_]+\b/g) ?? [])]
    .filter((name) => name !== 'VITE_')
    .sort();
}

/**
 * Repository paths a Markdown document names: link targets, and code spans that look like a path
 * into a tracked folder or a file at the root. Paths the build or the tests create, placeholders
 * and globs are left out. Link targets are resolved from the document's folder.
 * @param {string} markdown
 * @param {string} doc the document's own path, repository-relative
 * @param {{ all?: boolean }} [options] all: every link target, even outside the repository
 * @returns {string[]}
 */
export function documentedPaths(markdown, doc, options = {}) {
  /** @type {string[]} */
  const paths = [];
  for (const match of markdown.matchAll(/\]\(([^)\s]+)\)|(?:src|href)="([^"]+)"/g)) {
    const target = String(match[1] ?? match[2]).split('#')[0] ?? '';
    if (!target || /^[a-z]+:/i.test(target)) continue;
    paths.push(normalize(join(dirname(doc), target)));
  }
  if (options.all) return paths;
  for (const match of markdown.matchAll(/`([^`\s]+)`/g)) {
    const span = String(match[1]).replace(/[:,]\d+$/, '');
    if (/[*<>{}…]|node_modules|^\.\.?\//.test(span)) continue;
    const first = span.split('/')[0] ?? '';
    if ((TRACKED_ROOTS.includes(first) && span.includes('/')) || ROOT_FILES.includes(span)) {
      paths.push(normalize(span));
    }
  }
  return [...new Set(paths)].filter((path) => !path.startsWith('..') || options.all);
}
