import { createBrowserState } from '~/lib/browser-state';
import type { Product } from './product';
import { readQuantityMark } from './quantity-early';

/** The product as the store last answered, after hydration. */
export type LiveProduct =
  { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; product: Product };

export const liveProduct = createBrowserState<LiveProduct>({ status: 'idle' });

/** A click is on its way to the checkout: every buy button waits. */
export const checkingOut = createBrowserState(false);

/** The jars picked once hydrated; null until then (the pick before hydration is on the page). */
export const pickedQuantity = createBrowserState<number | null>(null);

/**
 * Subscribe & save: the plan the shopper picked (its id), or null for a one-time purchase (the
 * first plan for a product sold only with one). Picked only after hydration.
 */
export const pickedPlan = createBrowserState<string | null>(null);

/** How many jars a tap on "Order Now" buys now: 1 unless the shopper picked more. */
export function currentQuantity(): number {
  return pickedQuantity.get() ?? readQuantityMark() ?? 1;
}

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
