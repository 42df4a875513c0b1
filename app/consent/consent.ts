/**
 * The visitor's choice about advertising (the Meta pixel), kept in the browser: what we ask, how
 * long an answer lasts, and what the site may do given the mode, the stored answer and Global
 * Privacy Control. Pure functions over a Storage-like object, so blocked or full storage is a
 * value ("ask each visit"), never an error.
 */

import { VISIT_COOKIES, writeVisitCookie } from '../lib/visit-cookie.ts';
import type { ConsentMode } from './consent-mode';

export type { ConsentMode };

export type ConsentChoice = 'granted' | 'denied';

/**
 * What we ask for. Raise it when that changes (a new purpose, a new tracker): every stored
 * answer then counts as none, and visitors are asked again.
 */
export const CONSENT_VERSION = 1;
/** Ask again after twelve months. */
export const CONSENT_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;
export const CONSENT_STORAGE_KEY = 'lumenhive.consent';

type StoredChoice = { version: number; choice: ConsentChoice; decidedAt: string };
type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The stored answer, or null when there is none that still counts: never given, from another
 * version of the question, older than twelve months, unreadable, or storage blocked.
 */
export function readStoredChoice(storage: KeyValueStorage | null, now: Date): ConsentChoice | null {
  let text: string | null;
  try {
    text = storage?.getItem(CONSENT_STORAGE_KEY) ?? null;
  } catch {
    return null; // storage blocked (privacy settings, sandboxed frame)
  }
  if (text === null) return null;
  let stored: Partial<StoredChoice>;
  try {
    stored = JSON.parse(text) as Partial<StoredChoice>;
  } catch {
    return null;
  }
  if (stored.version !== CONSENT_VERSION) return null;
  if (stored.choice !== 'granted' && stored.choice !== 'denied') return null;
  const decidedAt = Date.parse(stored.decidedAt ?? '');
  if (Number.isNaN(decidedAt) || decidedAt > now.getTime()) return null;
  if (now.getTime() - decidedAt > CONSENT_MAX_AGE_MS) return null;
  return stored.choice;
}

/** Keeps the answer with its version and date. False when storage is blocked or full. */
export function storeChoice(
  storage: KeyValueStorage | null,
  choice: ConsentChoice,
  now: Date,
): boolean {
  if (!storage) return false;
  const stored: StoredChoice = { version: CONSENT_VERSION, choice, decidedAt: now.toISOString() };
  try {
    storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored));
    return true;
  } catch {
    return false;
  }
}

export type AdvertisingDecision = {
  /** Whether the pixel may load and report. */
  isAllowed: boolean;
  /** Whether the choice region should be shown without being asked for. */
  shouldAsk: boolean;
  /** Why: the visitor's answer, their browser's Global Privacy Control, or the mode's default. */
  reason: 'choice' | 'gpc' | 'default' | 'off';
};

/**
 * What the site may do about advertising. `off`: the pixel runs (consent is handled
 * elsewhere). GPC always means no, without asking. Otherwise the stored answer rules; without
 * one, `opt-in` asks and waits, `opt-out` runs (the footer's "Cookie settings" is the way to say
 * no, as notice-based rules expect).
 */
export function decideAdvertising(
  mode: ConsentMode,
  stored: ConsentChoice | null,
  hasGlobalPrivacyControl: boolean,
): AdvertisingDecision {
  if (mode === 'off') return { isAllowed: true, shouldAsk: false, reason: 'off' };
  if (hasGlobalPrivacyControl) return { isAllowed: false, shouldAsk: false, reason: 'gpc' };
  if (stored) return { isAllowed: stored === 'granted', shouldAsk: false, reason: 'choice' };
  return mode === 'opt-in'
    ? { isAllowed: false, shouldAsk: true, reason: 'default' }
    : { isAllowed: true, shouldAsk: false, reason: 'default' };
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

/**
 * The stored answer as a first-party cookie, so the cart function applies the same rules to a
 * plain form post (it never sees local storage). No answer: no cookie.
 */
export function shareChoiceWithServer(choice: ConsentChoice | null): void {
  try {
    writeVisitCookie(VISIT_COOKIES.consent, choice, choice && CONSENT_MAX_AGE_MS / 1000);
  } catch {
    // Cookies blocked: the function then applies the mode's default, as a first visit would.
  }
}
