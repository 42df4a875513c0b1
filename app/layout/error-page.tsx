import { errorPage } from '~/content/error-page';
import { SiteHeader } from './site-header';
import { BackHomeLink } from '~/ui/back-home-link';

export function ErrorPage() {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
        <h1 className="text-4xl font-semibold">{errorPage.heading}</h1>
        <p className="mt-4 text-lg text-ink-soft">{errorPage.body}</p>
        <p className="mt-8">
          <BackHomeLink label={errorPage.homeLink} />
        </p>
      </main>
    </>
  );
}
