import { config } from '~/config';
import { isAdvertisingAllowedNow } from '~/consent/consent-state';
import { newEventId } from '~/lib/event-id';
import type * as pixel from './meta-pixel';
import { EVENTS_PATH, EVENT_FIELDS, type ShopEvent } from './shop-events';

type PixelModule = typeof pixel;
let pixelModule: PixelModule | null = null;

/** A new id for one event, `Name-uuid`: the pixel's eventID and the function's event_id. */
export function shopEventId(name: ShopEvent['name']): string {
  return `${name}-${newEventId()}`;
}

type ReportOptions = {
  /** The id when the caller already sent it elsewhere (the list form sends it to the list). */
  eventId?: string;
  /** Tell the function too (Conversions API); false when it has the event already. */
  viaFunction?: boolean;
};

// Sent at once, never delaying the caller (for an event as the page leaves: reportBeforeLeaving).
export function reportShopEvent(
  event: ShopEvent,
  { eventId = shopEventId(event.name), viaFunction = true }: ReportOptions = {},
): void {
  const pixelId = config.metaPixelId;
  if (!isAdvertisingAllowedNow() || pixelId === null) return;
  if (viaFunction) tellFunction(event, eventId);
  // Tracking is decoration: whatever goes wrong here is logged, never thrown at the page.
  const report = (loaded: PixelModule) => {
    try {
      loaded.trackShopEvent(pixelId, event, eventId);
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

/** The pixel's event as the page leaves, the function told already: resolves once it is sent. */
export async function reportBeforeLeaving(event: ShopEvent, eventId: string): Promise<void> {
  const pixelId = config.metaPixelId;
  if (!isAdvertisingAllowedNow() || pixelId === null) return;
  try {
    pixelModule ??= await import('./meta-pixel');
    await pixelModule.trackShopEventBeforeLeaving(pixelId, event, eventId);
  } catch (error) {
    console.warn(`Could not report ${event.name}`, error);
  }
}

/** A beacon to the site's function: it outlives the page and no blocker stops it. */
function tellFunction(event: ShopEvent, eventId: string): void {
  const body = new URLSearchParams({
    [EVENT_FIELDS.event]: event.name,
    [EVENT_FIELDS.eventId]: eventId,
    // Only an allowed event is sent; the function checks this against what it sees.
    [EVENT_FIELDS.consent]: 'granted',
  });
  if (event.name === 'ViewContent') {
    const { variantGid, price } = event.product;
    body.set(EVENT_FIELDS.contentId, variantGid.slice(variantGid.lastIndexOf('/') + 1));
    body.set(EVENT_FIELDS.value, price.amount.toFixed(2));
    body.set(EVENT_FIELDS.currency, price.currencyCode);
  }
  try {
    if (navigator.sendBeacon?.(EVENTS_PATH, body)) return;
    void fetch(EVENTS_PATH, { method: 'POST', body, keepalive: true }).catch(() => undefined);
  } catch (error) {
    console.warn(`Could not report ${event.name} to the site's function`, error);
  }
}
