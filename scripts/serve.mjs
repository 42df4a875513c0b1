// @ts-check
/**
 * `npm start`: builds the site when there is no build yet, then serves it on $PORT (3000).
 * BUILD_DIR (default `build`) picks another build, as the browser tests do.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createStaticServer } from './lib/static-server.mjs';

const buildDir = process.env.BUILD_DIR ?? 'build';
const root = fileURLToPath(new URL(`../${buildDir}/client/`, import.meta.url));
const port = Number(process.env.PORT ?? 3000);

if (!existsSync(`${root}index.html`)) {
  const script = buildDir === 'build-e2e' ? 'build:e2e' : 'build';
  console.log(`No build in ${buildDir}/: running \`npm run ${script}\` first.`);
  execSync(`npm run ${script}`, { stdio: 'inherit' });
}

createStaticServer({ root }).listen(port, () => {
  console.log(`Serving ${buildDir}/client at http://localhost:${port}`);
});
