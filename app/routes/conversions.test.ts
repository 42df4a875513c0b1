// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentMode } from '../consent/consent-mode';
import {
  FAKE_MONTHLY_PLAN,
  FAKE_OFFER,
  FAKE_STORE_CONFIG,
  FAKE_VARIANT_GID,
} from '../../checks/support/fake-store-answers.mjs';
import { startFakeStore } from '../../checks/support/fake-store.mjs';
import { type HandlerContext, handleRequest } from '~/server/host.fixtures';

type FakeServices = Awaited<ReturnType<typeof startFakeStore>>;

const VARIANT = FAKE_VARIANT_GID;
const PIXEL = '1234567890';
const TOKEN = 'EAAB-conversions-token-never-shown';
const EVENT_ID = 'InitiateCheckout-0f8fad5b-d9cb-469f-a165-70867728950e';
const VIEW_ID = 'ViewContent-7c9e6679-7425-40de-944b-e07fc1f90ae7';
const CONTACT_ID = 'Contact-16fd2706-8baf-433b-82eb-8c7fada847da';
const NOW = Date.UTC(2026, 10, 25, 20, 0, 0);
const UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/131.0 Mobile Safari/537.36';
const STORE = FAKE_STORE_CONFIG;

let services: FakeServices;
let ip = 0;
let shopper = '';
let pending: Promise<unknown>[] = [];

beforeAll(async () => {
  services = await startFakeStore();
});
afterAll(() => services.close());
beforeEach(() => {
  shopper = `198.51.100.${++ip}`;
  pending = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

function context(
  change: Partial<HandlerContext> & { mode?: ConsentMode } = {},
  env: HandlerContext['env'] = {},
): HandlerContext {
  const { mode = 'opt-in', ...rest } = change;
  return {
    site: {
      store: STORE,
      consentMode: mode,
      contactEmail: 'hello@lumenhive.test',
      metaPixelId: PIXEL,
      list: null,
    },
    env: {
      SHOPIFY_API_ORIGIN: services.origin,
      // With it, the shopper's address goes to the store (the fake's key for each shopper).
      SHOPIFY_PRIVATE_TOKEN: 'shpat_test',
      META_GRAPH_ORIGIN: services.origin,
      META_ACCESS_TOKEN: TOKEN,
      ...env,
    },
    clientIp: shopper,
    waitUntil: (work) => void pending.push(work),
    ...rest,
  };
}

/** Runs what the function left for after the response, then what Meta received. */
async function sentToMeta() {
  await Promise.all(pending);
  return services.metaCalls(shopper);
}

function request(
  path: string,
  body: string,
  {
    cookie = 'lh_consent=granted',
    headers = {},
  }: { cookie?: string; headers?: Record<string, string> } = {},
) {
  return new Request(`https://lumenhive.test${path}`, {
    method: 'POST',
    body,
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'User-Agent': UA,
      Referer: 'https://lumenhive.test/?utm_source=meta&fbclid=IwAR2-click_id',
      Origin: 'https://lumenhive.test',
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
  });
}

const buy = (extra = '', options?: Parameters<typeof request>[2]) =>
  request('/cart?from=hero', `variant=${encodeURIComponent(VARIANT)}&quantity=3${extra}`, options);

const viewContent = (fields = '', options?: Parameters<typeof request>[2]) =>
  request(
    '/events',
    `event=ViewContent&event_id=${VIEW_ID}&consent=granted&content_id=4455&value=34.00&currency=USD${fields}`,
    options,
  );

describe('the Conversions API from the function', () => {
  beforeEach(() => vi.spyOn(Date, 'now').mockReturnValue(NOW));

  it('the cart’s InitiateCheckout: the exact body, with the page’s event id, after a 303', async () => {
    const response = await handleRequest(
      buy(`&event_id=${EVENT_ID}`, {
        cookie: 'lh_consent=granted; _fbp=fb.1.1764000000000.1234567890',
      }),
      context(),
    );
    expect(response.status).toBe(303);
    expect(await sentToMeta()).toEqual([
      {
        path: `/v24.0/${PIXEL}/events`,
        body: {
          data: [
            {
              event_name: 'InitiateCheckout',
              event_time: NOW / 1000,
              event_id: EVENT_ID,
              action_source: 'website',
              event_source_url: 'https://lumenhive.test/',
              user_data: {
                client_ip_address: shopper,
                client_user_agent: UA,
                fbp: 'fb.1.1764000000000.1234567890',
                // Built from the landing's fbclid, as Meta documents, when the pixel set none.
                fbc: `fb.1.${NOW}.IwAR2-click_id`,
              },
              custom_data: { num_items: 3, content_ids: ['4455'], value: 102, currency: 'USD' },
            },
          ],
          access_token: TOKEN,
        },
      },
    ]);
  });

  it('a plan’s price per delivery, the pixel’s _fbc, a test event code and another API version', async () => {
    services.setScenario(shopper, { product: { plans: [FAKE_MONTHLY_PLAN] } });
    const plan = encodeURIComponent(FAKE_MONTHLY_PLAN.id);
    await handleRequest(
      buy(`&plan=${plan}`, { cookie: 'lh_consent=granted; _fbc=fb.1.1764000000000.AbCd-9' }),
      context({}, { META_TEST_EVENT_CODE: 'TEST4242', META_GRAPH_API_VERSION: 'v25.0' }),
    );
    const [call] = await sentToMeta();
    expect(call?.path).toBe(`/v25.0/${PIXEL}/events`);
    expect(call?.body.test_event_code).toBe('TEST4242');
    expect(call?.body.data[0]?.user_data.fbc).toBe('fb.1.1764000000000.AbCd-9');
    expect(call?.body.data[0]?.custom_data).toEqual({
      num_items: 3,
      content_ids: ['4455'],
      value: 91.8, // 3 × $30.60, the plan's price
      currency: 'USD',
    });
    // A plain post has no pixel: the function makes the id.
    expect(call?.body.data[0]?.event_id).toMatch(/^InitiateCheckout-[0-9a-f-]{36}$/);
  });

  it('the value is what the store charges: its automatic discount on 3 jars applied', async () => {
    services.setScenario(shopper, { offer: FAKE_OFFER });
    await handleRequest(buy('', { cookie: 'lh_consent=granted' }), context());
    const [call] = await sentToMeta();
    expect(call?.body.data[0]?.custom_data).toEqual({
      num_items: 3,
      content_ids: ['4455'],
      value: 86.7, // 3 × $34 less the store's 15 %, as its cart says: not 102
      currency: 'USD',
    });
  });

  it('ViewContent and Contact from the page: the exact bodies (Contact carries no custom data)', async () => {
    expect((await handleRequest(viewContent(), context())).status).toBe(204);
    const contact = request('/events', `event=Contact&event_id=${CONTACT_ID}&consent=granted`, {
      headers: { Referer: 'https://lumenhive.test/contact' },
    });
    expect((await handleRequest(contact, context())).status).toBe(204);
    const user = { client_ip_address: shopper, client_user_agent: UA };
    expect((await sentToMeta()).map((call) => call.body)).toEqual([
      {
        data: [
          {
            event_name: 'ViewContent',
            event_time: NOW / 1000,
            event_id: VIEW_ID,
            action_source: 'website',
            event_source_url: 'https://lumenhive.test/',
            user_data: { ...user, fbc: `fb.1.${NOW}.IwAR2-click_id` },
            custom_data: {
              content_type: 'product',
              content_ids: ['4455'],
              value: 34,
              currency: 'USD',
            },
          },
        ],
        access_token: TOKEN,
      },
      {
        data: [
          {
            event_name: 'Contact',
            event_time: NOW / 1000,
            event_id: CONTACT_ID,
            action_source: 'website',
            event_source_url: 'https://lumenhive.test/contact',
            user_data: user,
          },
        ],
        access_token: TOKEN,
      },
    ]);
  });

  it.each([
    ['opt-in, unanswered', 'opt-in', '', {}],
    ['opt-in, declined', 'opt-in', 'lh_consent=denied', {}],
    ['opt-in, a malformed choice', 'opt-in', 'lh_consent=yes', {}],
    [
      'opt-in, granted but Global Privacy Control',
      'opt-in',
      'lh_consent=granted',
      { 'Sec-GPC': '1' },
    ],
    ['opt-out, declined', 'opt-out', 'lh_consent=denied', {}],
    ['opt-out, unanswered but Global Privacy Control', 'opt-out', '', { 'Sec-GPC': '1' }],
    ['off, but Global Privacy Control', 'off', '', { 'Sec-GPC': '1' }],
  ] as const)('%s: the cart 303s and nothing goes to Meta', async (_, mode, cookie, headers) => {
    const response = await handleRequest(buy('', { cookie, headers }), context({ mode }));
    expect(response.status).toBe(303);
    const event = await handleRequest(viewContent('', { cookie, headers }), context({ mode }));
    expect(event.status).toBe(204);
    expect(pending).toEqual([]);
    expect(await sentToMeta()).toEqual([]);
  });

  it.each([
    ['opt-out, unanswered (the mode’s default)', 'opt-out'],
    ['off (consent handled elsewhere)', 'off'],
  ] as const)('%s: sent', async (_, mode) => {
    await handleRequest(buy('', { cookie: '' }), context({ mode }));
    expect(await sentToMeta()).toHaveLength(1);
  });

  it('without a token, or without a pixel: nothing is sent, the cart unchanged', async () => {
    expect((await handleRequest(buy(), context({}, { META_ACCESS_TOKEN: ' ' }))).status).toBe(303);
    const noPixel = context();
    noPixel.site = { ...noPixel.site, metaPixelId: null };
    expect((await handleRequest(buy(), noPixel)).status).toBe(303);
    expect((await handleRequest(viewContent(), noPixel)).status).toBe(204);
    expect(await sentToMeta()).toEqual([]);
  });

  it('Meta refusing: the cart’s 303 unchanged, logged once with no personal data', async () => {
    services.setScenario(shopper, { meta: { status: 500 } });
    const response = await handleRequest(buy(), context());
    expect(response.status).toBe(303);
    expect(await sentToMeta()).toHaveLength(1);
    expect(console.error).toHaveBeenCalledExactlyOnceWith(
      'Conversions API: Meta refused InitiateCheckout (HTTP 500)',
    );
  });

  it('Meta hanging: the 303 comes before Meta answers; the event is dropped at the limit', async () => {
    services.setScenario(shopper, { meta: { hang: true } });
    let isSettled = false;
    const response = await handleRequest(buy(), context({ metaTimeLimitMs: 200 }));
    void Promise.all(pending).then(() => (isSettled = true));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/\/checkouts\//);
    expect(isSettled).toBe(false); // the shopper did not wait for Meta
    await sentToMeta();
    expect(console.error).toHaveBeenCalledExactlyOnceWith(
      'Conversions API: InitiateCheckout not sent (no answer in 200 ms)',
    );
  });

  it('Meta silent five times in a row: left alone for 30 s, said once, then asked again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // An answer first: the count starts from none, whatever tests before left.
      await handleRequest(buy(), context());
      await Promise.all(pending);
      services.setScenario(shopper, { meta: { hang: true } });
      const silent = context({ metaTimeLimitMs: 20 });
      for (let cart = 0; cart < 5; cart += 1) {
        expect((await handleRequest(buy(), silent)).status).toBe(303);
        await Promise.all(pending);
      }
      expect(console.error).toHaveBeenLastCalledWith(
        'Conversions API: Meta did not answer 5 events in a row; none is sent for 30 s',
      );
      // Resting: the cart as ever, nothing waits for Meta.
      expect((await handleRequest(buy(), silent)).status).toBe(303);
      expect(await sentToMeta()).toHaveLength(5);
      vi.setSystemTime(Date.now() + 30_001);
      services.setScenario(shopper, {});
      expect((await handleRequest(buy(), context())).status).toBe(303);
      expect(await sentToMeta()).toHaveLength(1);
      expect(console.error).toHaveBeenCalledTimes(6);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the cart refuses an event id the page does not make', async () => {
    const response = await handleRequest(buy('&event_id=Purchase-1'), context());
    expect(response.status).toBe(400);
    expect(await sentToMeta()).toEqual([]);
  });
});

describe('POST /events is not a relay', () => {
  const base = `event=ViewContent&event_id=${VIEW_ID}&consent=granted&content_id=4455&value=34.00&currency=USD`;
  it.each([
    ['another site’s page', base, { Origin: 'https://evil.example' }, 403],
    ['no Origin and no Sec-Fetch-Site', base, { Origin: '' }, 403],
    ['an event the page does not send', base.replace('ViewContent', 'Purchase'), {}, 400],
    [
      'InitiateCheckout (the cart sends its own)',
      base.replace('ViewContent', 'InitiateCheckout'),
      {},
      400,
    ],
    ['an id of another shape', base.replace(VIEW_ID, 'ViewContent-1'), {}, 400],
    ['no consent', base.replace('&consent=granted', ''), {}, 400],
    ['consent=denied', base.replace('consent=granted', 'consent=denied'), {}, 400],
    ['personal data', `${base}&em=a%40b.c`, {}, 400],
    ['a field twice', `${base}&value=1`, {}, 400],
    ['a price that is not one', base.replace('34.00', '1e9'), {}, 400],
    ['a currency that is not one', base.replace('USD', 'usd'), {}, 400],
    [
      'catalog data on Contact',
      `event=Contact&event_id=${CONTACT_ID}&consent=granted&value=1`,
      {},
      400,
    ],
    ['a large body', `${base}&x=${'a'.repeat(600)}`, {}, 413],
    ['JSON', JSON.stringify({ event: 'ViewContent' }), { 'Content-Type': 'application/json' }, 415],
  ])('%s → %s… no call to Meta', async (_, body, headers, status) => {
    const response = await handleRequest(request('/events', body, { headers }), context());
    expect(response.status).toBe(status);
    expect(await sentToMeta()).toEqual([]);
  });

  it('a GET → 405; the same-origin fetch without Origin passes on Sec-Fetch-Site', async () => {
    const get = await handleRequest(new Request('https://lumenhive.test/events'), context());
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const beacon = viewContent('', { headers: { Origin: '', 'Sec-Fetch-Site': 'same-origin' } });
    expect((await handleRequest(beacon, context())).status).toBe(204);
    expect(await sentToMeta()).toHaveLength(1);
  });

  it('another variant than the configured one → 400', async () => {
    const named = context();
    named.site = {
      ...named.site,
      store: { ...STORE, variantGid: 'gid://shopify/ProductVariant/1' },
    };
    expect((await handleRequest(viewContent(), named)).status).toBe(400);
    expect(await sentToMeta()).toEqual([]);
  });
});
