// @ts-check
/**
 * The "Order Now" path's files, counted as decision 0006 counts them: every file reached by a
 * relative or `~/` import (static or dynamic, tests aside) from the given starts. With no
 * argument it prints the decision's three walks: the whole path (the buy area, the early
 * script, the server's cart route and the build step that inlines the early script), the buy
 * area alone, and the server's cart part alone (decision 0008 moved the function into app/).
 *
 *   node checks/bench/buy-path-files.mjs [START…]   (add --list to name the files)
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js'];
const IMPORTS =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

const WALKS = {
  'the whole path': [
    'app/store/buy-controls.tsx',
    'app/early/visit.ts',
    'app/routes/cart.post.tsx',
    'scripts/build/early-scripts.ts',
  ],
  'the buy area alone': ['app/store/buy-controls.tsx'],
  'the server’s cart part alone': ['app/store/cart.server.ts'],
};

const args = process.argv.slice(2);
const list = args.includes('--list');
const starts = args.filter((arg) => arg !== '--list');
const walks = starts.length > 0 ? { 'from the given starts': starts } : WALKS;
for (const [name, from] of Object.entries(walks)) {
  const files = walk(from);
  console.log(`${name}: ${files.length} files (${from.join(', ')})`);
  if (list) for (const file of files) console.log(`  ${file}`);
}

/** @param {string[]} from files relative to the project's root @returns {string[]} */
function walk(from) {
  const seen = new Set();
  const queue = [...from];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(join(ROOT, file), 'utf8').matchAll(IMPORTS)) {
      const found = resolveImport(file, match[1] ?? match[2] ?? match[3] ?? '');
      if (found && !/\.test\./.test(found)) queue.push(found);
    }
  }
  return [...seen].sort();
}

/** A relative or `~/` import's file, or null for a package. @param {string} from @param {string} specifier */
function resolveImport(from, specifier) {
  const path = specifier.split('?')[0] ?? '';
  let base;
  if (path.startsWith('.')) base = resolve(ROOT, dirname(from), path);
  else if (path.startsWith('~/')) base = join(ROOT, 'app', path.slice(2));
  else return null;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(ROOT, candidate);
  }
  return null;
}
