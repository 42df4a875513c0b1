/**
 * The quantity picker before hydration, inlined with the discount link's script (see
 * app/early/cart-links.ts). A leaf module: the inlined script holds only what is here.
 */
import { CART_LINK_ATTRIBUTE } from './discount-early';

/** Marks the quantity pickers (a native <select>, which works before any script). */
export const QUANTITY_PICKER_ATTRIBUTE = 'data-quantity-picker';

/** The number of jars the shopper picked before hydration, kept on `<html data-jars>`. */
export function readQuantityMark(): number | null {
  if (typeof document === 'undefined') return null;
  return parseQuantity(document.documentElement.dataset.jars ?? '');
}

export function parseQuantity(value: string): number | null {
  return /^[1-9]\d?$/.test(value) ? Number(value) : null;
}

/** A cart permalink (`/cart/{variant}:{n}`) for `quantity` jars; any other URL unchanged. */
export function withQuantity(href: string, quantity: number): string {
  const url = new URL(href);
  url.pathname = url.pathname.replace(/^(\/cart\/\d+):\d+$/, `$1:${quantity}`);
  return url.href;
}

/**
 * Until React runs the page: a pick in any quantity picker is kept on `<html data-jars>`, shown
 * in every picker, and written into every cart link (and again at a tap, for a link parsed
 * later), so a tap before hydration checks out that many jars. Never throws.
 */
export function keepQuantityEarly(): void {
  try {
    const root = document.documentElement;
    const applyTo = (link: HTMLAnchorElement, quantity: number) => {
      link.href = withQuantity(link.href, quantity);
    };
    document.addEventListener('change', (event) => {
      const picker = event.target;
      if ('hydrated' in root.dataset || !(picker instanceof HTMLSelectElement)) return;
      if (!picker.hasAttribute(QUANTITY_PICKER_ATTRIBUTE)) return;
      const quantity = parseQuantity(picker.value);
      if (quantity === null) return;
      root.dataset.jars = String(quantity);
      document
        .querySelectorAll<HTMLSelectElement>(`select[${QUANTITY_PICKER_ATTRIBUTE}]`)
        .forEach((other) => (other.value = picker.value));
      document
        .querySelectorAll<HTMLAnchorElement>(`a[${CART_LINK_ATTRIBUTE}]`)
        .forEach((link) => applyTo(link, quantity));
    });
    const atTap = (event: Event) => {
      const quantity = readQuantityMark();
      if ('hydrated' in root.dataset || quantity === null) return;
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (link?.hasAttribute(CART_LINK_ATTRIBUTE)) applyTo(link, quantity);
    };
    document.addEventListener('click', atTap, true);
    document.addEventListener('auxclick', atTap, true);
  } catch (error) {
    console.warn('Quantity picker: kept for after the page loads', error);
  }
}
