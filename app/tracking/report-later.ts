import { config } from '~/config';
import { isAdvertisingAllowedNow } from '~/consent/consent-state';
import type { ShopEvent } from './shop-events';

/** reportShopEvent, its module loaded when first needed (never while ads are not allowed). */
export function reportShopEventLater(event: ShopEvent): void {
  if (!isAdvertisingAllowedNow() || config.metaPixelId === null) return;
  import('./report-shop-event').then(
    ({ reportShopEvent }) => reportShopEvent(event),
    (error: unknown) => console.warn(`Could not report ${event.name}`, error),
  );
}
