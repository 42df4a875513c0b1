import { product } from './product';

export type PageSeo = { title: string; description: string };

export const seo = {
  home: {
    title: `${product.name} — Lion's Mane & Reishi Honey | ${product.brand}`,
    description: `Raw clover honey infused with 12:1 Lion's Mane and Reishi extracts and an edible shimmer. ${product.betaGlucansMg} mg beta-glucans per serving, $${product.priceUsd} a ${product.sizeOz} oz jar, free shipping.`,
  },
  wholesale: {
    title: `Wholesale — Stock ${product.brand} in Your Store`,
    description: `Carry ${product.name} in your shop, café or wellness studio. Wholesale cases of ${product.wholesaleMinimumUnits} jars.`,
  },
  contact: {
    title: `Contact Us | ${product.brand}`,
    description: `Questions about ${product.name}, an order or wholesale? Send us a message.`,
  },
  privacy: {
    title: `Privacy Policy | ${product.brand}`,
    description: `How ${product.brand} collects, uses and protects your personal information.`,
  },
  terms: {
    title: `Terms of Service | ${product.brand}`,
    description: `The terms that apply when you shop with ${product.brand}.`,
  },
  notFound: {
    title: `Page not found | ${product.brand}`,
    description: 'The page you were looking for does not exist.',
  },
  error: {
    title: `Something went wrong | ${product.brand}`,
    description: 'An unexpected error occurred.',
  },
} as const satisfies Record<string, PageSeo>;

/** React Router `meta` descriptors for one page. */
export function pageMeta(page: PageSeo) {
  return [{ title: page.title }, { name: 'description', content: page.description }];
}
