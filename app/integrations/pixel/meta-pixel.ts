import { loadScript } from '../load-script';

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

/**
 * Reports one PageView for the page now shown. The first call sets up the pixel queue and
 * loads Meta's script in the background; a blocked or failing script leaves the calls queued,
 * never an error. Our router reports every page itself, so the library's own pushState
 * tracking is turned off (it would count each client-side navigation twice).
 */
export function trackPageView(pixelId: string): void {
  if (initialisedFor !== pixelId) {
    const fbq = window.fbq ?? installQueue();
    fbq.disablePushState = true;
    fbq('init', pixelId);
    initialisedFor = pixelId;
    loadScript(META_PIXEL_SCRIPT_URL).catch((error: unknown) => {
      console.warn('Meta pixel did not load; page views are not reported.', error);
    });
  }
  window.fbq?.('track', 'PageView');
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
