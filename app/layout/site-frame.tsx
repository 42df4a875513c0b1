import type { ReactNode } from 'react';
import { SiteFooter } from '~/layout/site-footer';
import { SiteHeader } from '~/layout/site-header';
import { BelowTheFold } from '~/ui/below-the-fold';

/** Every page but home: the shared header, the page, and the footer where consent is asked. */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="px-4 py-12 sm:px-6 lg:py-16">
        {children}
      </main>
      <BelowTheFold>
        <SiteFooter variant="compact" />
      </BelowTheFold>
    </>
  );
}
