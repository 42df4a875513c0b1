import { loadScript } from '~/lib/load-script';
import { nextResourceEntry } from '~/lib/resource-entry';
import { type ShopEvent, shopEventData } from './shop-events';

/** Meta's pixel library; it reads the calls queued on `window.fbq` before it arrived. */
export const META_PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';

type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
  /** Stops the library from reporting its own PageView on history.pushState. */
  disablePushState?: boolean;
};

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

let initialisedFor: string | null = null;
let isRevoked = false;

/** One PageView; the first call loads Meta's script (its own pushState tracking off). */
export function trackPageView(pixelId: string): void {
  pixel(pixelId)('track', 'PageView');
}

/** A shop event once, with an `eventID` for Meta's deduplication. Never waits, never throws. */
export function trackShopEvent(pixelId: string, event: ShopEvent, eventId: string): void {
  pixel(pixelId)('track', event.name, shopEventData(event), { eventID: eventId });
}

/** How long the checkout waits at most for the library's InitiateCheckout request. */
export const SEND_LIMIT_MS = 500;

/** A shop event as the page leaves: resolves once the library's request to Meta is done (one
 * still open is cancelled with the page), SEND_LIMIT_MS at most; at once if it is not running. */
export async function trackShopEventBeforeLeaving(
  pixelId: string,
  event: ShopEvent,
  eventId: string,
): Promise<void> {
  const sent = pixel(pixelId).callMethod
    ? nextResourceEntry((url) => url.startsWith('https://www.facebook.com/tr'), SEND_LIMIT_MS)
    : null;
  trackShopEvent(pixelId, event, eventId);
  await sent;
}

/** The visitor said no: Meta's consent API stops the library, and its cookies go. */
export function revokePixelConsent(): void {
  if (!window.fbq || isRevoked) return;
  window.fbq('consent', 'revoke');
  isRevoked = true;
  for (const name of META_COOKIES) {
    document.cookie = `${name}=; Max-Age=0; path=/`;
    for (const domain of cookieDomains(location.hostname)) {
      document.cookie = `${name}=; Max-Age=0; path=/; domain=${domain}`;
    }
  }
}

const META_COOKIES = ['_fbp', '_fbc'] as const;

/** Every domain a cookie on `hostname` may belong to, down to two labels. */
export function cookieDomains(hostname: string): string[] {
  if (!hostname.includes('.') || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return [];
  const labels = hostname.split('.');
  return labels.slice(0, -1).map((_label, index) => `.${labels.slice(index).join('.')}`);
}

/** The pixel, set up and granted on first use; later uses are the same queue. */
function pixel(pixelId: string): Fbq {
  const fbq = window.fbq ?? installQueue();
  if (isRevoked) {
    fbq('consent', 'grant');
    isRevoked = false;
  }
  if (initialisedFor !== pixelId) {
    fbq.disablePushState = true;
    fbq('init', pixelId);
    initialisedFor = pixelId;
    loadScript(META_PIXEL_SCRIPT_URL).catch((error: unknown) => {
      console.warn('Meta pixel did not load; page views are not reported.', error);
    });
  }
  return fbq;
}

/** The queue Meta's snippet sets up, without the snippet's own PageView call. */
function installQueue(): Fbq {
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  } as Fbq;
  fbq.queue = [];
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  window.fbq = fbq;
  window._fbq = fbq;
  return fbq;
}
