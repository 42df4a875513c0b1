/** Loaded after hydration to read and keep the choice (consent-state.ts). Each decision also starts
 * or stops the field data (app/vitals/), measured only while the choice allows the pixel. */
import { VISIT_COOKIES, clearVisitCookie, writeVisitCookie } from '~/lib/visit-cookie';
import { CONSENT_MAX_AGE_MS, type ConsentChoice, decideAdvertising as decide } from './consent';
import type * as FieldData from '~/vitals/field-data';

export { readStoredChoice, storeChoice } from './consent';

let fieldData: typeof FieldData | null = null;
let isMeasuring = false;

export function decideAdvertising(...args: Parameters<typeof decide>): ReturnType<typeof decide> {
  const decision = decide(...args);
  if (decision.isAllowed !== isMeasuring) followDecision(decision.isAllowed);
  return decision;
}

function followDecision(isAllowed: boolean) {
  isMeasuring = isAllowed;
  if (!isAllowed) return fieldData?.stopFieldData();
  // The page's own work first: the measuring loads when the page is idle.
  const start = () => {
    if (!isMeasuring) return;
    import('~/vitals/field-data')
      .then((loaded) => {
        fieldData = loaded;
        if (isMeasuring) loaded.startFieldData();
      })
      .catch((error: unknown) => console.warn('Field data did not load', error));
  };
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 5000 });
  else setTimeout(start, 1000);
}

export function hasGlobalPrivacyControl(): boolean {
  return (
    (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  );
}

/** LocalStorage, or null where reading it throws (blocked by the browser's settings). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The answer as a cookie, so the cart function (which never sees storage) rules alike. */
export function shareChoiceWithServer(choice: ConsentChoice | null): void {
  try {
    if (choice) writeVisitCookie(VISIT_COOKIES.consent, choice, CONSENT_MAX_AGE_MS / 1000);
    else clearVisitCookie(VISIT_COOKIES.consent);
  } catch {
    // Cookies blocked: the function then applies the mode's default, as a first visit would.
  }
}
