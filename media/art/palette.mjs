// @ts-check
/** Colours of the art, matching the design tokens in app/styles/app.css. */
export const palette = {
  night: '#1b140c',
  nightSoft: '#2c2114',
  cream: '#fffaf0',
  parchment: '#f7eedb',
  ink: '#231a0f',
  inkSoft: '#4a3b28',
  honey100: '#fdf0c8',
  honey200: '#f9dc8a',
  honey300: '#f3c34d',
  honey400: '#e9a91e',
  honey500: '#c98a0e',
  honey700: '#7a4e08',
};

/** Font stacks rasterised by librsvg (DejaVu and Liberation ship with Debian). */
export const fonts = {
  serif: "'DejaVu Serif', Georgia, serif",
  sans: "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif",
};

/**
 * A small deterministic pseudo-random generator (mulberry32), so every render of the art places
 * the shimmer in the same spots and `npm run media` reproduces the same files.
 * @param {number} seed
 */
export function randomSequence(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @param {number} value */
export const round = (value) => Math.round(value * 10) / 10;
