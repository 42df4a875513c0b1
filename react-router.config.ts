import type { Config } from '@react-router/dev/config';
import { PUBLIC_PATHS } from './app/content/site-map';

// Static site: every known route is prerendered to HTML, unknown paths are rendered by the
// client from the SPA fallback (served with status 404 by scripts/serve.mjs).
export default {
  appDirectory: 'app',
  // The browser tests use a second build with the fake services' settings (npm run build:e2e).
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: false,
  prerender: [...PUBLIC_PATHS],
} satisfies Config;
