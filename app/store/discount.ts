/**
 * Discount links (issue 20): `?discount=CODE` on any page (and `/discount/CODE`, which every host
 * redirects there: scripts/build/site-files.ts `renderRedirects`) carries the code to checkout.
 *
 * One small script inlined at the top of every built page's <head> (./discount-script.ts, added by
 * scripts/build/finish-build.ts under the CSP's hashes) does everything that must happen before
 * hydration: it reads and checks the code, keeps it for the visit, takes it out of the address
 * bar, marks `<html data-discount="CODE">` (so the notices' room is kept from the first paint and
 * nothing shifts when they fill in) and adds `discount=CODE` to every cart link when a tap comes
 * before the page is interactive. React then reads the code from that mark: the store provider
 * adds it to the cart and the links, and shows the notices.
 */
// Relative, not ~/: the build reads this file (through ./discount-script.ts) without the alias.
import { sessionStore } from '../lib/session-store';

export const DISCOUNT_PARAM = 'discount';
export const DISCOUNT_STORAGE_KEY = 'lumenhive.discount';
/** Shopify's own limit on a discount code's length. */
export const DISCOUNT_CODE_MAX_LENGTH = 255;
/** Marks the links to a cart permalink, which get the code before hydration. */
export const CART_LINK_ATTRIBUTE = 'data-cart-link';

const listeners = new Set<() => void>();

/** For React's useSyncExternalStore: told when the code is forgotten. */
export function subscribeToDiscount(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The code the early script kept for this visit, or null. */
export function readDiscountCode(): string | null {
  return document.documentElement.dataset.discount || null;
}

/** The shopper removed the code, or the store refused it: it is forgotten for the visit. */
export function forgetDiscountCode(): void {
  delete document.documentElement.dataset.discount;
  try {
    sessionStore()?.removeItem(DISCOUNT_STORAGE_KEY);
  } catch {
    // Storage that cannot be written kept nothing to forget.
  }
  for (const listener of listeners) listener();
}
