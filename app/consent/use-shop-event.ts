import { useCallback } from 'react';
import { config } from '~/config';
import { newEventId } from '~/lib/event-id';
import type * as pixel from './meta-pixel';
import type { ShopEvent } from './meta-pixel';
import { useAdvertisingAllowedNow } from './consent-provider';

type PixelModule = typeof pixel;
let pixelModule: PixelModule | null = null;

/**
 * Reports a shop event to the pixel (issue 12): only when one is configured and the visitor
 * allows advertising, with a fresh eventID. Fire and forget: when the pixel code is already
 * here (it is, once a page view was reported) the event goes out at once, so one sent just
 * before the browser leaves for the checkout is not lost; it never delays the caller. The same
 * function on every render, so effects and callbacks that use it do not run again for it.
 */
export function useShopEvent(): (event: ShopEvent) => void {
  const allowedNow = useAdvertisingAllowedNow();
  return useCallback((event: ShopEvent) => reportShopEvent(allowedNow, event), [allowedNow]);
}

function reportShopEvent(allowedNow: { readonly current: boolean }, event: ShopEvent) {
  const pixelId = config.metaPixelId;
  if (!allowedNow.current || pixelId === null) return;
  // Tracking is decoration: whatever goes wrong here is logged, never thrown at the page, the
  // buy button or the form (issue 21).
  const report = (pixel: PixelModule) =>
    isolated(`Could not report ${event.name}`, () =>
      pixel.trackShopEvent(pixelId, event, `${event.name}-${newEventId()}`),
    );
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

/** Runs `work`; an exception is logged as a warning with `context`, never rethrown. */
function isolated(context: string, work: () => void) {
  try {
    work();
  } catch (error) {
    console.warn(context, error);
  }
}
