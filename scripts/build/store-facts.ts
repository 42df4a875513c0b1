/**
 * `#store-facts` in a build: the store as the build found it, the one module through which the
 * product, the offer and the brand's copy reach the app, with the exports and types of
 * app/no-store-facts.ts (what it is outside a build). The store
 * is asked when a build first loads the module, once per build: both of its environments share
 * this plugin, and the framework's second reading of the configuration (its route compiler)
 * never loads the module. The client's build writes the copy's pictures beside the pages.
 */
import { type Plugin, runnerImport } from 'vite';
import type { SiteConfig } from '../../app/config.ts';
import type * as ProductSnapshot from '../../app/store/product-snapshot.ts';
import { takeSiteContent } from './store-content.ts';
import { takeOffer } from './store-offer.ts';

const ID = '#store-facts';
const RESOLVED = '\0store-facts';

type FactsOptions = {
  /** Replaces the store's origin: the e2e build's fake store (STOREFRONT_SNAPSHOT_ORIGIN). */
  apiOrigin?: string;
  /** The Admin API token that reads the store's discounts (SHOPIFY_DISCOUNTS_TOKEN). */
  discountsToken?: string;
  /** Said once, when the store is first asked: what the configuration lacks. */
  warning?: string | null;
};

async function takeFacts(store: SiteConfig['store'], options: FactsOptions) {
  if (options.warning) console.warn(options.warning);
  const { apiOrigin } = options;
  // Vite's module runner loads the store's client as the app imports it.
  const snapshot = runnerImport<typeof ProductSnapshot>('./app/store/product-snapshot.ts', {
    configFile: false,
  });
  const [product, content] = await Promise.all([
    snapshot.then(({ module }) => module.takeProductSnapshot(store, { apiOrigin })),
    takeSiteContent(store, { apiOrigin }),
  ]);
  const offer = await takeOffer(store, product, { token: options.discountsToken, apiOrigin });
  return { product, offer, content };
}

export function storeFacts(store: SiteConfig['store'], options: FactsOptions = {}): Plugin {
  let facts: ReturnType<typeof takeFacts> | undefined;
  const take = () => (facts ??= takeFacts(store, options));
  return {
    name: 'lumen-hive:store-facts',
    // Before Vite's resolver, which would take package.json's `imports`.
    enforce: 'pre',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null;
      const { product, offer, content } = await take();
      return [
        `export const productAtBuild = ${JSON.stringify(product)};`,
        `export const offerAtBuild = ${JSON.stringify(offer.offer)};`,
        `export const offerChangesAt = ${JSON.stringify(offer.changesAt)};`,
        `export const storeCopy = ${JSON.stringify(content.copy)};`,
      ].join('\n');
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const { fileName, source } of (await take()).content.files) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
  };
}
