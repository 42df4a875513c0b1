/**
 * VITE_CONSENT_MODE (the README says which fits which market), apart from ./consent.ts so the
 * configuration can name the modes without it.
 */
export type ConsentMode = 'opt-in' | 'opt-out' | 'off';
export const CONSENT_MODES: readonly ConsentMode[] = ['opt-in', 'opt-out', 'off'];
export const DEFAULT_CONSENT_MODE: ConsentMode = 'opt-in';
