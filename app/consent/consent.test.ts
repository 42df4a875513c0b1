import { describe, expect, it } from 'vitest';
import {
  CONSENT_MAX_AGE_MS,
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  decideAdvertising,
  readStoredChoice,
  storeChoice,
} from './consent';

const NOW = new Date('2026-11-22T12:00:00Z');

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

const stored = (value: unknown) => memoryStorage({ [CONSENT_STORAGE_KEY]: JSON.stringify(value) });

describe('the stored choice', () => {
  it('is kept with its version and date, and read back', () => {
    const storage = memoryStorage();
    expect(storeChoice(storage, 'granted', NOW)).toBe(true);
    expect(JSON.parse(storage.items.get(CONSENT_STORAGE_KEY) ?? '')).toEqual({
      version: CONSENT_VERSION,
      choice: 'granted',
      decidedAt: NOW.toISOString(),
    });
    expect(readStoredChoice(storage, NOW)).toBe('granted');
    storeChoice(storage, 'denied', NOW);
    expect(readStoredChoice(storage, NOW)).toBe('denied');
  });

  it('lasts twelve months, then counts as no answer', () => {
    const storage = memoryStorage();
    storeChoice(storage, 'granted', NOW);
    const later = (ms: number) => new Date(NOW.getTime() + ms);
    expect(readStoredChoice(storage, later(CONSENT_MAX_AGE_MS))).toBe('granted');
    expect(readStoredChoice(storage, later(CONSENT_MAX_AGE_MS + 1))).toBeNull();
  });

  it('from another version of the question counts as no answer', () => {
    const storage = stored({ version: CONSENT_VERSION - 1, choice: 'granted', decidedAt: NOW });
    expect(readStoredChoice(storage, NOW)).toBeNull();
  });

  it.each([
    ['not JSON', 'yes please'],
    [
      'an unknown choice',
      JSON.stringify({ version: CONSENT_VERSION, choice: 'maybe', decidedAt: NOW }),
    ],
    ['no date', JSON.stringify({ version: CONSENT_VERSION, choice: 'granted' })],
    [
      'a date in the future',
      JSON.stringify({ version: CONSENT_VERSION, choice: 'granted', decidedAt: '2030-01-01' }),
    ],
  ])('that is %s counts as no answer', (_name, text) => {
    expect(readStoredChoice(memoryStorage({ [CONSENT_STORAGE_KEY]: text }), NOW)).toBeNull();
  });

  it('with storage blocked or full means "ask each visit", never an error', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    };
    expect(readStoredChoice(blocked, NOW)).toBeNull();
    expect(storeChoice(blocked, 'granted', NOW)).toBe(false);
    expect(readStoredChoice(null, NOW)).toBeNull();
    expect(storeChoice(null, 'denied', NOW)).toBe(false);
  });
});

describe('decideAdvertising', () => {
  it('opt-in: nothing before an explicit yes, and asks', () => {
    expect(decideAdvertising('opt-in', null, false)).toEqual({
      isAllowed: false,
      shouldAsk: true,
      reason: 'default',
    });
    expect(decideAdvertising('opt-in', 'granted', false).isAllowed).toBe(true);
    expect(decideAdvertising('opt-in', 'denied', false)).toEqual({
      isAllowed: false,
      shouldAsk: false,
      reason: 'choice',
    });
  });

  it('opt-out: runs until the visitor says no, without asking', () => {
    expect(decideAdvertising('opt-out', null, false)).toEqual({
      isAllowed: true,
      shouldAsk: false,
      reason: 'default',
    });
    expect(decideAdvertising('opt-out', 'denied', false).isAllowed).toBe(false);
  });

  it('Global Privacy Control is a no, without asking, whatever was stored', () => {
    for (const mode of ['opt-in', 'opt-out'] as const) {
      for (const choice of [null, 'granted'] as const) {
        expect(decideAdvertising(mode, choice, true)).toEqual({
          isAllowed: false,
          shouldAsk: false,
          reason: 'gpc',
        });
      }
    }
  });

  it('off: the site asks nothing and the pixel runs', () => {
    expect(decideAdvertising('off', null, true)).toEqual({
      isAllowed: true,
      shouldAsk: false,
      reason: 'off',
    });
  });
});
