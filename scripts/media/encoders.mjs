// @ts-check
/**
 * The encoder settings of every raster image the site serves: `npm run media`'s art and the
 * pictures the brand uploads to the store (scripts/build/store-pictures.ts). Chosen by eye and by
 * the byte budgets in scripts/media/media.test.mjs.
 */
export const AVIF = /** @type {const} */ ({ quality: 60, effort: 6, chromaSubsampling: '4:2:0' });
export const WEBP = /** @type {const} */ ({ quality: 82, effort: 6, smartSubsample: true });
export const JPEG = /** @type {const} */ ({ quality: 80, mozjpeg: true, progressive: true });
