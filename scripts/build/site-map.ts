import type { RouteConfigEntry } from '@react-router/dev/routes';

/**
 * Every page of the route table (`app/routes.ts`), the one list of routes: the prerender, the
 * page files, the sitemap and the browser tests all take their paths from it. The catch-all
 * (`*`) is the not-found page, which the server renders. A module without a page (`.ts`: an
 * action or a loader, /list…) is a server path, and one whose page only answers a post
 * (`.post.tsx`: the cart's refused form) is rendered by the server, never prerendered.
 *
 * @throws {Error} for a route with a parameter: a static site cannot prerender it without its
 *   values, and with no SPA fallback it would be a 404 on every host
 */
export function pagePaths(routes: readonly RouteConfigEntry[], parent = ''): string[] {
  return routes.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}` : parent;
    if (entry.path?.includes('*') || /\.ts$|\.post\.tsx$/.test(entry.file)) return [];
    if (entry.path?.includes(':')) {
      throw new Error(
        `The route ${path} (${entry.file}) has a parameter: list its pages as routes of their own, or prerender them with their values.`,
      );
    }
    if (entry.children) return pagePaths(entry.children, path);
    return [path === '' ? '/' : path];
  });
}

/**
 * The file a prerendered path is served from. One URL shape, without a trailing slash: a flat
 * `wholesale.html` is what Cloudflare Pages, Netlify, Vercel (cleanUrls) and `npm start` answer
 * `/wholesale` with directly, where `wholesale/index.html` would cost a redirect to `/wholesale/`.
 */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}
