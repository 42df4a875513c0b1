import { product } from './product';
import type { PageSeo } from './seo';

export const notFound = {
  code: '404',
  heading: 'Oops! Page not found',
  homeLink: 'Return to Home',
  logMessage: (path: string) => `404 Error: User attempted to access non-existent route: ${path}`,
} as const;

export const errorPage = {
  heading: 'Something went wrong',
  body: 'Sorry — this page hit an unexpected problem. Your order and messages are safe; please try again.',
  homeLink: 'Return to Home',
} as const;

export const notFoundSeo = {
  path: null,
  title: `404 — Oops! Page not found | ${product.brand}`,
  description: 'The page you were looking for does not exist.',
} as const satisfies PageSeo;

export const errorSeo = {
  path: null,
  title: `Something went wrong | ${product.brand}`,
  description: 'An unexpected error occurred.',
} as const satisfies PageSeo;
