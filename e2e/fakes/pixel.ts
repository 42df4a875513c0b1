import type { OutsideWorld as Outside } from '../fixtures';

export const PIXEL_SCRIPT = /^https:\/\/connect\.facebook\.net\/en_US\/fbevents\.js$/;
export const PIXEL_EVENT = /^https:\/\/www\.facebook\.com\/tr\/?\?/;

/**
 * A stand-in for Meta's fbevents.js that behaves like it where it matters: it replays the
 * calls queued on window.fbq, sends each tracked event as an image request to /tr, and, unless
 * `fbq.disablePushState` is set, reports its own PageView on history.pushState (the real
 * library does, which is how duplicates happen).
 */
const FAKE_SCRIPT = `(() => {
  const fbq = window.fbq;
  const pixels = [];
  const send = (event) => {
    for (const id of pixels) {
      const url = new URL('https://www.facebook.com/tr/');
      url.searchParams.set('id', id);
      url.searchParams.set('ev', event);
      url.searchParams.set('dl', location.href);
      new Image().src = url.toString();
    }
  };
  fbq.callMethod = (method, ...args) => {
    if (method === 'init') pixels.push(args[0]);
    if (method === 'track') send(args[0]);
  };
  for (const call of fbq.queue.splice(0)) fbq.callMethod(...call);
  if (!fbq.disablePushState) {
    const pushState = history.pushState;
    history.pushState = function (...args) {
      pushState.apply(this, args);
      send('PageView');
    };
  }
})();`;

export type PixelEvent = { id: string; event: string; url: string };

export function fakePixel(outside: Outside) {
  const events: PixelEvent[] = [];
  outside.fake(PIXEL_SCRIPT, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_SCRIPT }),
  );
  outside.fake(PIXEL_EVENT, async (route) => {
    const params = new URL(route.request().url()).searchParams;
    events.push({
      id: params.get('id') ?? '',
      event: params.get('ev') ?? '',
      url: params.get('dl') ?? '',
    });
    await route.fulfill({ status: 200, contentType: 'image/gif', body: '' });
  });
  return { events };
}
