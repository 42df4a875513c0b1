import { join } from 'node:path';
import type { Config } from '@react-router/dev/config';
import routes from './app/routes';
import { NOT_FOUND_PATH, pagePaths } from './scripts/build/site-map';
import { readConfig } from './app/config';
import { finishBuild } from './scripts/build/finish-build';
import { writeSetupReport } from './scripts/build/setup-report';
import { bundleFunction } from './scripts/build/bundle-function';
import { writeVercelOutput } from './scripts/build/vercel-output';

const buildDirectory = process.env.BUILD_DIR ?? 'build';

// Static site: every known route is prerendered to HTML, and so is the not-found page, which
// the build makes the 404.html hosts answer unknown paths with (status 404).
export default {
  appDirectory: 'app',
  // The browser tests use a second build with the fake services' settings (npm run build:e2e).
  buildDirectory,
  ssr: false,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  // Every page of the route table (the one list of routes), and the not-found page.
  prerender: [...pagePaths(routes), NOT_FOUND_PATH],
  async buildEnd({ viteConfig }) {
    const clientDirectory = join(viteConfig.root, buildDirectory, 'client');
    const siteConfig = readConfig(viteConfig.env);
    await finishBuild(clientDirectory, siteConfig, pagePaths(routes));
    await bundleFunction(join(viteConfig.root, buildDirectory), siteConfig);
    // Vercel's builds set VERCEL: they deploy what the Build Output API directory holds.
    if (process.env.VERCEL) await writeVercelOutput(viteConfig.root, clientDirectory, siteConfig);
    await writeSetupReport(join(viteConfig.root, buildDirectory), viteConfig.env);
  },
} satisfies Config;
