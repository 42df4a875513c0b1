import { type ReactNode, createContext, use, useEffect, useRef, useState } from 'react';
import type { AdvertisingDecision, ConsentChoice, ConsentMode } from './consent';

type ConsentContextValue = {
  /** Something asks for consent: a pixel is configured and the mode is not `off`. */
  isNeeded: boolean;
  /** null until the page has hydrated and read the choice: it lives in the browser. */
  decision: AdvertisingDecision | null;
  /** Whether the browser sends Global Privacy Control. */
  hasGpc: boolean;
  mode: ConsentMode;
  isOpen: boolean;
  /** Opens the choice; focus returns to `trigger` when it closes. */
  open: (trigger?: HTMLElement | null) => void;
  close: () => void;
  choose: (choice: ConsentChoice) => void;
};

/** Outside a provider (a page rendered on its own, as in tests), nothing asks for consent. */
const NOTHING_TO_ASK: ConsentContextValue = {
  isNeeded: false,
  decision: null,
  hasGpc: false,
  mode: 'off',
  isOpen: false,
  open: () => {},
  close: () => {},
  choose: () => {},
};

const ConsentContext = createContext<ConsentContextValue>(NOTHING_TO_ASK);

/**
 * Whether advertising is allowed right now, as a ref that never changes identity: what reports
 * a one-off event reads it at that moment, without re-rendering when the choice changes (a
 * re-render of the contact form just after hydration would undo text typed before it).
 */
const AllowedNowContext = createContext<{ readonly current: boolean }>({ current: false });

// Reading and keeping the choice is not needed to show a page: it loads right after hydration.
const loadConsent = () => import('./consent');

type ConsentProviderProps = { mode: ConsentMode; pixelId: string | null; children: ReactNode };

/**
 * The visitor's choice about advertising for every page: read from the browser after
 * hydration, with Global Privacy Control, under the configured mode (issue 12).
 */
export function ConsentProvider({ mode, pixelId, children }: ConsentProviderProps) {
  const isNeeded = pixelId !== null && mode !== 'off';
  const [decision, setDecision] = useState<AdvertisingDecision | null>(null);
  const [hasGpc, setHasGpc] = useState(false);
  const [isOpen, setIsOpen] = useState(false);
  const trigger = useRef<HTMLElement | null>(null);
  // Set with the decision itself (an effect of its own would run after the effects of the
  // children that react to the decision).
  const allowedNow = useRef(false);

  const decide = (next: AdvertisingDecision) => {
    allowedNow.current = next.isAllowed;
    setDecision(next);
  };

  useEffect(() => {
    let isCurrent = true;
    loadConsent().then(
      ({ browserStorage, decideAdvertising, hasGlobalPrivacyControl, readStoredChoice }) => {
        if (!isCurrent) return;
        const gpc = hasGlobalPrivacyControl();
        const initial = decideAdvertising(
          mode,
          readStoredChoice(browserStorage(), new Date()),
          gpc,
        );
        setHasGpc(gpc);
        allowedNow.current = initial.isAllowed;
        setDecision(initial);
        // "Cookie settings" may have been pressed before the choice was read: keep it open.
        setIsOpen((isOpenAlready) => isOpenAlready || (initial.shouldAsk && pixelId !== null));
      },
      (error: unknown) =>
        console.warn('Could not read the cookie choice; advertising stays off', error),
    );
    return () => {
      isCurrent = false;
    };
  }, [mode, pixelId]);

  const close = () => {
    setIsOpen(false);
    trigger.current?.focus();
    trigger.current = null;
  };

  const value: ConsentContextValue = {
    isNeeded,
    decision,
    hasGpc,
    mode,
    isOpen,
    open: (element) => {
      trigger.current = element ?? null;
      setIsOpen(true);
    },
    close,
    choose: (choice) => {
      loadConsent()
        .then(({ browserStorage, decideAdvertising, storeChoice }) => {
          // Blocked or full storage: the choice holds for this visit and is asked again next time.
          storeChoice(browserStorage(), choice, new Date());
          decide(decideAdvertising(mode, choice, hasGpc));
          close();
        })
        .catch((error: unknown) => console.warn('Could not keep the cookie choice', error));
    },
  };
  return (
    <ConsentContext value={value}>
      <AllowedNowContext value={allowedNow}>{children}</AllowedNowContext>
    </ConsentContext>
  );
}

export function useConsent(): ConsentContextValue {
  return use(ConsentContext);
}

/** Whether advertising may run now (false before hydration); re-renders when it changes. */
export function useIsAdvertisingAllowed(): boolean {
  return use(ConsentContext).decision?.isAllowed ?? false;
}

/** Whether advertising is allowed, read when called; never re-renders the caller. */
export function useAdvertisingAllowedNow(): { readonly current: boolean } {
  return use(AllowedNowContext);
}
