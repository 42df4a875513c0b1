/** /manifest.webmanifest, prerendered to a file (react-router.config.ts); icons by `npm run media`. */
import { onlyRead } from '~/lib/request.server';
import { homeSeo } from '~/content/home';
import { product } from '~/content/product';
import { THEME } from '~/content/theme';

export const action = onlyRead;

export function loader() {
  return Response.json(
    {
      name: product.name,
      short_name: product.brand,
      description: homeSeo.description,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME.night,
      background_color: THEME.cream,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        {
          src: '/icons/maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    { headers: { 'Content-Type': 'application/manifest+json' } },
  );
}
