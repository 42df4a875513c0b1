/**
 * A picture the brand uploaded to a card's metaobject, made at build into a file of the site's:
 * fetched once from Shopify's CDN, cropped to a disc at twice the size the card draws it (sharp, as
 * `npm run media` makes the site's art) and written as WebP under `images/store/`, named by its
 * bytes. The card's `<img>` takes it in place of its drawn art: one format every engine reads,
 * so the cards' code, in every page's first load, stays as it is. Nothing on a page is loaded
 * from Shopify's CDN. A picture that cannot be fetched or read, or is over its budget, keeps the
 * site's art, with one warning line.
 */
import { createHash } from 'node:crypto';
import { withTimeLimit } from '../../app/lib/time-limit.ts';
import { WEBP } from '../media/encoders.mjs';

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
): Promise<{ src: string; file: ContentFile } | { problem: string }> {
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
  let source: Buffer;
  try {
    source = await sharp(bytes)
      .rotate()
      .resize(side, side, { fit: 'cover' })
      .ensureAlpha()
      .composite([{ input: Buffer.from(disc), blend: 'dest-in' }])
      .webp(WEBP)
      .toBuffer();
  } catch {
    return { problem: 'not a readable image' };
  }
  const budget = size * budgetBytesPerPx;
  if (source.byteLength > budget) {
    return { problem: `over its budget (${source.byteLength} B > ${budget} B)` };
  }
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
  const fileName = `images/store/${name}-${hash}-${size * 2}.webp`;
  return { src: `/${fileName}`, file: { fileName, source } };
}
