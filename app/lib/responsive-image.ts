/** One image rendered by `npm run media` at several widths (an entry of media/images.json). */
export type ImageEntry = {
  /** Path prefix; files are `${output}-${width}.${format}`. */
  output: string;
  /** Intrinsic size (sets the aspect ratio and the img's width/height attributes). */
  width: number;
  height: number;
  widths: readonly number[];
};

/** Modern formats offered through `<source>`, best first; JPEG is the `<img>` fallback. */
export const IMAGE_SOURCES = [
  { format: 'avif', type: 'image/avif' },
  { format: 'webp', type: 'image/webp' },
] as const;
export const FALLBACK_FORMAT = 'jpg';

export function imageSrcSet(image: ImageEntry, format: string): string {
  return image.widths.map((width) => `${imageUrl(image, format, width)} ${width}w`).join(', ');
}

/** The fallback file at the width closest to the intrinsic width. */
export function fallbackImageSrc(image: ImageEntry): string {
  const closest = image.widths.reduce((best, width) =>
    Math.abs(width - image.width) < Math.abs(best - image.width) ? width : best,
  );
  return imageUrl(image, FALLBACK_FORMAT, closest);
}

/** The largest fallback file: what a link to "the full image" opens without JavaScript. */
export function largestImageSrc(image: ImageEntry): string {
  return imageUrl(image, FALLBACK_FORMAT, Math.max(...image.widths));
}

function imageUrl(image: ImageEntry, format: string, width: number): string {
  return `${image.output}-${width}.${format}`;
}
