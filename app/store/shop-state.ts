import { createBrowserState } from '~/lib/browser-state';
import type { Product } from './product';

/** The product as the store last answered, after hydration. */
export type LiveProduct =
  { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; product: Product };

export const liveProduct = createBrowserState<LiveProduct>({ status: 'idle' });

/** A click is on its way to the checkout: every buy button waits. */
export const checkingOut = createBrowserState(false);

/** The product once the load in progress settles: null when it failed or never started. */
export function settledProduct(): Promise<Product | null> {
  return new Promise((resolve) => {
    const settle = () => {
      const current = liveProduct.get();
      if (current.status === 'loading') return false;
      resolve(current.status === 'ready' ? current.product : null);
      return true;
    };
    if (settle()) return;
    const stop = liveProduct.subscribe(() => {
      if (settle()) stop();
    });
  });
}
