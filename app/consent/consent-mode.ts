/**
 * VITE_CONSENT_MODE; see the README for which fits which market. On its own so the site's
 * configuration can name the modes without bringing the rest of ./consent.ts (read only after
 * hydration) into every page's first load.
 */
export type ConsentMode = 'opt-in' | 'opt-out' | 'off';
export const CONSENT_MODES: readonly ConsentMode[] = ['opt-in', 'opt-out', 'off'];
export const DEFAULT_CONSENT_MODE: ConsentMode = 'opt-in';
