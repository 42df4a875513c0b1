/**
 * The code a built page runs before hydration lives in app/early/ as ordinary modules
 * (type-checked, linted, unit-tested). This bundles one of them into the text of an inline
 * script: one self-contained, minified function call, for the same browsers as the site's
 * bundle. The pages' CSP hashes are taken from the finished pages, so they cover it.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { Rolldown } from 'vite';

const EARLY_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../app/early');

/** Early scripts, by their file in app/early/. */
export type EarlyScript = 'visit' | 'hydration';

export async function bundleEarlyScript(name: EarlyScript): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: EARLY_DIR,
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      rolldownOptions: {
        input: join(EARLY_DIR, `${name}.ts`),
        // A function called at once: its names stay out of the page's global scope.
        output: { format: 'iife' },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap(({ output }) => output).filter((file) => file.type === 'chunk');
  if (chunks.length !== 1 || !chunks[0]) {
    throw new Error(`bundleEarlyScript(${name}): expected one chunk, got ${chunks.length}`);
  }
  const code = chunks[0].code.trim().replace(/;$/, '');
  if (code.includes('</script')) throw new Error(`bundleEarlyScript(${name}): closes its script`);
  return code;
}
