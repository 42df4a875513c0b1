import { config } from '~/integrations/config';
import type * as pixel from '~/integrations/pixel/meta-pixel';
import type { ShopEvent } from '~/integrations/pixel/meta-pixel';
import { useAdvertisingAllowedNow } from './consent-provider';

type PixelModule = typeof pixel;
let pixelModule: PixelModule | null = null;

/**
 * Reports a shop event to the pixel (issue 12): only when one is configured and the visitor
 * allows advertising, with a fresh eventID. Fire and forget: when the pixel code is already
 * here (it is, once a page view was reported) the event goes out at once, so one sent just
 * before the browser leaves for the checkout is not lost; it never delays the caller.
 */
export function useShopEvent(): (event: ShopEvent) => void {
  const allowedNow = useAdvertisingAllowedNow();
  const pixelId = config.metaPixelId;
  return (event: ShopEvent) => {
    if (!allowedNow.current || pixelId === null) return;
    const eventId = `${event.name}-${crypto.randomUUID()}`;
    const send = (pixel: PixelModule) => pixel.trackShopEvent(pixelId, event, eventId);
    if (pixelModule) {
      send(pixelModule);
      return;
    }
    import('~/integrations/pixel/meta-pixel')
      .then((loaded) => {
        pixelModule = loaded;
        send(loaded);
      })
      .catch((error: unknown) => console.warn(`Could not report ${event.name}`, error));
  };
}
