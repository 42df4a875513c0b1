import { join } from 'node:path';
import type { Config } from '@react-router/dev/config';
import { vercelPreset } from '@vercel/react-router/vite';
import routes from './app/routes';
import { pagePaths } from './scripts/build/site-map';
import { readConfig } from './app/config';
import { finishBuild } from './scripts/build/finish-build';
import { writeSetupReport } from './scripts/build/setup-report';

const buildDirectory = process.env.BUILD_DIR ?? 'build';
const SITE_FILES = ['/sitemap.xml', '/robots.txt', '/manifest.webmanifest'];

// Every page is prerendered to a static file a host serves without running code; the server
// (build/server, run by each host's adapter) answers the rest: the cart, the list, the events,
// the live product, the discount links and the not-found page (docs/decisions/0008).
export default {
  appDirectory: 'app',
  // Vercel's builds set VERCEL: its preset tells its builder how to deploy the server.
  presets: process.env.VERCEL ? [vercelPreset()] : [],
  // The browser tests use a second build with the fake services' settings (npm run build:e2e).
  buildDirectory,
  ssr: true,
  // The whole route table is in each page: a tap never asks the server where a page is.
  routeDiscovery: { mode: 'initial' },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  // Every page of the route table (the one list of routes), and the files the framework makes.
  prerender: [...pagePaths(routes), ...SITE_FILES],
  async buildEnd({ viteConfig }) {
    const clientDirectory = join(viteConfig.root, buildDirectory, 'client');
    const siteConfig = readConfig(viteConfig.env);
    await finishBuild(clientDirectory, siteConfig, pagePaths(routes));
    await writeSetupReport(join(viteConfig.root, buildDirectory), viteConfig.env);
  },
} satisfies Config;
