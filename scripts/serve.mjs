// @ts-check
/** `npm start`: builds the site when there is no build yet, then serves it on $PORT (3000). */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createStaticServer } from './lib/static-server.mjs';

const root = fileURLToPath(new URL('../build/client/', import.meta.url));
const port = Number(process.env.PORT ?? 3000);

if (!existsSync(`${root}index.html`)) {
  console.log('No build found: running `npm run build` first.');
  execSync('npm run build', { stdio: 'inherit' });
}

createStaticServer({ root }).listen(port, () => {
  console.log(`Serving build/client at http://localhost:${port}`);
});
