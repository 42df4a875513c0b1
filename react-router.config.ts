import { join } from 'node:path';
import type { Config } from '@react-router/dev/config';
import { NOT_FOUND_PATH, PUBLIC_PATHS } from './app/content/site-map';
import { readConfig } from './app/integrations/config';
import { finishBuild } from './scripts/lib/finish-build';
import { writeSetupReport } from './scripts/lib/setup-report';

const buildDirectory = process.env.BUILD_DIR ?? 'build';

// Static site: every known route is prerendered to HTML, and so is the not-found page, which
// the build makes the 404.html hosts answer unknown paths with (status 404).
export default {
  appDirectory: 'app',
  // The browser tests use a second build with the fake services' settings (npm run build:e2e).
  buildDirectory,
  ssr: false,
  prerender: [...PUBLIC_PATHS, NOT_FOUND_PATH],
  async buildEnd({ viteConfig }) {
    const clientDirectory = join(viteConfig.root, buildDirectory, 'client');
    await finishBuild(clientDirectory, readConfig(viteConfig.env), PUBLIC_PATHS);
    await writeSetupReport(join(viteConfig.root, buildDirectory), viteConfig.env);
  },
} satisfies Config;
