// @ts-check
/** Post-build step: defers hydration of every prerendered page in build/client. */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deferHydration } from './lib/defer-hydration.mjs';

const CLIENT_DIR = new URL(`../${process.env.BUILD_DIR ?? 'build'}/client/`, import.meta.url)
  .pathname;

const files = (await readdir(CLIENT_DIR, { recursive: true })).filter((file) =>
  file.endsWith('.html'),
);
for (const file of files) {
  const path = join(CLIENT_DIR, file);
  await writeFile(path, deferHydration(await readFile(path, 'utf8')));
}
console.log(`optimize-html: deferred hydration in ${files.length} pages`);
