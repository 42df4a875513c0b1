import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Spec §2: a page view is reported to the advertising pixel on every route change, if the
 * pixel exists. One report per page shown: the first load and each client-side navigation to
 * another path (a jump to #ingredients on the same page is not a new page). The pixel code is
 * fetched only when an id is configured, so it never weighs on the first load.
 */
export function usePageView(pixelId: string | null) {
  const { pathname } = useLocation();

  useEffect(() => {
    if (pixelId === null) return;
    import('~/integrations/pixel/meta-pixel')
      .then(({ trackPageView }) => trackPageView(pixelId))
      .catch((error: unknown) => console.warn('Could not load the page-view reporter', error));
  }, [pixelId, pathname]);
}
