import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useIsAdvertisingAllowed } from '~/consent/consent-state';

const loadPixel = () => import('./meta-pixel');

/** One PageView per page shown (not per #jump) when allowed; agreeing reports the page shown. */
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
