/**
 * The discount link's early script (see ./discount.ts): inlined at the top of every built page's
 * <head> by scripts/build/finish-build.ts, never part of the JavaScript bundle.
 */
import {
  CART_LINK_ATTRIBUTE,
  DISCOUNT_CODE_MAX_LENGTH,
  DISCOUNT_PARAM,
  DISCOUNT_STORAGE_KEY,
} from './discount';

/**
 * The early script's body. Self-contained (it is inlined as text): no imports, no closures, old
 * syntax only. Never throws: a bad code is ignored with one console warning.
 */
function keepDiscountEarly(param: string, storageKey: string, maxLength: number, links: string) {
  try {
    const root = document.documentElement;
    const url = new URL(window.location.href);
    const given = url.searchParams.get(param);
    let storage: Storage | null = null;
    try {
      storage = window.sessionStorage;
    } catch {
      // Blocked storage: the mark on <html> keeps the code for this page.
    }
    let code: string | null = null;
    if (given !== null) {
      url.searchParams.delete(param);
      window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
      const trimmed = given.trim();
      // Text only: printable, and no longer than Shopify allows.
      if (trimmed && Array.from(trimmed).length <= maxLength && !/\p{Cc}/u.test(trimmed)) {
        code = trimmed;
        try {
          storage?.setItem(storageKey, code);
        } catch {
          // Kept for this page only.
        }
      } else {
        console.warn(
          `Discount link ignored: a code is printable text of 1 to ${maxLength} characters.`,
        );
      }
    }
    if (code === null) {
      try {
        code = storage?.getItem(storageKey) ?? null;
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
      document.querySelectorAll<HTMLAnchorElement>(links).forEach((link) => {
        const target = new URL(link.href);
        if (current) target.searchParams.set(param, current);
        else target.searchParams.delete(param);
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

/** The early script, as inlined into every page (its hash goes into the CSP). */
export const DISCOUNT_SCRIPT = `(${keepDiscountEarly.toString()})(${[
  DISCOUNT_PARAM,
  DISCOUNT_STORAGE_KEY,
  DISCOUNT_CODE_MAX_LENGTH,
  `a[${CART_LINK_ATTRIBUTE}]`,
]
  .map((value) => JSON.stringify(value))
  .join(',')})`;
