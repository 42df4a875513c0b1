/** Every public route of spec §2 that is prerendered and listed for search engines. */
export const PUBLIC_PATHS = ['/', '/wholesale', '/contact', '/privacy', '/terms'] as const;

export type PublicPath = (typeof PUBLIC_PATHS)[number];

/**
 * Prerendered too, but not public: the not-found page (the catch-all route) as full HTML, which
 * the build turns into the `404.html` every host answers unknown paths with.
 */
export const NOT_FOUND_PATH = '/404';

/**
 * The file a prerendered path is served from. One URL shape, without a trailing slash: a flat
 * `wholesale.html` is what Cloudflare Pages, Netlify, Vercel (cleanUrls) and `npm start` answer
 * `/wholesale` with directly, where `wholesale/index.html` would cost a redirect to `/wholesale/`.
 */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}
