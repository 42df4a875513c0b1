import { config } from '~/config';
import { isAdvertisingAllowedNow } from '~/consent/consent-state';
import { newEventId } from '~/lib/event-id';
import type * as pixel from './meta-pixel';
import type { ShopEvent } from './meta-pixel';

type PixelModule = typeof pixel;
let pixelModule: PixelModule | null = null;

/**
 * A shop event to the pixel, when configured and allowed now. Sent at once when the pixel code is
 * here, so an event just before leaving for the checkout is not lost; never delays the caller.
 */
export function reportShopEvent(event: ShopEvent): void {
  const pixelId = config.metaPixelId;
  if (!isAdvertisingAllowedNow() || pixelId === null) return;
  // Tracking is decoration: whatever goes wrong here is logged, never thrown at the page.
  const report = (loaded: PixelModule) => {
    try {
      loaded.trackShopEvent(pixelId, event, `${event.name}-${newEventId()}`);
    } catch (error) {
      console.warn(`Could not report ${event.name}`, error);
    }
  };
  if (pixelModule) {
    report(pixelModule);
    return;
  }
  import('./meta-pixel')
    .then((loaded) => {
      pixelModule = loaded;
      report(loaded);
    })
    .catch((error: unknown) => console.warn(`Could not report ${event.name}`, error));
}
