/**
 * The build's last step (react-router.config.ts `buildEnd`), after React Router has prerendered
 * every page into `build/client`: defers hydration (docs/decisions/0001-paint-first.md), adds
 * the visit's early script to every page and the home page's JSON-LD, then writes what depends on the finished pages and the configuration:
 * the security headers (with the hashes of the inline scripts), the redirects, sitemap.xml, robots.txt, the
 * web-app manifest and 404.html.
 */
import { readFile, readdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { product } from '../../app/content/product';
import { homeSeo } from '../../app/content/home';
import { NOT_FOUND_PATH, pageFile } from './site-map';
import { THEME } from '../../app/content/theme';
import type { SiteConfig } from '../../app/config';
import { renderHeadersFile, renderVercelConfig, securityHeaders } from './security-headers';
import { renderRedirects, renderRobots, renderSitemap, renderWebManifest } from './site-files';
import { deferHydration } from './defer-hydration.mjs';
import { inlineScriptHashes, prependScriptToHead } from './inline-scripts.mjs';
import { bundleEarlyScript } from './early-scripts';
/** React Router writes it for client-only rendering; the prerendered 404.html replaces it. */
const SPA_FALLBACK_FILE = '__spa-fallback.html';

export async function finishBuild(
  clientDirectory: string,
  config: SiteConfig,
  publicPaths: readonly string[],
) {
  await flattenPages(clientDirectory, [...publicPaths, NOT_FOUND_PATH]);
  await rm(join(clientDirectory, SPA_FALLBACK_FILE), { force: true });
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
  const files = {
    _headers: renderHeadersFile(headers),
    _redirects: renderRedirects(),
    'vercel.json': renderVercelConfig(headers),
    'sitemap.xml': renderSitemap(config.siteUrl, publicPaths),
    'robots.txt': renderRobots(config.siteUrl),
    'manifest.webmanifest': renderWebManifest({
      name: product.name,
      shortName: product.brand,
      description: homeSeo.description,
      themeColor: THEME.night,
      backgroundColor: THEME.cream,
    }),
  };
  for (const [name, content] of Object.entries(files)) {
    await writeFile(join(clientDirectory, name), content);
  }
  console.log(
    `finish-build: ${pages.length} pages (${pages.join(', ')}), ${hashes.size} inline script hashes, ${Object.keys(files).join(', ')}`,
  );
}

/**
 * Moves each prerendered `path/index.html` to `path.html` (see `pageFile`), and the not-found
 * page to the `404.html` that Netlify, Cloudflare Pages, Vercel and `npm start` answer unknown
 * paths with (status 404).
 */
async function flattenPages(clientDirectory: string, paths: readonly string[]) {
  for (const path of paths) {
    if (path === '/') continue;
    const folder = join(clientDirectory, path.slice(1));
    // pageFile(NOT_FOUND_PATH) is NOT_FOUND_FILE, 404.html.
    await rename(join(folder, 'index.html'), join(clientDirectory, pageFile(path)));
    await rmdir(folder); // fails loudly if the prerender put anything else there
  }
}
