/** VITE_CONSENT_MODE, apart from ./consent.ts so the configuration can name the modes. */
export type ConsentMode = 'opt-in' | 'opt-out' | 'off';
export const CONSENT_MODES: readonly ConsentMode[] = ['opt-in', 'opt-out', 'off'];
export const DEFAULT_CONSENT_MODE: ConsentMode = 'opt-in';
