// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Imports flow one way: routes → sections (home, layout, legal) and server (what the hosts hand
 * the server paths) → features → ui / content / config / lib; among features, the store may use
 * consent, tracking and the list, tracking, the list and the contact form may use consent and
 * tracking, the consent starts the field data (vitals), the rebuild stands alone, and nothing
 * imports back. Each folder lists what it may
 * not import. app/early/ (what a page runs before hydration) may use only the store's leaf modules
 * for the discount link and the campaign, and nothing imports it: the build bundles it on its own.
 */
const FEATURES = [
  'store',
  'consent',
  'tracking',
  'contact',
  'wholesale',
  'list',
  'rebuild',
  'vitals',
];
const SECTIONS = ['home', 'layout', 'legal'];
const BOUNDARIES = {
  lib: [...FEATURES, ...SECTIONS, 'routes', 'ui', 'content', 'config', 'server'],
  ui: [...FEATURES, ...SECTIONS, 'routes', 'content', 'config', 'server'],
  content: [...FEATURES, ...SECTIONS, 'routes', 'ui', 'config', 'server'],
  consent: ['store', 'tracking', 'contact', 'wholesale', 'list', ...SECTIONS, 'routes', 'server'],
  tracking: ['store', 'contact', 'wholesale', 'list', ...SECTIONS, 'routes', 'server'],
  store: ['contact', 'wholesale', ...SECTIONS, 'routes', 'server'],
  contact: ['store', 'wholesale', 'list', ...SECTIONS, 'routes', 'server'],
  wholesale: ['store', 'consent', 'tracking', 'contact', 'list', ...SECTIONS, 'routes', 'server'],
  list: ['store', 'contact', 'wholesale', ...SECTIONS, 'routes', 'server'],
  // Field data: started by the consent's browser module, using only lib and content.
  vitals: FEATURES.filter((name) => name !== 'vitals').concat(SECTIONS, 'routes', 'server'),
  // The rebuild on an edit in Shopify: on its own, using only lib.
  rebuild: FEATURES.filter((name) => name !== 'rebuild').concat(SECTIONS, 'routes', 'server'),
  // What every host's door hands the server paths (the host, the site): above the features.
  server: [...SECTIONS, 'routes'],
  home: ['routes'],
  layout: ['home', 'legal', 'routes'],
  legal: ['home', 'layout', 'routes'],
  early: [...FEATURES.filter((name) => name !== 'store'), ...SECTIONS, 'routes', 'ui', 'content'],
};
for (const [folder, forbidden] of Object.entries(BOUNDARIES)) {
  if (folder !== 'early') forbidden.push('early');
}

/**
 * Only React Router's public doors: its `UNSAFE_` exports and its built files are private, and
 * can change in any minor release. The one exception: app/lib/warm-route.ts (decision 0007).
 */
const ROUTER_DOOR = 'app/lib/warm-route.ts';
const PRIVATE_ROUTER = [
  {
    group: ['react-router', 'react-router/*', '@react-router/*'],
    importNamePattern: '^UNSAFE_',
    message: `React Router's UNSAFE_ exports are private: only ${ROUTER_DOOR} may use them (docs/decisions/0007-route-code.md).`,
  },
  {
    group: ['react-router/dist/*', '@react-router/*/dist/*'],
    message: "React Router's built files are private: import from the package.",
  },
];

/** The rule for files under `folder` (or anywhere), with the router's door open or shut. */
function restrictedImports(folder, forbidden, { routerDoor = false } = {}) {
  const patterns = routerDoor ? [] : [...PRIVATE_ROUTER];
  if (forbidden.length > 0) {
    patterns.push({
      group: forbidden.flatMap((name) => [`~/${name}`, `~/${name}/*`, `../${name}/*`]),
      message: `app/${folder}/ may not import this folder: imports flow one way (eslint.config.js).`,
    });
  }
  return { 'no-restricted-imports': ['error', { patterns }] };
}

const boundaries = [
  { files: ['**/*.{ts,tsx,js,mjs}'], rules: restrictedImports('', []) },
  ...Object.entries(BOUNDARIES).map(([folder, forbidden]) => ({
    files: [`app/${folder}/**`],
    rules: restrictedImports(folder, forbidden),
  })),
  // The waitlist's tests render its form where the shopper meets it: in the buy controls.
  {
    files: ['app/list/**/*.test.tsx'],
    rules: restrictedImports(
      'list',
      BOUNDARIES.list.filter((name) => name !== 'store'),
    ),
  },
  {
    files: [ROUTER_DOOR],
    rules: restrictedImports('lib', BOUNDARIES.lib, { routerDoor: true }),
  },
];

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.react-router/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
      'build-e2e/',
      'build-e2e-*/',
      'build-demo/',
      'build-bench/',
      'build-test-*/',
      '.netlify/',
      '.wrangler/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      // One import statement per module (a type-only one may stand apart).
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  reactHooks.configs.flat['recommended-latest'],
  ...boundaries,
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
