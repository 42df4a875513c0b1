import { product } from './product';
import type { PageSeo } from './seo';

/** The root error boundary's page (app/root.tsx): never a blank screen, always a way home. */
export const errorPage = {
  heading: 'Something went wrong',
  body: 'Sorry — this page hit an unexpected problem. Your order and messages are safe; please try again.',
  homeLink: 'Return to Home',
} as const;

export const errorSeo = {
  path: null,
  title: `Something went wrong | ${product.brand}`,
  description: 'An unexpected error occurred.',
} as const satisfies PageSeo;
