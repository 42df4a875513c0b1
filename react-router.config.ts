import { join } from 'node:path';
import type { Config } from '@react-router/dev/config';
import { PUBLIC_PATHS } from './app/content/site-map';
import { readConfig } from './app/integrations/config';
import { finishBuild } from './scripts/lib/finish-build';

const buildDirectory = process.env.BUILD_DIR ?? 'build';

// Static site: every known route is prerendered to HTML, unknown paths are rendered by the
// client from the SPA fallback (served with status 404 by scripts/serve.mjs).
export default {
  appDirectory: 'app',
  // The browser tests use a second build with the fake services' settings (npm run build:e2e).
  buildDirectory,
  ssr: false,
  prerender: [...PUBLIC_PATHS],
  async buildEnd({ viteConfig }) {
    const clientDirectory = join(viteConfig.root, buildDirectory, 'client');
    await finishBuild(clientDirectory, readConfig(viteConfig.env), PUBLIC_PATHS);
  },
} satisfies Config;
