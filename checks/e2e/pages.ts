import routes from '../../app/routes';
import { contact, contactSeo } from '../../app/content/contact';
import { hero, homeSeo } from '../../app/content/home';
import { privacyPolicy, privacySeo } from '../../app/content/legal/privacy';
import { termsOfService, termsSeo } from '../../app/content/legal/terms';
import { accessibilityStatement, accessibilitySeo } from '../../app/content/legal/accessibility';
import { notFound, notFoundSeo } from '../../app/content/not-found';
import { wholesale, wholesaleSeo } from '../../app/content/wholesale';
import { pagePaths } from '../../scripts/build/site-map';

/** A page as the browser tests visit it: where, its `<title>` and its `h1`, from its content. */
export type SitePage = { path: string; title: string; heading: string };

/** What each page of the route table shows; a page missing here fails every test that walks. */
const SHOWN: Record<string, Omit<SitePage, 'path'>> = {
  '/': { title: homeSeo.title, heading: `${hero.title}${hero.subtitle}` },
  '/wholesale': { title: wholesaleSeo.title, heading: wholesale.heading },
  '/contact': { title: contactSeo.title, heading: contact.heading },
  '/privacy': { title: privacySeo.title, heading: privacyPolicy.title },
  '/terms': { title: termsSeo.title, heading: termsOfService.title },
  '/accessibility': { title: accessibilitySeo.title, heading: accessibilityStatement.title },
};

/** Every public page, in the order of `app/routes.ts`, the one list of routes. */
export const PAGES: readonly SitePage[] = pagePaths(routes).map((path) => {
  const shown = SHOWN[path];
  if (!shown) {
    throw new Error(
      `${path} is in app/routes.ts: add its title and heading to checks/e2e/pages.ts`,
    );
  }
  return { path, ...shown };
});

/** A path no route matches: the catch-all's not-found page. */
export const NOT_FOUND_PAGE: SitePage = {
  path: '/no-such-page',
  title: notFoundSeo.title,
  heading: notFound.heading,
};

/** Every page, and the not-found page. */
export const EVERY_PAGE: readonly SitePage[] = [...PAGES, NOT_FOUND_PAGE];
