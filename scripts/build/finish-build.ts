/**
 * The build's last step (react-router.config.ts `buildEnd`), after React Router has prerendered
 * every page into `build/client`: defers hydration (docs/decisions/0001-paint-first.md), adds
 * the visit's early script to every page, then writes the security headers (with the hashes of
 * the inline scripts). sitemap.xml, robots.txt and the manifest are prerendered routes.
 */
import { readFile, readdir, rename, rmdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pageFile } from './site-map';
import type { SiteConfig } from '../../app/config';
import {
  contentSecurityPolicy,
  metaPolicy,
  renderHeadersFile,
  securityHeaders,
} from '../../app/server/security-headers';
import { deferHydration } from './defer-hydration.mjs';
import { inlineScriptHashes, prependScriptToHead } from './inline-scripts.mjs';
import { bundleEarlyScript } from './early-scripts';

export async function finishBuild(
  clientDirectory: string,
  config: SiteConfig,
  publicPaths: readonly string[],
) {
  await flattenPages(clientDirectory, publicPaths);
  const pages = (await readdir(clientDirectory, { recursive: true })).filter((file) =>
    file.endsWith('.html'),
  );
  const visitScript = await bundleEarlyScript('visit');
  const hydrationStarter = await bundleEarlyScript('hydration');
  const hashes = new Set<string>();
  for (const page of pages) {
    const path = join(clientDirectory, page);
    let html = deferHydration(await readFile(path, 'utf8'), hydrationStarter);
    // The visit's campaign and discount code into its cookies: before the page paints, on every page.
    html = prependScriptToHead(html, visitScript);
    for (const hash of inlineScriptHashes(html)) hashes.add(hash);
    await writeFile(path, html);
  }

  const headers = securityHeaders(config, [...hashes].sort());
  // Vercel's headers come from the project's vercel.json, read before the build: there, each
  // page carries its script policy itself (security-headers.ts, renderVercelConfig).
  if (process.env.VERCEL) {
    const policy = metaPolicy(contentSecurityPolicy(config, [...hashes].sort()));
    for (const page of pages) {
      const path = join(clientDirectory, page);
      await writeFile(path, prependToHead(await readFile(path, 'utf8'), policy));
    }
  }
  await writeFile(join(clientDirectory, '_headers'), renderHeadersFile(headers));
  console.log(
    `finish-build: ${pages.length} pages (${pages.join(', ')}), ${hashes.size} inline script hashes, _headers`,
  );
}

/**
 * Moves each prerendered `path/index.html` to `path.html` (see `pageFile`): the one URL of a
 * page, without a trailing slash, on every host.
 */
async function flattenPages(clientDirectory: string, paths: readonly string[]) {
  for (const path of paths) {
    if (path === '/') continue;
    const folder = join(clientDirectory, path.slice(1));
    await rename(join(folder, 'index.html'), join(clientDirectory, pageFile(path)));
    await rmdir(folder); // fails loudly if the prerender put anything else there
  }
}

/** The policy as the head's first element after the charset: before any script it governs. */
function prependToHead(html: string, policy: string): string {
  const charset = '<meta charSet="utf-8"/>';
  if (!html.includes(charset)) throw new Error(`finish-build: a page has no ${charset}`);
  const escaped = policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return html.replace(
    charset,
    `${charset}<meta http-equiv="Content-Security-Policy" content="${escaped}"/>`,
  );
}
