/**
 * Meta's Conversions API: the pixel's shop events again from the server, with the same id, so an
 * ad blocker does not lose them. With consent only, no personal data, after the response.
 */
import type { ConsentMode } from '../consent/consent-mode';
import { newEventId } from '../lib/event-id';
import { isEventId } from '../lib/is-event-id';
import { withTimeLimit } from '../lib/time-limit';
import { type ShopEvent, shopEventData } from './shop-events';
import { advertisingDecision, hasGlobalPrivacyControl } from '../consent/consent.server';
import { readCookies } from '../lib/request.server';

/** The function's Meta settings: server-only variables, never VITE_*. */
export type ConversionsEnv = {
  /** A Conversions API access token (Events Manager → Settings); nothing is sent without it. */
  META_ACCESS_TOKEN?: string;
  /** Marks the events for Events Manager's Test Events tab while set up is checked. */
  META_TEST_EVENT_CODE?: string;
  META_GRAPH_API_VERSION?: string;
  META_GRAPH_ORIGIN?: string;
};

const DEFAULT_GRAPH_API_VERSION = 'v24.0';
const GRAPH_ORIGIN = 'https://graph.facebook.com';
/** Meta gets this long; the event is dropped (and logged once) after. */
const META_TIME_LIMIT_MS = 5000;

/** So a silent Meta ties up no connections: five silent sends, then 30 s of rest; 200 wait at most. */
const SILENT_TO_REST = 5;
const REST_MS = 30_000;
const MOST_WAITING = 200;
const metaLink = { waiting: 0, silentInARow: 0, restUntil: 0, saidFull: false };

export type ConversionsSite = { metaPixelId: string | null; consentMode: ConsentMode };

export type Conversions = {
  env: ConversionsEnv;
  site: ConversionsSite;
  clientIp: string | null;
  /** Runs the send after the response (the host's waitUntil); the shopper never waits. */
  waitUntil: (work: Promise<unknown>) => void;
  fetchApi?: typeof fetch;
  timeLimitMs?: number;
  now?: () => number;
};

/** Queues `event` for Meta when allowed; `id` is the pixel's eventID, else a new one. */
export function reportToMeta(
  request: Request,
  event: ShopEvent,
  id: string | null,
  conversions: Conversions,
): boolean {
  const { env, site } = conversions;
  const token = env.META_ACCESS_TOKEN?.trim();
  if (!token || !site.metaPixelId) return false;
  // Global Privacy Control is a no here in every mode, `off` included.
  if (hasGlobalPrivacyControl(request)) return false;
  if (!advertisingDecision(request, readCookies(request), site.consentMode).isAllowed) return false;
  // Resting from a silent Meta, or as many waiting as it may have: nothing is built or sent.
  if (Date.now() < metaLink.restUntil) return false;
  if (metaLink.waiting >= MOST_WAITING) {
    if (!metaLink.saidFull)
      console.error(`Conversions API: ${MOST_WAITING} events wait for Meta; more are dropped`);
    metaLink.saidFull = true;
    return false;
  }
  const eventId = id !== null && isEventId(event.name, id) ? id : `${event.name}-${newEventId()}`;
  const body = metaBody(request, event, eventId, conversions, token);
  const version = env.META_GRAPH_API_VERSION?.trim() || DEFAULT_GRAPH_API_VERSION;
  const origin = env.META_GRAPH_ORIGIN?.trim() || GRAPH_ORIGIN;
  const url = `${origin}/${encodeURIComponent(version)}/${site.metaPixelId}/events`;
  conversions.waitUntil(
    send(url, body, event.name, conversions.fetchApi ?? fetch, conversions.timeLimitMs),
  );
  return true;
}

/** What Meta gets: page, address, user agent, Meta's ids, the catalog data; no personal data. */
function metaBody(
  request: Request,
  event: ShopEvent,
  eventId: string,
  { clientIp, env, now = Date.now }: Pick<Conversions, 'clientIp' | 'env' | 'now'>,
  token: string,
) {
  const cookies = readCookies(request);
  const page = pageOf(request);
  const fbclid = page?.searchParams.get('fbclid');
  const userData: Record<string, string> = {};
  if (clientIp) userData.client_ip_address = clientIp;
  const userAgent = request.headers.get('user-agent');
  if (userAgent) userData.client_user_agent = userAgent.slice(0, 512);
  const fbp = cookies._fbp;
  if (fbp && FBP.test(fbp)) userData.fbp = fbp;
  const fbc = cookies._fbc;
  if (fbc && FBC.test(fbc)) userData.fbc = fbc;
  // Meta's documented form when the pixel could not set _fbc: fb.1.{ms}.{fbclid}
  else if (fbclid && CLICK_ID.test(fbclid)) userData.fbc = `fb.1.${now()}.${fbclid}`;
  const customData = shopEventData(event);
  const testCode = env.META_TEST_EVENT_CODE?.trim();
  return {
    data: [
      {
        event_name: event.name,
        event_time: Math.floor(now() / 1000),
        event_id: eventId,
        action_source: 'website',
        event_source_url: page ? `${page.origin}${page.pathname}` : new URL('/', request.url).href,
        user_data: userData,
        ...(Object.keys(customData).length > 0 ? { custom_data: customData } : {}),
      },
    ],
    ...(testCode ? { test_event_code: testCode } : {}),
    access_token: token,
  };
}

const FBP = /^fb\.\d\.\d{10,13}\.\d{1,20}$/;
const FBC = /^fb\.\d\.\d{10,13}\.[\w-]{1,500}$/;
const CLICK_ID = /^[\w-]{1,500}$/;

function pageOf(request: Request): URL | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const page = new URL(referer);
    return page.host === new URL(request.url).host ? page : null;
  } catch {
    return null;
  }
}

async function send(
  url: string,
  body: unknown,
  name: string,
  fetchApi: typeof fetch,
  timeLimitMs = META_TIME_LIMIT_MS,
): Promise<void> {
  metaLink.waiting += 1;
  let isSilent = false;
  try {
    const response = await withTimeLimit(timeLimitMs, `no answer in ${timeLimitMs} ms`, (signal) =>
      fetchApi(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal,
      }),
    );
    await response.body?.cancel();
    // Once, and only the event's name and the status: never the body, which names the visitor.
    if (!response.ok)
      console.error(`Conversions API: Meta refused ${name} (HTTP ${response.status})`);
  } catch (error) {
    isSilent = true;
    const reason = error instanceof Error ? error.message : 'unknown error';
    console.error(`Conversions API: ${name} not sent (${reason})`);
  } finally {
    noteMetaAnswer(isSilent);
  }
}

function noteMetaAnswer(isSilent: boolean) {
  metaLink.waiting -= 1;
  if (!isSilent) {
    metaLink.silentInARow = 0;
    metaLink.saidFull = false;
    return;
  }
  metaLink.silentInARow += 1;
  if (metaLink.silentInARow < SILENT_TO_REST || Date.now() < metaLink.restUntil) return;
  metaLink.restUntil = Date.now() + REST_MS;
  console.error(
    `Conversions API: Meta did not answer ${metaLink.silentInARow} events in a row; none is sent for ${REST_MS / 1000} s`,
  );
}
