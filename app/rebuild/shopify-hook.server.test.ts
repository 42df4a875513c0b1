// @vitest-environment node
import { createHmac } from 'node:crypto';
import { type MockInstance, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type Rebuilds,
  answerShopifyHook,
  rebuildDelay,
  warnOfCutRebuildDelay,
} from './shopify-hook.server';

const SECRET = 'shpss_webhook_secret';
const HOOK = 'https://api.example.com/deploy-hooks/abc';
const ENV = { SHOPIFY_WEBHOOK_SECRET: SECRET, DEPLOY_HOOK_URL: HOOK };
const BODY = JSON.stringify({ type: 'lumen_hero', handle: 'hero' });

const sign = (body: string, secret = SECRET) =>
  createHmac('sha256', secret).update(body).digest('base64');

type Delivery = { body?: string; topic?: string; headers?: Record<string, string> };

function delivery(
  id: string,
  { body = BODY, topic = 'metaobjects/update', headers }: Delivery = {},
) {
  return new Request('https://lumenhive.example/hooks/shopify', {
    method: 'POST',
    body,
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Hmac-Sha256': sign(body),
      'X-Shopify-Topic': topic,
      'X-Shopify-Webhook-Id': id,
      ...headers,
    },
  });
}

let state: Rebuilds;
let fetchApi: ReturnType<typeof vi.fn<typeof fetch>>;
let waitUntil: ReturnType<typeof vi.fn<(work: Promise<unknown>) => void>>;
let logged: MockInstance<typeof console.error>;

beforeEach(() => {
  vi.useFakeTimers();
  state = { pending: null, seen: new Set() };
  fetchApi = vi.fn<typeof fetch>(() => Promise.resolve(new Response('{}', { status: 200 })));
  waitUntil = vi.fn();
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const answer = (request: Request, env: Record<string, string> = ENV) =>
  answerShopifyHook(request, env, { waitUntil, fetchApi }, state);

async function said(response: Response) {
  return [response.status, await response.text()] as const;
}

describe('POST /hooks/shopify, signed by Shopify', () => {
  it.each(['discounts/create', 'discounts/update', 'discounts/delete'])(
    'a change to the store’s discounts (%s) builds the offer again',
    async (topic) => {
      expect(await said(await answer(delivery('d9', { topic })))).toEqual([
        200,
        'A build starts in 20 s.',
      ]);
    },
  );

  it('calls the deploy hook once for a burst of edits, after the delay, and again for a later one', async () => {
    expect(await said(await answer(delivery('d1')))).toEqual([200, 'A build starts in 20 s.']);
    expect(await said(await answer(delivery('d2', { topic: 'products/update' })))).toEqual([
      200,
      'A build is already on its way.',
    ]);
    expect((await answer(delivery('d3', { topic: 'metaobjects/create' }))).status).toBe(200);
    expect(waitUntil).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(19_999);
    expect(fetchApi).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchApi).toHaveBeenCalledTimes(1);
    expect(fetchApi.mock.calls[0]?.[0]).toBe(HOOK);
    expect(fetchApi.mock.calls[0]?.[1]).toMatchObject({ method: 'POST' });
    await vi.runAllTimersAsync();
    expect(fetchApi).toHaveBeenCalledTimes(1);

    // An edit after the build was asked for waits for one of its own.
    expect(await said(await answer(delivery('d4')))).toEqual([200, 'A build starts in 20 s.']);
    await vi.runAllTimersAsync();
    expect(fetchApi).toHaveBeenCalledTimes(2);
    expect(logged).not.toHaveBeenCalled();
  });

  it('waits DEPLOY_HOOK_DELAY_SECONDS when it is a whole number of seconds up to 600', async () => {
    const response = await answer(delivery('d1'), { ...ENV, DEPLOY_HOOK_DELAY_SECONDS: '5' });
    expect(await response.text()).toBe('A build starts in 5 s.');
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchApi).toHaveBeenCalledTimes(1);
    for (const odd of ['-1', '1.5', 'soon', '601']) {
      const later = await answer(delivery(`odd ${odd}`), {
        ...ENV,
        DEPLOY_HOOK_DELAY_SECONDS: odd,
      });
      expect(await later.text()).toBe('A build starts in 20 s.');
      await vi.runAllTimersAsync();
    }
  });

  it('refuses a wrong or missing signature with 401, and calls nothing', async () => {
    const forged = delivery('d1', { headers: { 'X-Shopify-Hmac-Sha256': sign(BODY, 'guess') } });
    const garbled = delivery('d2', { headers: { 'X-Shopify-Hmac-Sha256': '%%not base64%%' } });
    const unsigned = new Request('https://lumenhive.example/hooks/shopify', {
      method: 'POST',
      body: BODY,
      headers: { 'X-Shopify-Topic': 'metaobjects/update', 'X-Shopify-Webhook-Id': 'd3' },
    });
    // The body changed after it was signed.
    const altered = new Request(delivery('d4'), { body: `${BODY} ` });
    for (const request of [forged, garbled, unsigned, altered]) {
      expect(await said(await answer(request))).toEqual([
        401,
        'The request is not signed with the shop’s secret.',
      ]);
    }
    await vi.runAllTimersAsync();
    expect(fetchApi).not.toHaveBeenCalled();
    // Refused deliveries are not remembered: the genuine one is still taken.
    expect((await answer(delivery('d1'))).status).toBe(200);
  });

  it('takes a delivery once: a replay calls nothing', async () => {
    await answer(delivery('d1'));
    await vi.runAllTimersAsync();
    expect(await said(await answer(delivery('d1')))).toEqual([200, 'Already taken.']);
    await vi.runAllTimersAsync();
    expect(fetchApi).toHaveBeenCalledTimes(1);
  });

  it('answers other topics with a 200 and calls nothing', async () => {
    expect(await said(await answer(delivery('d1', { topic: 'orders/create' })))).toEqual([
      200,
      'Ignored: orders/create does not change the site.',
    ]);
    await vi.runAllTimersAsync();
    expect(fetchApi).not.toHaveBeenCalled();
  });

  it('refuses a body over 1 MiB with 413, declared or not', async () => {
    const big = 'x'.repeat(2 * 1024 * 1024);
    const declared = delivery('d1', { body: big });
    const streamed = new Request('https://lumenhive.example/hooks/shopify', {
      method: 'POST',
      body: new Blob([big]).stream(),
      duplex: 'half',
      headers: { 'X-Shopify-Hmac-Sha256': sign(big), 'X-Shopify-Topic': 'products/update' },
    } as RequestInit);
    for (const request of [declared, streamed]) {
      expect(await said(await answer(request))).toEqual([
        413,
        'The body is larger than 1048576 bytes.',
      ]);
    }
    expect(fetchApi).not.toHaveBeenCalled();
  });

  it('answers 405 to anything but a POST', async () => {
    const response = await answer(new Request('https://lumenhive.example/hooks/shopify'));
    expect(await said(response)).toEqual([405, 'The hook takes a POST from Shopify.']);
    expect(response.headers.get('Allow')).toBe('POST');
  });
});

describe('POST /hooks/shopify from Shopify Flow', () => {
  const flow = (secret: string) =>
    new Request('https://lumenhive.example/hooks/shopify', {
      method: 'POST',
      body: '{"edited":"hero"}',
      headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
    });

  it('takes the shared secret sent as a bearer token', async () => {
    expect(await said(await answer(flow(SECRET)))).toEqual([200, 'A build starts in 20 s.']);
    await vi.runAllTimersAsync();
    expect(fetchApi).toHaveBeenCalledTimes(1);
  });

  it('refuses another secret, a longer or a shorter one', async () => {
    for (const secret of ['nope', `${SECRET}x`, SECRET.slice(0, -1)]) {
      expect((await answer(flow(secret))).status).toBe(401);
    }
    await vi.runAllTimersAsync();
    expect(fetchApi).not.toHaveBeenCalled();
  });
});

describe('POST /hooks/shopify when something is missing or down', () => {
  it('says which variable is missing, 503 and one log line, and calls nothing', async () => {
    expect(await said(await answer(delivery('d1'), { DEPLOY_HOOK_URL: HOOK }))).toEqual([
      503,
      'The rebuild hook is not set up: SHOPIFY_WEBHOOK_SECRET is not set.',
    ]);
    expect(await said(await answer(delivery('d2'), { SHOPIFY_WEBHOOK_SECRET: SECRET }))).toEqual([
      503,
      'The rebuild hook is not set up: DEPLOY_HOOK_URL is not set.',
    ]);
    expect(logged.mock.calls).toEqual([
      ['Rebuild: SHOPIFY_WEBHOOK_SECRET is not set, so an edit in Shopify rebuilds nothing.'],
      ['Rebuild: DEPLOY_HOOK_URL is not set, so an edit in Shopify rebuilds nothing.'],
    ]);
    // Not taken: Shopify's retry, once the variable is set, rebuilds.
    expect((await answer(delivery('d2'))).status).toBe(200);
  });

  it('answers Shopify at once whatever the deploy hook does later; a failure is one log line', async () => {
    const failures: [string, () => Promise<Response>][] = [
      [
        'Rebuild: the deploy hook answered 500',
        () => Promise.resolve(new Response('', { status: 500 })),
      ],
      [
        'Rebuild: the deploy hook could not be reached',
        () => Promise.reject(new TypeError('fetch failed')),
      ],
      [
        'Rebuild: the deploy hook could not be reached',
        () => new Promise<Response>(() => undefined),
      ],
    ];
    for (const [index, [line, hook]] of failures.entries()) {
      fetchApi.mockImplementationOnce(hook);
      logged.mockClear();
      expect((await answer(delivery(`down ${index}`))).status).toBe(200);
      await vi.advanceTimersByTimeAsync(20_000 + 10_000);
      expect(logged).toHaveBeenCalledTimes(1);
      expect(logged.mock.calls[0]?.[0]).toBe(line);
      expect(state.pending).toBeNull();
    }
  });
});

describe('the delay on a host that ends work after the response (Cloudflare: 30 s)', () => {
  it('is cut so the deploy hook, with its 10 s, ends within the host’s 30 s', () => {
    expect(rebuildDelay({}, 30_000)).toEqual({ seconds: 19, cutFrom: null });
    expect(rebuildDelay({ DEPLOY_HOOK_DELAY_SECONDS: '60' }, 30_000)).toEqual({
      seconds: 19,
      cutFrom: 60,
    });
    expect(rebuildDelay({ DEPLOY_HOOK_DELAY_SECONDS: '5' }, 30_000)).toEqual({
      seconds: 5,
      cutFrom: null,
    });
    // Without an end (npm start), the delay set holds, up to 600 s.
    expect(rebuildDelay({ DEPLOY_HOOK_DELAY_SECONDS: '600' })).toEqual({
      seconds: 600,
      cutFrom: null,
    });
  });

  it('answers Shopify with the delay that holds, and calls the hook after it', async () => {
    const env = { ...ENV, DEPLOY_HOOK_DELAY_SECONDS: '60' };
    const response = await answerShopifyHook(
      delivery('cut'),
      env,
      { waitUntil, fetchApi, afterResponseMs: 30_000 },
      state,
    );
    expect(await said(response)).toEqual([200, 'A build starts in 19 s.']);
    await vi.advanceTimersByTimeAsync(18_999);
    expect(fetchApi).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchApi).toHaveBeenCalledTimes(1);
  });

  it('says once, at the server’s first request, that a delay set cannot hold', () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(warnOfCutRebuildDelay({ ...ENV, DEPLOY_HOOK_DELAY_SECONDS: '20' }, 30_000)).toBe(true);
    expect(warnOfCutRebuildDelay({ ...ENV, DEPLOY_HOOK_DELAY_SECONDS: '20' }, 30_000)).toBe(false);
    expect(warned.mock.calls).toEqual([
      [
        'Rebuild: DEPLOY_HOOK_DELAY_SECONDS is 20, but this host ends work 30 s after a response (10 s of it for the deploy hook): an edit’s build starts after 19 s.',
      ],
    ]);
  });
});
