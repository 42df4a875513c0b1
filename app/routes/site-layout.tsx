import { Outlet } from 'react-router';
import { SiteHeader } from '~/components/site-header';

/** Spec §2: every route but the home page shows the shared header, then the page. */
export default function SiteLayout() {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="px-4 py-12 sm:px-6 lg:py-16">
        <Outlet />
      </main>
    </>
  );
}
