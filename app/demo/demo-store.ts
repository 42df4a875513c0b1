/** The demo store `npm start` runs while no Shopify store is set (scripts/server/demo-store/). */
declare global {
  /** A build constant (vite.config.ts; a global in the unit tests, app/test-setup.ts), read
   * where it is used: the bundler then drops every demo branch, and what it names, from a real
   * build. */
  const __DEMO_STORE__: boolean;
}

export const demoCopy = {
  notice: 'Demo store: nothing is sold',
  detail: 'Orders open a practice checkout; connect your Shopify store to sell.',
  howTo: 'How to connect',
  listNote: 'Demo store: nothing was sent. With Klaviyo set up, this address joins your list.',
} as const;

/** The demo's own pages on the site (scripts/server/demo-store/pages.mjs). */
export const DEMO_PAGES_PATH = '/demo-store';
