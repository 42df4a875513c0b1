// The ad choice as pure functions over storage: blocked or full storage is "ask each visit".

import type { ConsentMode } from './consent-mode';

export type { ConsentMode };

export type ConsentChoice = 'granted' | 'denied';

/** What we ask for. Raise it when that changes: every stored answer then counts as none. */
export const CONSENT_VERSION = 1;
export const CONSENT_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;
export const CONSENT_STORAGE_KEY = 'lumenhive.consent';

type StoredChoice = { version: number; choice: ConsentChoice; decidedAt: string };
type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The stored answer, or null if none still counts (other version, over 12 months, unreadable). */
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
  isAllowed: boolean;
  /** Whether the choice region should be shown without being asked for. */
  shouldAsk: boolean;
  /** Why: the visitor's answer, their browser's Global Privacy Control, or the mode's default. */
  reason: 'choice' | 'gpc' | 'default' | 'off';
};

/** `off` runs; GPC means no; else the answer; with none, opt-in asks and opt-out runs. */
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
