import { createBrowserState } from '~/lib/browser-state';
import type { Product } from './product';

/** The product as the store last answered, after hydration. */
export type LiveProduct =
  { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; product: Product };

export const liveProduct = createBrowserState<LiveProduct>({ status: 'idle' });

/** A buy form is on its way to the checkout: every buy button waits. */
export const checkingOut = createBrowserState(false);

/** The last pick of jars and its total, for the page's one status region; '' before any. */
export const pickAnnounced = createBrowserState('');
