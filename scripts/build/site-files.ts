/**
 * The crawler files written next to the prerendered pages at build time (react-router.config.ts):
 * a sitemap of the public routes and a robots.txt that points at it. `siteUrl` has no trailing
 * slash.
 */
export function renderSitemap(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function renderRobots(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

type WebManifestOptions = {
  name: string;
  shortName: string;
  description: string;
  themeColor: string;
  backgroundColor: string;
};

/** The web-app manifest (icons rendered by `npm run media`). */
export function renderWebManifest(options: WebManifestOptions): string {
  const manifest = {
    name: options.name,
    short_name: options.shortName,
    description: options.description,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: options.themeColor,
    background_color: options.backgroundColor,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
