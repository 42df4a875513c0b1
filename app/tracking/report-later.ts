import { config } from '~/config';
import { isAdvertisingAllowedNow } from '~/consent/consent-state';
import type { ShopEvent } from './shop-events';

/** reportShopEvent for the pages' own code: its module loads when first needed, off first loads
 * (and not at all while advertising is not allowed or no pixel is set up). */
export function reportShopEventLater(event: ShopEvent): void {
  if (!isAdvertisingAllowedNow() || config.metaPixelId === null) return;
  import('./report-shop-event').then(
    ({ reportShopEvent }) => reportShopEvent(event),
    (error: unknown) => console.warn(`Could not report ${event.name}`, error),
  );
}
