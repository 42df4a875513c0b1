import { config } from '~/config';
import { createBrowserState } from '~/lib/browser-state';
import { useBrowserState } from '~/ui/use-browser-state';
import type { AdvertisingDecision, ConsentChoice } from './consent';
import type { ConsentMode } from './consent-mode';
import type * as Choice from './choice';

/** The visitor's choice as the page knows it: read from the browser once the page runs. */
type ConsentState = {
  mode: ConsentMode;
  decision: AdvertisingDecision | null;
  hasGpc: boolean;
  isOpen: boolean;
};

/** Before the choice is read (the prerender, a page rendered on its own): nothing decided. */
const UNREAD: ConsentState = { mode: 'off', decision: null, hasGpc: false, isOpen: false };
export const consentState = createBrowserState<ConsentState>(UNREAD);

// Loaded right after hydration. An answer is kept in the tap's own task (a microtask): a "no" then
// leaving at once must stop the field data before the page is hidden.
let choiceModule: Promise<typeof Choice> | null = null;
const loadConsent = () =>
  (choiceModule ??= import('./choice').catch((error: unknown) => {
    choiceModule = null;
    throw error;
  }));
let openedFrom: HTMLElement | null = null;

function update(change: Partial<ConsentState>) {
  consentState.set({ ...consentState.get(), ...change });
}

/** Reads the stored choice (and GPC) and opens the choice if the mode asks. Returns a cancel. */
export function startConsent(mode: ConsentMode, pixelId: string | null): () => void {
  update({ mode, decision: null, hasGpc: false });
  let isCurrent = true;
  loadConsent().then(
    ({
      browserStorage,
      decideAdvertising,
      hasGlobalPrivacyControl,
      readStoredChoice,
      shareChoiceWithServer,
    }) => {
      if (!isCurrent) return;
      const hasGpc = hasGlobalPrivacyControl();
      const stored = readStoredChoice(browserStorage(), new Date());
      // Global Privacy Control means no, whatever was stored: the cart function hears the same.
      shareChoiceWithServer(hasGpc ? 'denied' : stored);
      const decision = decideAdvertising(mode, stored, hasGpc);
      // "Cookie settings" may have been pressed before the choice was read: it stays open.
      const isOpen = consentState.get().isOpen || (decision.shouldAsk && pixelId !== null);
      update({ decision, hasGpc, isOpen });
    },
    (error: unknown) =>
      console.warn('Could not read the cookie choice; advertising stays off', error),
  );
  return () => {
    isCurrent = false;
  };
}

function openConsent(from?: HTMLElement | null) {
  openedFrom = from ?? null;
  update({ isOpen: true });
}

function closeConsent() {
  update({ isOpen: false });
  openedFrom?.focus();
  openedFrom = null;
}

/** Keeps the visitor's answer (for this visit only where storage is blocked) and closes. */
function chooseConsent(choice: ConsentChoice) {
  loadConsent()
    .then(({ browserStorage, decideAdvertising, shareChoiceWithServer, storeChoice }) => {
      const { mode, hasGpc } = consentState.get();
      storeChoice(browserStorage(), choice, new Date());
      shareChoiceWithServer(hasGpc ? 'denied' : choice);
      update({ decision: decideAdvertising(mode, choice, hasGpc) });
      closeConsent();
    })
    .catch((error: unknown) => console.warn('Could not keep the cookie choice', error));
}

/** Whether advertising may run at this moment (false until the choice is read). */
export function isAdvertisingAllowedNow(): boolean {
  return consentState.get().decision?.isAllowed ?? false;
}

/** Something asks for consent: a pixel is configured and the mode is not `off`. */
const isConsentNeeded = config.metaPixelId !== null && config.consentMode !== 'off';

/** The choice for rendering: the region, "Cookie settings", the page views. */
export function useConsent() {
  const state = useBrowserState(consentState, UNREAD);
  return {
    ...state,
    mode: config.consentMode,
    isNeeded: isConsentNeeded,
    open: openConsent,
    close: closeConsent,
    choose: chooseConsent,
  };
}

/** Whether advertising may run now (false before hydration); re-renders when it changes. */
export function useIsAdvertisingAllowed(): boolean {
  return useBrowserState(consentState, UNREAD).decision?.isAllowed ?? false;
}
