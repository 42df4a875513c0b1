import { Outlet } from 'react-router';
import { SiteFooter } from '~/layout/site-footer';
import { SiteHeader } from '~/layout/site-header';
import { BelowTheFold } from '~/ui/below-the-fold';

/** Every route but home: the shared header, the page, and the footer where consent is asked. */
export default function SiteLayout() {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="px-4 py-12 sm:px-6 lg:py-16">
        <Outlet />
      </main>
      <BelowTheFold>
        <SiteFooter variant="compact" />
      </BelowTheFold>
    </>
  );
}
