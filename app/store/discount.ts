/**
 * Discount links: `?discount=CODE` on any page (and `/discount/CODE`, which every host
 * redirects there: scripts/build/site-files.ts `renderRedirects`) carries the code to checkout.
 *
 * One small script inlined at the top of every built page's <head> (./discount-script.ts, added by
 * scripts/build/finish-build.ts under the CSP's hashes) does everything that must happen before
 * hydration: it reads and checks the code, keeps it for the visit, takes it out of the address
 * bar, marks `<html data-discount="CODE">` (so the notices' room is kept from the first paint and
 * nothing shifts when they fill in) and adds `discount=CODE` to every cart link when a tap comes
 * before the page is interactive. The page then reads the code from that mark into
 * `discountState`: the checkout adds it to the cart, the links and the notices show it.
 */
// Relative, not ~/: the build reads this file (through ./discount-script.ts) without the alias.
import { createBrowserState } from '../lib/browser-state';
import { sessionStore } from '../lib/session-store';

export const DISCOUNT_PARAM = 'discount';
export const DISCOUNT_STORAGE_KEY = 'lumenhive.discount';
/** Shopify's own limit on a discount code's length. */
export const DISCOUNT_CODE_MAX_LENGTH = 255;
/** Marks the links to a cart permalink, which get the code before hydration. */
export const CART_LINK_ATTRIBUTE = 'data-cart-link';

/** The visit's discount code: to be applied, or refused by the store at a click. */
export type Discount = { code: string; status: 'pending' | 'refused' };

type DiscountState = {
  /** The code kept for the visit, to be applied at checkout. */
  code: string | null;
  /** The code the store refused at the last click, until the shopper dismisses it. */
  refused: string | null;
  /** The code the shopper removed, for the announcement. */
  removed: string | null;
};

/** No code: what the prerendered page shows. */
export const NO_DISCOUNT: DiscountState = { code: null, refused: null, removed: null };

/** The code the early script marked on the page, or null. */
function markedCode(): string | null {
  return typeof document === 'undefined' ? null : document.documentElement.dataset.discount || null;
}

export const discountState = createBrowserState<DiscountState>({
  ...NO_DISCOUNT,
  code: markedCode(),
});

/** Reads the page's mark again (the early script may have set it after this module ran). */
export function syncDiscountWithPage(): void {
  const code = markedCode();
  if (code !== discountState.get().code) discountState.set({ ...NO_DISCOUNT, code });
}

/** The code to apply at checkout at this moment, or null. */
export function readDiscountCode(): string | null {
  syncDiscountWithPage();
  return discountState.get().code;
}

/** What the buy controls show: the code to apply, or the one the store refused. */
export function discountShown({ code, refused }: DiscountState): Discount | null {
  if (code) return { code, status: 'pending' };
  return refused ? { code: refused, status: 'refused' } : null;
}

/** The shopper removes the code (or dismisses the store's refusal). */
export function removeDiscount(): void {
  const { code } = discountState.get();
  if (code) forgetDiscountCode();
  discountState.set({ ...NO_DISCOUNT, removed: code });
}

/** The store said the code does not apply: it is forgotten, and the page says so. */
export function refuseDiscount(code: string): void {
  forgetDiscountCode();
  discountState.set({ ...NO_DISCOUNT, refused: code });
}

/** Forgets the code for the visit: the page's mark and the session's copy. */
export function forgetDiscountCode(): void {
  delete document.documentElement.dataset.discount;
  try {
    sessionStore()?.removeItem(DISCOUNT_STORAGE_KEY);
  } catch {
    // Storage that cannot be written kept nothing to forget.
  }
  discountState.set({ ...discountState.get(), code: null });
}
