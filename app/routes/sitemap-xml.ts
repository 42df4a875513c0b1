/**
 * /sitemap.xml, prerendered to a file (react-router.config.ts): the pages of the server build's
 * route table, read as scripts/build/site-map.ts reads app/routes.ts (a route with a page and a
 * plain path; not the catch-all, nor a page that only answers a post).
 */
import { onlyRead } from '~/lib/request.server';
import { config } from '~/config';

type BuiltRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: { default?: unknown };
};

export const action = onlyRead;

export async function loader() {
  const { routes } = await import('virtual:react-router/server-build');
  const urls = pagePathsOf(routes as Record<string, BuiltRoute>).map(
    (path) => `  <url><loc>${escapeXml(`${config.siteUrl}${path}`)}</loc></url>`,
  );
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ];
  return new Response(xml.join('\n'), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}

export function pagePathsOf(routes: Record<string, BuiltRoute>): string[] {
  const pathOf = (route: BuiltRoute): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const above = parent ? pathOf(parent) : '';
    return route.path ? `${above}/${route.path}` : above;
  };
  return Object.values(routes).flatMap((route) => {
    const isPage = typeof route.module.default === 'function' && (route.path || route.index);
    if (!isPage || route.path?.includes('*') || route.id.endsWith('.post')) return [];
    return [pathOf(route) || '/'];
  });
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
