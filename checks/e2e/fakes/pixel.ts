import type { OutsideWorld as Outside } from '../fixtures';
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import type { MetaCall } from '../../support/fake-store.mjs';
import { FAKE_STORE_ORIGIN } from '../hosts';

export const PIXEL_SCRIPT = /^https:\/\/connect\.facebook\.net\/en_US\/fbevents\.js$/;
export const PIXEL_EVENT = /^https:\/\/www\.facebook\.com\/tr\/?\?/;
/** Every request that goes to Meta, whatever it is. */
const ANY_META = /^https:\/\/([\w-]+\.)*(facebook\.com|facebook\.net)\//;

/**
 * A stand-in for Meta's fbevents.js that behaves like it where it matters: it replays the
 * calls queued on window.fbq, sends each tracked event as an image request to /tr (with the
 * event's custom data as `cd[…]` and its `eid`), honours the consent API (`fbq('consent',
 * 'revoke' | 'grant')`: nothing is sent while revoked) and, unless `fbq.disablePushState` is
 * set, reports its own PageView on history.pushState (the real library does, which is how
 * duplicates happen).
 */
export const FAKE_PIXEL_SCRIPT = `(() => {
  const fbq = window.fbq;
  const pixels = [];
  let isRevoked = false;
  const send = (event, data, options) => {
    if (isRevoked) return;
    for (const id of pixels) {
      const url = new URL('https://www.facebook.com/tr/');
      url.searchParams.set('id', id);
      url.searchParams.set('ev', event);
      url.searchParams.set('dl', location.href);
      for (const [key, value] of Object.entries(data ?? {})) {
        url.searchParams.set('cd[' + key + ']', Array.isArray(value) ? JSON.stringify(value) : String(value));
      }
      if (options && options.eventID) url.searchParams.set('eid', options.eventID);
      new Image().src = url.toString();
    }
  };
  fbq.callMethod = (method, ...args) => {
    if (method === 'init') pixels.push(args[0]);
    if (method === 'consent') isRevoked = args[0] === 'revoke';
    if (method === 'track') send(args[0], args[1], args[2]);
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

export type PixelEvent = {
  id: string;
  event: string;
  url: string;
  /** The event's custom data (`cd[…]`), as sent. */
  data: Record<string, string>;
  eventId: string | null;
};

export function fakePixel(outside: Outside) {
  const events: PixelEvent[] = [];
  /** Every request to a Meta host, whatever it was (the script, events, anything else). */
  const requests: string[] = [];
  outside.fake(ANY_META, async (route, answerDefault) => {
    const url = route.request().url();
    requests.push(url);
    if (PIXEL_SCRIPT.test(url)) return answerDefault();
    if (PIXEL_EVENT.test(url)) {
      const params = new URL(url).searchParams;
      const data: Record<string, string> = {};
      for (const [key, value] of params) {
        const name = /^cd\[(.+)\]$/.exec(key)?.[1];
        if (name) data[name] = value;
      }
      events.push({
        id: params.get('id') ?? '',
        event: params.get('ev') ?? '',
        url: params.get('dl') ?? '',
        data,
        eventId: params.get('eid'),
      });
      return answerDefault();
    }
    await route.abort('blockedbyclient');
  });
  return { events, requests };
}

/**
 * Meta's Conversions API as the function reaches it: the fake Graph API beside the fake store
 * (checks/support/fake-store.mjs), this test's shopper's events only.
 */
export function fakeConversionsApi(outside: Outside) {
  const ip = outside.shopperIp;
  return {
    /** What the Graph API answers this shopper's events from now on (an error, or nothing). */
    set: async (meta: { status?: number; hang?: boolean }) => {
      await fetch(`${FAKE_STORE_ORIGIN}/__fake/scenario`, {
        method: 'POST',
        body: JSON.stringify({ ip, scenario: { meta } }),
      });
    },
    calls: () => fetchCalls(ip),
    /** The events sent for this shopper, one per call. */
    events: async () => (await fetchCalls(ip)).flatMap((call) => call.body.data),
    /**
     * What reached Meta for this shopper once the function has done everything asked of it so
     * far: a consented Contact is sent last as a marker, and the calls are read once it arrived
     * (so a send that should not have happened is seen, without a fixed wait).
     */
    settled: async (request: APIRequestContext, baseURL: string) => {
      const marker = `Contact-${randomUUID()}`;
      const answer = await request.post('/events', {
        data: `event=Contact&event_id=${marker}&consent=granted`,
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: baseURL,
          Cookie: 'lh_consent=granted',
          'X-Forwarded-For': ip,
          'CF-Connecting-IP': ip,
        },
      });
      expect(answer.status()).toBe(204);
      const isMarker = (call: MetaCall) => call.body.data[0]?.event_id === marker;
      await expect.poll(async () => (await fetchCalls(ip)).some(isMarker)).toBe(true);
      return (await fetchCalls(ip)).filter((call) => !isMarker(call));
    },
  };
}

async function fetchCalls(ip: string): Promise<MetaCall[]> {
  return (await fetch(`${FAKE_STORE_ORIGIN}/__fake/meta?ip=${ip}`)).json() as Promise<MetaCall[]>;
}
