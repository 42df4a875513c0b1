/**
 * The discount link's early script (./discount.ts), inlined at the top of every page's <head>
 * from app/early/cart-links.ts. A leaf module: the inlined script holds only what is here.
 */

export const DISCOUNT_PARAM = 'discount';
export const DISCOUNT_STORAGE_KEY = 'lumenhive.discount';
/** Shopify's own limit on a discount code's length. */
const DISCOUNT_CODE_MAX_LENGTH = 255;
/** Marks the links to a cart permalink, which get the code before hydration. */
export const CART_LINK_ATTRIBUTE = 'data-cart-link';

/** A code is printable text of 1 to 255 characters. */
function acceptedCode(given: string): string | null {
  const code = given.trim();
  const printable = !/\p{Cc}/u.test(code);
  return code && printable && Array.from(code).length <= DISCOUNT_CODE_MAX_LENGTH ? code : null;
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Blocked storage: the mark on <html> keeps the code for this page.
    return null;
  }
}

/**
 * Reads `?discount=` (and takes it out of the address bar) or the visit's kept code, marks
 * `<html data-discount>` and adds it to the cart links until hydration. Never throws.
 */
export function keepDiscountEarly(): void {
  try {
    const root = document.documentElement;
    const url = new URL(window.location.href);
    const given = url.searchParams.get(DISCOUNT_PARAM);
    const storage = sessionStorageOrNull();
    let code: string | null = null;
    if (given !== null) {
      url.searchParams.delete(DISCOUNT_PARAM);
      window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
      code = acceptedCode(given);
      if (code === null) {
        console.warn(
          `Discount link ignored: a code is printable text of 1 to ${DISCOUNT_CODE_MAX_LENGTH} characters.`,
        );
      } else {
        try {
          storage?.setItem(DISCOUNT_STORAGE_KEY, code);
        } catch {
          // Kept for this page only.
        }
      }
    }
    if (code === null) {
      try {
        code = storage?.getItem(DISCOUNT_STORAGE_KEY) ?? null;
      } catch {
        code = null;
      }
    }
    if (!code) return;
    root.dataset.discount = code;
    // Until React runs the links, the code is added to them here (and again at a tap, for a
    // link that was not parsed yet). React's own rendering owns them after hydration.
    const addCode = () => {
      if ('hydrated' in root.dataset) return;
      const current = root.dataset.discount;
      document.querySelectorAll<HTMLAnchorElement>(`a[${CART_LINK_ATTRIBUTE}]`).forEach((link) => {
        const target = new URL(link.href);
        if (current) target.searchParams.set(DISCOUNT_PARAM, current);
        else target.searchParams.delete(DISCOUNT_PARAM);
        link.href = target.href;
      });
    };
    // 'interactive': the whole page is parsed, before the deferred modules (and hydration) run.
    document.addEventListener('readystatechange', addCode);
    document.addEventListener('click', addCode, true);
    document.addEventListener('auxclick', addCode, true);
  } catch (error) {
    console.warn('Discount link ignored', error);
  }
}
