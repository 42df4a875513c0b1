import { product } from './product';
import type { PageSeo } from './seo';

export const notFound = {
  code: '404',
  heading: 'Oops! Page not found',
  homeLink: 'Return to Home',
  logMessage: (path: string) => `404 Error: User attempted to access non-existent route: ${path}`,
} as const;

export const notFoundSeo = {
  path: null,
  title: `404 — Oops! Page not found | ${product.brand}`,
  description: 'The page you were looking for does not exist.',
} as const satisfies PageSeo;
