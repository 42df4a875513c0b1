import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { type Plugin, defineConfig, loadEnv } from 'vite';
import { readConfig } from './app/integrations/config';
import { firstLoadChunk } from './scripts/lib/first-load-chunk';
import { reactRouterProduction } from './scripts/lib/react-router-production';

export default defineConfig(({ mode }) => {
  // The configuration is read here, once, and built in as data (app/integrations/config.ts).
  const siteConfig = readConfig(loadEnv(mode, process.cwd(), 'VITE_'));
  // Vite reads this file more than once per build: say it once.
  const warned = globalThis as { lumenHiveConfigWarned?: boolean };
  if (siteConfig.invalidVariables.length > 0 && !warned.lumenHiveConfigWarned) {
    warned.lumenHiveConfigWarned = true;
    const consentNote = siteConfig.invalidVariables.includes('VITE_CONSENT_MODE')
      ? ' (an unknown VITE_CONSENT_MODE means opt-in)'
      : '';
    console.warn(
      `Malformed settings, treated as unset${consentNote}: ${siteConfig.invalidVariables.join(', ')}. See .env.example.`,
    );
  }
  const firstLoad = firstLoadChunk(
    /\/app\/(components\/legal-document\.tsx|integrations\/(?!config\.ts))/,
  );
  return {
    define: { __SITE_CONFIG__: JSON.stringify(siteConfig) },
    plugins: [
      tailwindcss(),
      reactRouter(),
      plainDynamicImports(),
      reactRouterProduction(),
      firstLoad.plugin,
    ],
    // Lazy code (store client, email library, toasts) loads after the first paint anyway, and the
    // site has no per-chunk CSS: nothing needs preloading ahead of a dynamic import.
    build: {
      modulePreload: false,
      sourcemap: process.env.SOURCEMAP === '1',
      rolldownOptions: {
        output: {
          // One file for what every page's first load needs (scripts/lib/first-load-chunk.ts).
          codeSplitting: { groups: [{ name: 'shared', test: firstLoad.test }] },
        },
      },
    },
    resolve: {
      alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
    },
  };
});

/**
 * With modulePreload off and no CSS chunks, Vite still wraps every dynamic import in its preload
 * helper (about 1.3 KiB gzipped on the first load of any page that has a lazy import). This
 * swaps the helper for a plain call. Our callers handle a failed import themselves.
 */
function plainDynamicImports(): Plugin {
  const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';
  return {
    name: 'plain-dynamic-imports',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      return id === PRELOAD_HELPER_ID ? 'export const __vitePreload = (load) => load();' : null;
    },
  };
}
