import { config } from '~/config';
import { isAdvertisingAllowedNow } from '~/consent/consent-state';
import type { ShopEvent } from './shop-events';

/** Whether an event may be reported now: advertising allowed and a pixel set up. */
export const mayReport = (): boolean => isAdvertisingAllowedNow() && config.metaPixelId !== null;

/** reportShopEvent for the pages' own code: its module loads when first needed, off first loads. */
export function reportShopEventLater(event: ShopEvent): void {
  if (!mayReport()) return;
  import('./report-shop-event').then(
    ({ reportShopEvent }) => reportShopEvent(event),
    (error: unknown) => console.warn(`Could not report ${event.name}`, error),
  );
}
