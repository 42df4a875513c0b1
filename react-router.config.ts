import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '@react-router/dev/config';
import { PUBLIC_PATHS } from './app/content/site-map';
import { readConfig } from './app/integrations/config';
import { product } from './app/content/product';
import { seo } from './app/content/seo';
import { THEME } from './app/content/theme';
import { renderRobots, renderSitemap, renderWebManifest } from './app/lib/site-files';

const buildDirectory = process.env.BUILD_DIR ?? 'build';

// Static site: every known route is prerendered to HTML, unknown paths are rendered by the
// client from the SPA fallback (served with status 404 by scripts/serve.mjs).
export default {
  appDirectory: 'app',
  // The browser tests use a second build with the fake services' settings (npm run build:e2e).
  buildDirectory,
  ssr: false,
  prerender: [...PUBLIC_PATHS],
  // sitemap.xml and robots.txt follow the route table and the build's VITE_SITE_URL; the web-app
  // manifest follows the product content.
  async buildEnd({ viteConfig }) {
    const { siteUrl } = readConfig(viteConfig.env);
    const clientDirectory = join(viteConfig.root, buildDirectory, 'client');
    await writeFile(join(clientDirectory, 'sitemap.xml'), renderSitemap(siteUrl, PUBLIC_PATHS));
    await writeFile(join(clientDirectory, 'robots.txt'), renderRobots(siteUrl));
    const manifest = renderWebManifest({
      name: product.name,
      shortName: product.brand,
      description: seo.home.description,
      themeColor: THEME.night,
      backgroundColor: THEME.cream,
    });
    await writeFile(join(clientDirectory, 'manifest.webmanifest'), manifest);
  },
} satisfies Config;
