import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useIsAdvertisingAllowed } from '~/consent/consent-state';

const loadPixel = () => import('./meta-pixel');

/**
 * A page view is reported to the advertising pixel on every route change, if the
 * pixel exists — and, where consent is needed, once the visitor has agreed. One
 * report per page shown: the first load and each client-side navigation to another path (a
 * jump to #ingredients on the same page is not a new page); agreeing reports the page shown
 * then. A withdrawn yes stops the pixel. The pixel code is fetched only when allowed.
 */
export function usePageView(pixelId: string | null) {
  const { pathname } = useLocation();
  const isAllowed = useIsAdvertisingAllowed();
  const wasAllowed = useRef(false);

  useEffect(() => {
    if (pixelId === null) return;
    if (!isAllowed) {
      if (wasAllowed.current) {
        wasAllowed.current = false;
        loadPixel()
          .then(({ revokePixelConsent }) => revokePixelConsent())
          .catch((error: unknown) => console.warn('Could not stop the pixel', error));
      }
      return;
    }
    wasAllowed.current = true;
    loadPixel()
      .then(({ trackPageView }) => trackPageView(pixelId))
      .catch((error: unknown) => console.warn('Could not load the page-view reporter', error));
  }, [pixelId, pathname, isAllowed]);
}
