import { Outlet } from 'react-router';
import { CookieSettingsLink } from '~/components/cookie-settings-link';
import { useConsent } from '~/components/consent-provider';
import { SiteHeader } from '~/components/site-header';

/**
 * Spec §2: every route but the home page shows the shared header, then the page; where a pixel
 * asks for consent, a footer with "Cookie settings" follows (issue 12).
 */
export default function SiteLayout() {
  const { isNeeded } = useConsent();
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="px-4 py-12 sm:px-6 lg:py-16">
        <Outlet />
      </main>
      {isNeeded && (
        <footer className="border-t border-honey-200 px-4 py-6 text-center text-sm sm:px-6">
          <CookieSettingsLink className="inline-flex min-h-11 items-center px-2 text-ink-soft underline underline-offset-4 hover:text-ink" />
        </footer>
      )}
    </>
  );
}
