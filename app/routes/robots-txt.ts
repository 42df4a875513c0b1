/** /robots.txt, prerendered to a file (react-router.config.ts): every page, and the sitemap. */
import { onlyRead } from '~/lib/request.server';
import { config } from '~/config';

export const action = onlyRead;

export function loader() {
  const text = ['User-agent: *', 'Allow: /', '', `Sitemap: ${config.siteUrl}/sitemap.xml`, ''];
  return new Response(text.join('\n'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
