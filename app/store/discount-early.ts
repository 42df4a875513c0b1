/** The discount link's early script, inlined from app/early/visit.ts: keep it a leaf module. */
import { VISIT_COOKIES, readVisitCookie, writeVisitCookie } from '../lib/visit-cookie';

const DISCOUNT_PARAM = 'discount';
/** Shopify's own limit on a discount code's length. */
const DISCOUNT_CODE_MAX_LENGTH = 255;

export function acceptedCode(given: string): string | null {
  const code = given.trim();
  const printable = !/\p{Cc}/u.test(code);
  return code && printable && Array.from(code).length <= DISCOUNT_CODE_MAX_LENGTH ? code : null;
}

/** Moves `?discount=` into the visit's cookie and marks `<html data-discount>`. Never throws. */
export function keepDiscountEarly(): void {
  try {
    const url = new URL(window.location.href);
    const given = url.searchParams.get(DISCOUNT_PARAM);
    if (given !== null) {
      url.searchParams.delete(DISCOUNT_PARAM);
      window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
      const code = acceptedCode(given);
      if (code === null) {
        console.warn(
          `Discount link ignored: a code is printable text of 1 to ${DISCOUNT_CODE_MAX_LENGTH} characters.`,
        );
      } else {
        writeVisitCookie(VISIT_COOKIES.discount, code);
      }
    }
    const code = readVisitCookie(VISIT_COOKIES.discount);
    if (code) document.documentElement.dataset.discount = code;
  } catch (error) {
    console.warn('Discount link ignored', error);
  }
}
