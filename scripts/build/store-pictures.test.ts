// @vitest-environment node
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { makePicture } from './store-pictures';

const URL_OF_PICTURE = 'https://cdn.shopify.com/s/files/1/reishi.png';

/** A 400 × 300 photo-like picture: two colours and a soft edge. */
async function upload(): Promise<Uint8Array<ArrayBuffer>> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><defs><radialGradient id="g"><stop offset="0" stop-color="#f5c542"/><stop offset="1" stop-color="#7a3e12"/></radialGradient></defs><rect width="400" height="300" fill="url(#g)"/></svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}

const serving = (body: Uint8Array<ArrayBuffer> | string, status = 200) =>
  vi.fn<typeof fetch>(() => Promise.resolve(new Response(body, { status })));

describe('a picture from the store, made at build', () => {
  it('is cropped square at twice its drawn size, as WebP and AVIF in its budget, named by its bytes', async () => {
    const bytes = await upload();
    const fetchApi = serving(bytes);
    const made = await makePicture(URL_OF_PICTURE, { name: 'reishi', size: 96 }, { fetchApi });
    if ('problem' in made) throw new Error(made.problem);

    expect(fetchApi).toHaveBeenCalledTimes(1);
    expect(fetchApi.mock.calls[0]?.[0]).toBe(URL_OF_PICTURE);
    expect(made.src).toMatch(/^\/images\/store\/reishi-[0-9a-f]{8}-192\.webp$/);
    const base = made.src.slice(1, -'.webp'.length);
    expect(made.files.map((file) => file.fileName)).toEqual([`${base}.webp`, `${base}.avif`]);
    for (const [file, expected] of made.files.map(
      (file, at) => [file, ['webp', 'heif'][at]] as const,
    )) {
      const { format, width, height, hasAlpha } = await sharp(file.source).metadata();
      expect([format, width, height, hasAlpha]).toEqual([expected, 192, 192, true]);
      expect(file.source.byteLength).toBeLessThanOrEqual(96 * 200);
    }
    // AVIF is the smaller of the two, or it would not be worth a second file.
    const [webp, avif] = made.files.map((file) => file.source.byteLength);
    expect(avif).toBeLessThan(webp ?? 0);

    // The same upload, the same file: a rebuild changes no URL.
    const again = await makePicture(URL_OF_PICTURE, { name: 'reishi', size: 96 }, { fetchApi });
    expect('src' in again && again.src).toBe(made.src);
  });

  it('says why not when the picture cannot be fetched, read or kept in its budget', async () => {
    const bytes = await upload();
    const never = vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined));
    const cases: [ReturnType<typeof vi.fn<typeof fetch>>, object, string | RegExp][] = [
      [serving('', 404), {}, 'could not be fetched (HTTP 404)'],
      [never, { timeoutMs: 20 }, 'could not be fetched (no answer within 20 ms)'],
      [serving('<html>not an image</html>'), {}, 'not a readable image'],
      [serving(bytes), { budgetBytesPerPx: 1 }, /^over its budget \(\d+ B > 48 B\)$/],
    ];
    for (const [fetchApi, options, problem] of cases) {
      const made = await makePicture(
        URL_OF_PICTURE,
        { name: 'focus', size: 48 },
        { fetchApi, ...options },
      );
      expect('problem' in made && made.problem).toMatch(problem);
    }
  });
});
