import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import netlifyReactRouter from '@netlify/vite-plugin-react-router';
import tailwindcss from '@tailwindcss/vite';
import { type UserConfig, defineConfig, loadEnv } from 'vite';
import { describeInvalidSettings, readConfig } from './app/config.ts';
import { compileHintBanner } from './scripts/build/compile-hints.ts';
import { reactRouterProduction } from './scripts/build/react-router-production.ts';
import { storeFacts } from './scripts/build/store-facts.ts';

/** What only the pages under the shared layout use, never `/`: the legal pages' layout, and
 * what holds back a page's lower part on a tap. */
const LAYOUT_PAGES = /\/app\/(?:legal\/|ui\/below-the-fold\.)/;

export default defineConfig(({ mode }): UserConfig => {
  // The configuration is read here, once, and built in as data (app/config.ts).
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const siteConfig = readConfig(env);
  return {
    define: {
      __SITE_CONFIG__: JSON.stringify(siteConfig),
      // A constant, so a build without the demo store carries none of its code (app/demo/).
      // VITE_DEMO_STORE=true is set by `npm start` alone (scripts/server/demo-store/demo.mjs).
      __DEMO_STORE__: JSON.stringify(env.VITE_DEMO_STORE === 'true'),
    },
    plugins: [
      tailwindcss(),
      reactRouter(),
      reactRouterProduction(),
      // The store's product, offer and copy, asked once per build (scripts/build/store-facts.ts).
      // The e2e build asks its fake store (STOREFRONT_SNAPSHOT_ORIGIN).
      storeFacts(siteConfig.store, {
        apiOrigin: process.env.STOREFRONT_SNAPSHOT_ORIGIN,
        discountsToken: process.env.SHOPIFY_DISCOUNTS_TOKEN,
        warning: describeInvalidSettings(siteConfig.invalidVariables),
      }),
      // Netlify's builds set NETLIFY: its adapter writes the server's function (.netlify/v1).
      process.env.NETLIFY === 'true' && netlifyReactRouter(),
    ],
    // Lazy code (store client, email library, toasts) loads after the first paint anyway, and the
    // site has no per-chunk CSS: nothing needs preloading ahead of a dynamic import.
    build: {
      modulePreload: false,
      sourcemap: process.env.SOURCEMAP === '1',
      rolldownOptions: {
        output: {
          // What two or more pages (or the root and a page) use goes in one file: each file is
          // compressed on its own, so one file costs less than several (−2.3 KB gzip on /,
          // docs/decisions/0002-first-load-bytes.md). What only the pages under the shared layout
          // use has its own, out of `/`'s first load (the legal layout: −270 B gzip on /).
          codeSplitting: {
            groups: [
              {
                name: 'shared',
                minShareCount: 2,
                priority: 2,
                // Only what a page imports as it loads: what loads later stays out of first loads.
                // A route's `clientAction` is an entry of its own, loaded only at its form's post.
                tags: ['$initial'],
                test: (id: string) => !LAYOUT_PAGES.test(id) && !id.includes('?route-chunk='),
              },
              { name: 'layout-pages', minShareCount: 2, priority: 1, test: LAYOUT_PAGES },
            ],
          },
          // The files every page runs at start are compiled while they download, not function by
          // function on the main thread as a page hydrates or a tap first runs them: on the
          // throttled phone a tap → the next page's heading in the document went from 78–101 ms
          // to 67–79 ms (docs/performance.md).
          postBanner: compileHintBanner,
          // Six characters of hash (36 bits) tell the builds' files apart; each name is in the
          // route manifest and the imports of every first load, where 8 cost 30 B more gzip.
          entryFileNames: 'assets/[name]-[hash:6].js',
          chunkFileNames: 'assets/[name]-[hash:6].js',
        },
      },
    },
    resolve: {
      alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
    },
  };
});
