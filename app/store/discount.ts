/** Discount links (`?discount=`, `/discount/CODE`) put the code in the visit's cookie. */
import { createBrowserState } from '~/lib/browser-state';
import { VISIT_COOKIES, clearVisitCookie } from '~/lib/visit-cookie';

/** The visit's discount code: to be applied, or refused by the store at a click. */
export type Discount = { code: string; status: 'pending' | 'refused' };

type DiscountNews = {
  /** The code the store refused at the last click, until the shopper dismisses it. */
  refused: string | null;
  removed: string | null;
};

export const NO_NEWS: DiscountNews = { refused: null, removed: null };

export const discountNews = createBrowserState<DiscountNews>(NO_NEWS);

/** The code the early script kept for this visit (the page's mark), or null. */
export function readDiscountCode(): string | null {
  return typeof document === 'undefined' ? null : document.documentElement.dataset.discount || null;
}

/** What the buy controls show: the code to apply, or the one the store refused. */
export function discountShown(code: string | null, { refused }: DiscountNews): Discount | null {
  if (code) return { code, status: 'pending' };
  return refused ? { code: refused, status: 'refused' } : null;
}

export function removeDiscount(): void {
  const code = readDiscountCode();
  if (code) forgetDiscountCode();
  discountNews.set({ refused: null, removed: code });
}

/** The store said the code does not apply: it is forgotten, and the page says so. */
export function refuseDiscount(code: string): void {
  forgetDiscountCode();
  discountNews.set({ refused: code, removed: null });
}

/** Forgets the code for the visit: the page's mark and the cookie. */
export function forgetDiscountCode(): void {
  delete document.documentElement.dataset.discount;
  clearVisitCookie(VISIT_COOKIES.discount);
  discountNews.set({ ...discountNews.get() });
}
