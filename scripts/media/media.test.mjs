// @vitest-environment node
// @ts-check
/** Byte budgets (issue #3) for the files `npm run media` renders into public/. */
import { readFileSync, statSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';

const PUBLIC = new URL('../../public/', import.meta.url).pathname;
/** @type {Record<string, { output: string, width: number, height: number, widths: number[], budgetBytes: number }>} */
const images = JSON.parse(
  readFileSync(new URL('../../media/images.json', import.meta.url), 'utf8'),
);
/** @type {{ width: number, height: number, webm: string, mp4: string, budgetBytes: number }} */
const video = JSON.parse(readFileSync(new URL('../../media/video.json', import.meta.url), 'utf8'));
const FORMATS = ['avif', 'webp', 'jpg'];

const bytes = (/** @type {string} */ path) => statSync(`${PUBLIC}${path.replace(/^\//, '')}`).size;

describe.each(Object.entries(images))('image %s', (_, image) => {
  const files = image.widths.flatMap((width) =>
    FORMATS.map((format) => ({
      path: `${image.output}-${width}.${format}`,
      width,
      budget: image.budgetBytes,
    })),
  );

  test.each(files)('$path is within $budget bytes', ({ path, budget }) => {
    expect(bytes(path)).toBeLessThanOrEqual(budget);
  });

  test.each(files)('$path has the width it is listed at', async ({ path, width }) => {
    const metadata = await sharp(`${PUBLIC}${path.slice(1)}`).metadata();
    expect(metadata.width).toBe(width);
    expect(metadata.height).toBe(Math.round((width * image.height) / image.width));
  });
});

test('the hero still a phone downloads (AVIF, WebP or JPEG at any width) is at most 60 KB', () => {
  const hero = images.heroJar;
  expect(hero).toBeDefined();
  for (const width of hero?.widths ?? []) {
    for (const format of FORMATS) {
      expect(bytes(`${hero?.output}-${width}.${format}`)).toBeLessThanOrEqual(60_000);
    }
  }
});

test.each([video.webm, video.mp4])('the hero video %s is at most 300 KB', (path) => {
  expect(bytes(path)).toBeLessThanOrEqual(video.budgetBytes);
  expect(video.budgetBytes).toBe(300_000);
});

test('the hero video files start as WebM and MP4 (with the index first, for streaming)', () => {
  const webm = readFileSync(`${PUBLIC}${video.webm.slice(1)}`);
  expect(webm.subarray(0, 4).toString('hex')).toBe('1a45dfa3'); // EBML header
  const mp4 = readFileSync(`${PUBLIC}${video.mp4.slice(1)}`);
  expect(mp4.subarray(4, 8).toString()).toBe('ftyp');
  // +faststart puts the moov box before the media data.
  expect(mp4.indexOf('moov')).toBeLessThan(mp4.indexOf('mdat'));
});

test('the social image is a 1200 × 630 JPEG of at most 150 KB', async () => {
  const metadata = await sharp(`${PUBLIC}images/social-card.jpg`).metadata();
  expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1200, 630]);
  expect(bytes('/images/social-card.jpg')).toBeLessThanOrEqual(150_000);
});

test.each([
  ['/icons/apple-touch-icon.png', 180],
  ['/icons/icon-192.png', 192],
  ['/icons/icon-512.png', 512],
  ['/icons/maskable-512.png', 512],
])('%s is a %i px square PNG under 10 KB', async (path, size) => {
  const metadata = await sharp(`${PUBLIC}${path.slice(1)}`).metadata();
  expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', size, size]);
  expect(bytes(path)).toBeLessThan(10_000);
});

test('favicon.ico holds 16, 32 and 48 px images', () => {
  const ico = readFileSync(`${PUBLIC}favicon.ico`);
  expect(ico.readUInt16LE(2)).toBe(1); // type: icon
  const count = ico.readUInt16LE(4);
  const sizes = Array.from({ length: count }, (_, index) => ico.readUInt8(6 + index * 16));
  expect(sizes).toEqual([16, 32, 48]);
});
