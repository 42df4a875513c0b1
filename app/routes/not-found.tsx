import { useEffect } from 'react';
import { data, useLocation } from 'react-router';
import { BackHomeLink } from '~/ui/back-home-link';
import { notFound, notFoundSeo } from '~/content/not-found';
import { pageMeta } from '~/content/seo';
import { config } from '~/config';

export const meta = () => pageMeta(notFoundSeo, config.siteUrl);

/** Any path without a page: the server renders this one with status 404, on every host. */
export const loader = () => data(null, { status: 404 });

export default function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error(notFound.logMessage(pathname));
  }, [pathname]);

  return (
    <div className="mx-auto max-w-xl py-8 text-center">
      {/* In the text face: Fraunces' wide figures would move this centred line when it swaps in. */}
      <p className="text-8xl font-bold tracking-tight text-honey-700">{notFound.code}</p>
      <h1 className="mt-4 text-3xl font-semibold">{notFound.heading}</h1>
      <p className="mt-8">
        <BackHomeLink label={notFound.homeLink} />
      </p>
    </div>
  );
}
