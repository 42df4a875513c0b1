import type { MetaDescriptor } from 'react-router';
import { product } from './product';

/** Titles and descriptions; each page's own live in its content module (`homeSeo`, …). */
export type PageSeo = {
  title: string;
  description: string;
  /** The page's path in app/routes.ts, e.g. `/wholesale`; null for a page not to be indexed. */
  path: `/${string}` | null;
};

/** The link-preview image (made by `npm run media`), shared by every page. */
export const socialImage = {
  path: '/images/social-card.jpg',
  type: 'image/jpeg',
  width: 1200,
  height: 630,
  alt: `A jar of ${product.name} glowing gold beside a honey dipper, on a dark background`,
} as const;

/** One page's `meta`: title, description, canonical, Open Graph and Twitter; no path: noindex. */
export function pageMeta(page: PageSeo, siteUrl: string): MetaDescriptor[] {
  const image = `${siteUrl}${socialImage.path}`;
  const url = page.path === null ? null : `${siteUrl}${page.path}`;
  return [
    { title: page.title },
    { name: 'description', content: page.description },
    ...(url === null
      ? [{ name: 'robots', content: 'noindex' }]
      : [
          { tagName: 'link', rel: 'canonical', href: url },
          { property: 'og:url', content: url },
        ]),
    { property: 'og:type', content: page.path === '/' ? 'product' : 'website' },
    { property: 'og:site_name', content: product.brand },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: socialImage.type },
    { property: 'og:image:width', content: String(socialImage.width) },
    { property: 'og:image:height', content: String(socialImage.height) },
    { property: 'og:image:alt', content: socialImage.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: page.title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: socialImage.alt },
  ];
}
