/** `#store-facts`: the store as the build found it, the one module through which the product, the
 * offer and the brand's copy reach the app. The build answers it with what it read
 * (scripts/build/store-facts.ts); anywhere else (the unit tests, the browser tests' own code,
 * `npm run content:setup`) it is this file, package.json's `imports`: a build that read no store. */
import type { StoreCopy } from './content/store-copy';
import type { Offer } from './store/offer';
import type { Product } from './store/product';

/** The product; null when the build had no store or it did not answer. */
export const productAtBuild: Product | null = null;
/** The store's quantity breaks and free shipping; null without one. */
export const offerAtBuild: Offer | null = null;
/** When the store's discounts next change the page (ISO date); read by the server. */
export const offerChangesAt: string | null = null;
/** The brand's copy edited in the store, laid over app/content/ by its modules. */
export const storeCopy: StoreCopy = {};
