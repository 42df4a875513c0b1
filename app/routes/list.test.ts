// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListConfig } from '../config';
import { listMessages } from '../content/list-messages';
import { type SignUpLimit, memorySignUpLimit } from '../list/sign-up-limit.server';
import { FAKE_STORE_CONFIG, FAKE_VARIANT_GID } from '../../checks/support/fake-store-answers.mjs';
import {
  KLAVIYO_REVISION,
  backInStockBody,
  subscriptionBody,
} from '../../checks/e2e/fakes/klaviyo-api.mjs';
import { startFakeStore } from '../../checks/support/fake-store.mjs';
import { type HandlerContext, TEST_SITE, handleRequest } from '~/server/host.fixtures';

type FakeServices = Awaited<ReturnType<typeof startFakeStore>>;

const LIST: ListConfig = { provider: 'klaviyo', siteKey: 'AbC123', listId: 'XyZ789' };
const VARIANT = FAKE_VARIANT_GID;
const LEAD_ID = 'Lead-16fd2706-8baf-433b-82eb-8c7fada847da';
let services: FakeServices;
let n = 0;
let email = '';
let pending: Promise<unknown>[] = [];
let limit: SignUpLimit;

beforeAll(async () => {
  services = await startFakeStore();
});
afterAll(() => services.close());
beforeEach(() => {
  email = `shopper${++n}@example.com`;
  pending = [];
  limit = memorySignUpLimit();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

function context(change: Partial<HandlerContext> = {}): HandlerContext {
  return {
    site: { ...TEST_SITE, metaPixelId: '1234567890', list: LIST },
    env: {
      SHOPIFY_API_ORIGIN: services.origin,
      // With it, the shopper's address goes to the store (the fake's key for each shopper).
      SHOPIFY_PRIVATE_TOKEN: 'shpat_test',
      KLAVIYO_API_ORIGIN: services.origin,
      META_GRAPH_ORIGIN: services.origin,
      META_ACCESS_TOKEN: 'token',
    },
    clientIp: '192.0.2.7',
    // Each test its own count (the server's is shared by every request it answers).
    signUpLimit: limit,
    waitUntil: (work) => void pending.push(work),
    ...change,
  };
}

type Post = { path?: string; cookie?: string; from?: Record<string, string> };

/** A post from the site's own page, as a browser sends it (its origin named). */
function post(
  body: string,
  {
    path = '/list?from=footer',
    cookie = '',
    from = { Origin: 'https://lumenhive.test' },
  }: Post = {},
) {
  return new Request(`https://lumenhive.test${path}`, {
    method: 'POST',
    body,
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(cookie ? { Cookie: cookie } : {}),
      ...from,
    },
  });
}

const field = (value: string) => encodeURIComponent(value);

/** What the action answers: the page a plain post came from shows it, the hydrated form's
 * fetcher reads it (host.fixtures.ts); the browser tests see both. */
async function shown(response: Response): Promise<unknown> {
  expect(response.headers.get('x-rendered-page')).toBe('true');
  return (await response.json()) as unknown;
}

describe('POST /list: joining', () => {
  it('the list: exactly the address and the list, to Klaviyo’s client endpoint with its revision', async () => {
    const response = await handleRequest(
      post(`email=${field(email)}&list=news&website=`),
      context(),
    );
    expect(response.status).toBe(200);
    await expect(shown(response)).resolves.toEqual({
      place: 'footer',
      page: '/',
      message: listMessages.joined,
      isRefusal: false,
      email: '',
    });
    expect(services.listCalls(email)).toEqual([
      {
        path: '/client/subscriptions',
        query: '?company_id=AbC123',
        headers: { revision: KLAVIYO_REVISION, 'content-type': 'application/vnd.api+json' },
        body: subscriptionBody(email, 'XyZ789'),
      },
    ]);
  });

  it('only from the site’s own pages: Origin, or Sec-Fetch-Site where a browser names no origin', async () => {
    const sameSite = await handleRequest(
      post(`email=${field(email)}`, { from: { 'Sec-Fetch-Site': 'same-origin' } }),
      context(),
    );
    await expect(shown(sameSite)).resolves.toMatchObject({ message: listMessages.joined });
    const other = 'other@example.com';
    const script = await handleRequest(post(`email=${field(other)}`, { from: {} }), context());
    expect([script.status, await script.text()]).toEqual([
      403,
      'The list takes sign-ups from this site’s own pages.',
    ]);
    expect(services.listCalls(other)).toEqual([]);
  });

  it('three sign-ups a minute from one address; the fourth is told to wait, the address kept', async () => {
    const addresses = ['a', 'b', 'c', 'd'].map((name) => `${name}${n}@example.com`);
    const answers = [];
    for (const address of addresses.slice(0, 3)) {
      answers.push((await handleRequest(post(`email=${field(address)}`), context())).status);
    }
    expect(answers).toEqual([200, 200, 200]);
    const fourth = addresses[3] ?? '';
    const page = await handleRequest(post(`email=${field(fourth)}&page=%2Fcontact`), context());
    expect(page.status).toBe(429);
    await expect(shown(page)).resolves.toMatchObject({
      message:
        'That is several sign-ups from here in a minute. Please wait a minute and try again.',
      isRefusal: true,
      email: fourth,
    });
    expect(services.listCalls(fourth)).toEqual([]);
    // Another address is counted on its own.
    const other = await handleRequest(
      post(`email=${field(fourth)}`),
      context({ clientIp: '192.0.2.99' }),
    );
    expect(other.status).toBe(200);
  });

  it('the waitlist: a back-in-stock subscription for the jar of the Shopify catalog', async () => {
    const body = `email=${field(email)}&list=waitlist&variant=${field(VARIANT)}`;
    const response = await handleRequest(post(body, { path: '/list?from=waitlist' }), context());
    await expect(shown(response)).resolves.toMatchObject({
      place: 'footer',
      message: listMessages.waitlisted,
      isRefusal: false,
    });
    expect(services.listCalls(email).map((call) => [call.path, call.body])).toEqual([
      ['/client/back-in-stock-subscriptions', backInStockBody(email, '4455')],
    ]);
  });

  it('the waitlist of a page built without the jar’s id: the store names the jar', async () => {
    const shopper = context({ clientIp: '192.0.2.31' });
    services.setScenario('192.0.2.31', {});
    const mine = await handleRequest(
      post(`email=${field(email)}&list=waitlist&variant=${field(VARIANT)}`),
      shopper,
    );
    expect(mine.status).toBe(200);
    const other = `x${email}`;
    const another = await handleRequest(
      post(`email=${field(other)}&list=waitlist&variant=${field(`${VARIANT}0`)}`),
      shopper,
    );
    expect(another.status).toBe(400);
    await expect(shown(another)).resolves.toMatchObject({
      message: 'The waitlist is for this store’s jar: the variant is not it.',
      isRefusal: true,
      email: other,
    });
    expect(services.listCalls(other)).toEqual([]);
    // Asked as the cart asks: the shopper's address forwarded, once per join.
    expect(
      services
        .calls('192.0.2.31')
        .map((call) => [call.operation, call.headers['shopify-storefront-buyer-ip']]),
    ).toEqual([
      ['Product', '192.0.2.31'],
      ['Product', '192.0.2.31'],
    ]);
  });

  it('the waitlist when the store cannot say which jar: the list is not asked, the message', async () => {
    services.setScenario('192.0.2.32', { storeFailure: { status: 500 } });
    const response = await handleRequest(
      post(`email=${field(email)}&list=waitlist&variant=${field(VARIANT)}`),
      context({ clientIp: '192.0.2.32' }),
    );
    expect(response.status).toBe(502);
    await expect(shown(response)).resolves.toMatchObject({
      message: listMessages.unavailable('hello@lumenhive.test'),
      isRefusal: true,
    });
    expect(services.listCalls(email)).toEqual([]);
  });

  it('the waitlist of a page built with the jar’s id: the store is not asked', async () => {
    services.setScenario('192.0.2.33', {});
    const built = context({ clientIp: '192.0.2.33' });
    built.site = { ...built.site, store: { ...FAKE_STORE_CONFIG, variantGid: VARIANT } };
    const response = await handleRequest(
      post(`email=${field(email)}&list=waitlist&variant=${field(VARIANT)}`),
      built,
    );
    expect(response.status).toBe(200);
    expect(services.calls('192.0.2.33')).toEqual([]);
  });

  it('with JavaScript off: the page it came from, the welcome beside the form, the field empty', async () => {
    const response = await handleRequest(
      post(`email=${field(email)}&page=%2Fcontact%2F`),
      context(),
    );
    expect(response.status).toBe(200);
    await expect(shown(response)).resolves.toEqual({
      place: 'footer',
      page: '/contact',
      message:
        "You're on the list. If this is your first time, check your inbox: we may ask you to confirm.",
      isRefusal: false,
      email: '',
    });
  });

  it('in the demo store, the waitlist’s plain post: the page again, saying the address went nowhere', async () => {
    vi.stubGlobal('__DEMO_STORE__', true);
    const body = `email=${field(email)}&list=waitlist&variant=${field(VARIANT)}&page=%2F`;
    const response = await handleRequest(post(body, { path: '/list?from=hero' }), context());
    await expect(shown(response)).resolves.toMatchObject({
      page: '/',
      message: expect.stringMatching(/^Thanks! .* Demo store: nothing was sent\./) as unknown,
      isRefusal: false,
    });
  });

  it('a page the site does not have: its not-found page, told beside the form', async () => {
    const response = await handleRequest(post(`email=${field(email)}&page=%2Fnowhere`), context());
    expect(response.status).toBe(200);
    await expect(shown(response)).resolves.toMatchObject({
      page: '/nowhere',
      message: listMessages.joined,
    });
  });

  it('a Lead to Meta only with consent, with the page’s id and nothing about the visitor', async () => {
    await handleRequest(
      post(`email=${field(email)}&event_id=${LEAD_ID}`, {
        cookie: 'lh_consent=granted',
      }),
      context(),
    );
    await handleRequest(post(`email=${field(`x${email}`)}`), context());
    await Promise.all(pending);
    const events = services.metaCalls('192.0.2.7').map((call) => call.body.data[0]);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ event_name: 'Lead', event_id: LEAD_ID });
    expect(events[0]).not.toHaveProperty('custom_data');
    expect(JSON.stringify(events)).not.toContain('example.com');
  });
});

describe('POST /list: bad input and failure keep what was typed, never a 500', () => {
  it.each([
    ['empty', '', 400, 'Please enter your email address.'],
    ['not an address', 'honey', 400, 'Please enter a valid email address, like name@example.com.'],
    [
      'too long',
      `${'a'.repeat(250)}@example.com`,
      400,
      'Please enter a valid email address, like name@example.com.',
    ],
  ])('%s → %s, the message, nothing sent', async (_, typed, status, message) => {
    const response = await handleRequest(post(`email=${field(typed)}`), context());
    expect(response.status).toBe(status);
    await expect(shown(response)).resolves.toMatchObject({
      message,
      isRefusal: true,
      email: typed,
    });
    expect(services.listCalls(typed)).toEqual([]);
  });

  it('a bot-filled trap: refused, nothing sent', async () => {
    const response = await handleRequest(
      post(`email=${field(email)}&website=spam.example`),
      context(),
    );
    expect(response.status).toBe(400);
    expect(services.listCalls(email)).toEqual([]);
  });

  it.each([
    [
      'down (500)',
      { status: 500 },
      502,
      "We couldn't add you just now. Please try again in a moment, or email us at hello@lumenhive.test.",
    ],
    [
      'slow (no answer)',
      { hang: true },
      502,
      "We couldn't add you just now. Please try again in a moment, or email us at hello@lumenhive.test.",
    ],
    [
      'refusing (400)',
      { status: 400 },
      422,
      'The list did not take this address. Check it, or email us at hello@lumenhive.test.',
    ],
  ])(
    'the provider %s → %s and the message; without JavaScript the address kept',
    async (_, failure, status, message) => {
      services.setScenario(email, { list: failure });
      const response = await handleRequest(
        post(`email=${field(email)}&page=%2Fcontact`),
        context({ listTimeLimitMs: 300 }),
      );
      expect(response.status).toBe(status);
      await expect(shown(response)).resolves.toEqual({
        place: 'footer',
        page: '/contact',
        message,
        isRefusal: true,
        email,
      });
      expect(console.error).toHaveBeenCalledTimes(1);
      expect(String(vi.mocked(console.error).mock.calls[0])).not.toContain(email);
    },
  );

  it.each([
    ['a GET', new Request('https://lumenhive.test/list'), 405],
    [
      'JSON',
      new Request('https://lumenhive.test/list', {
        method: 'POST',
        body: '{}',
        headers: { 'Content-Type': 'application/json', Origin: 'https://lumenhive.test' },
      }),
      415,
    ],
    ['a post naming no origin (a script)', post('email=a%40b.co', { from: {} }), 403],
    [
      'another site’s page',
      post('email=a%40b.co', { from: { Origin: 'https://evil.example' } }),
      403,
    ],
    ['a malformed origin', post('email=a%40b.co', { from: { Origin: '!' } }), 403],
    [
      'another site, said by Sec-Fetch-Site',
      post('email=a%40b.co', { from: { 'Sec-Fetch-Site': 'cross-site' } }),
      403,
    ],
    ['an oversized body', post(`email=${'a'.repeat(1100)}`), 413],
    ['a body past what is read', post(`email=${'a'.repeat(17_000)}`), 413],
    ['an unknown field (a name)', post('email=a%40b.co&name=Ann'), 400],
    ['a field twice', post('email=a%40b.co&email=c%40d.co'), 400],
    ['an unknown list', post('email=a%40b.co&list=vip'), 400],
    ['the waitlist without the jar', post('email=a%40b.co&list=waitlist'), 400],
    ['another page', post('email=a%40b.co&page=https%3A%2F%2Fevil.example'), 400],
    ['an id of another shape', post('email=a%40b.co&event_id=Lead-1'), 400],
  ])('%s → %s', async (_, request, status) => {
    expect((await handleRequest(request, context())).status).toBe(status);
  });

  it('an oversized body from the page: refused, told in the page it came from, the address kept', async () => {
    const stuffed = `email=${field(email)}&page=%2Fcontact&website=${'a'.repeat(1100)}`;
    const response = await handleRequest(post(stuffed), context());
    expect(response.status).toBe(413);
    await expect(shown(response)).resolves.toEqual({
      place: 'footer',
      page: '/contact',
      message: 'That was more than this form sends. Please check your email address and try again.',
      isRefusal: true,
      email,
    });
    expect(services.listCalls(email)).toEqual([]);
  });

  it('past 16 KB the body is not read: a sentence, as text', async () => {
    const huge = `email=${field(email)}&website=${'a'.repeat(17_000)}`;
    const plain = await handleRequest(post(huge), context());
    expect(plain.status).toBe(413);
    expect(await plain.text()).toBe('The form is larger than 16384 bytes.');
    expect(services.listCalls(email)).toEqual([]);
  });

  it('not configured: says so, sends nothing', async () => {
    const unset = context();
    unset.site = { ...unset.site, list: null };
    // A page built without the list has no form: whatever posts is told in a sentence, as text.
    const plain = await handleRequest(post(`email=${field(email)}&page=%2Fcontact`), unset);
    expect(plain.status).toBe(503);
    expect(plain.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(await plain.text()).toBe(
      `Our email list isn't open yet. Please email us at ${unset.site.contactEmail}.`,
    );
    expect(services.listCalls(email)).toEqual([]);
  });
});
