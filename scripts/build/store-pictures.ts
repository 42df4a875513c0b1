/**
 * A picture the brand uploaded to a card's metaobject, made at build into files of the site's:
 * fetched once from Shopify's CDN, cropped to a disc at twice the size the card draws it and
 * written under `images/store/`, named by its bytes, in the formats of `npm run media` that keep
 * the disc's transparency: AVIF, and WebP (the `<img>`, which every engine reads) beside it with
 * the same name (app/ui/feature-card.tsx). Nothing on a page is loaded from Shopify's CDN. A
 * picture that cannot be fetched or read, or is over its budget, keeps the site's art, with one
 * warning line.
 */
import { createHash } from 'node:crypto';
import { withTimeLimit } from '../../app/lib/time-limit.ts';
import { AVIF, WEBP } from '../media/encoders.mjs';

/** A file the build writes beside the pages (`images/store/…`). */
export type ContentFile = { fileName: string; source: Uint8Array };

/** The largest upload the build takes: a phone's photo, not a poster. */
const MAX_PICTURE_BYTES = 20 * 1024 * 1024;
const PICTURE_TIMEOUT_MS = 10_000;
/** Bytes per CSS px of the drawn size: 96 px art may weigh 19.2 KB (at 192 px). */
const BUDGET_BYTES_PER_PX = 200;

export type PictureOptions = {
  fetchApi: typeof fetch;
  timeoutMs?: number;
  budgetBytesPerPx?: number;
};

/** The picture's URL on the site and its file, or why not. */
export async function makePicture(
  url: string,
  { name, size }: { name: string; size: number },
  {
    fetchApi,
    timeoutMs = PICTURE_TIMEOUT_MS,
    budgetBytesPerPx = BUDGET_BYTES_PER_PX,
  }: PictureOptions,
): Promise<{ src: string; files: ContentFile[] } | { problem: string }> {
  let bytes: Uint8Array;
  try {
    bytes = await withTimeLimit(timeoutMs, `no answer within ${timeoutMs} ms`, async (signal) => {
      const response = await fetchApi(url, { signal });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body = new Uint8Array(await response.arrayBuffer());
      if (body.byteLength > MAX_PICTURE_BYTES) throw new Error('larger than 20 MB');
      return body;
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { problem: `could not be fetched (${reason})` };
  }
  const { default: sharp } = await import('sharp');
  const side = size * 2;
  // Round, as the site's own art is drawn on a disc.
  const disc = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><circle cx="${side / 2}" cy="${side / 2}" r="${side / 2}"/></svg>`;
  let sources: Buffer[];
  try {
    const round = await sharp(bytes)
      .rotate()
      .resize(side, side, { fit: 'cover' })
      .ensureAlpha()
      .composite([{ input: Buffer.from(disc), blend: 'dest-in' }])
      .png()
      .toBuffer();
    sources = await Promise.all([
      sharp(round).webp(WEBP).toBuffer(),
      sharp(round).avif(AVIF).toBuffer(),
    ]);
  } catch {
    return { problem: 'not a readable image' };
  }
  const budget = size * budgetBytesPerPx;
  const largest = Math.max(...sources.map((source) => source.byteLength));
  if (largest > budget) return { problem: `over its budget (${largest} B > ${budget} B)` };
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
  const base = `images/store/${name}-${hash}-${side}`;
  const [webp, avif] = sources as [Buffer, Buffer];
  return {
    src: `/${base}.webp`,
    files: [
      { fileName: `${base}.webp`, source: webp },
      { fileName: `${base}.avif`, source: avif },
    ],
  };
}
