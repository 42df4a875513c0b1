/** `#store-facts`: the product, offer and copy the build read (scripts/build/store-facts.ts). Outside a
 * build (unit tests, the browser tests' code, content:setup) it is this file: no store read. */
import type { StoreCopy } from './content/store-copy';
import type { Offer } from './store/offer';
import type { Product } from './store/product';

export const productAtBuild: Product | null = null;
export const offerAtBuild: Offer | null = null;
/** When the store's discounts next change the page (ISO date); read by the server. */
export const offerChangesAt: string | null = null;
/** The brand's copy edited in the store, laid over app/content/ by its modules. */
export const storeCopy: StoreCopy = {};
