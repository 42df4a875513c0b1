// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  FAKE_MONTHLY_PLAN,
  FAKE_STORE_CONFIG,
  FAKE_VARIANT_GID,
} from '../../checks/support/fake-store-answers.mjs';
import { type HandlerContext, handleRequest, withFakeStore } from '~/server/host.fixtures';

const VARIANT = FAKE_VARIANT_GID;
const CHECKOUT = 'https://lumen-hive-e2e.myshopify.com/checkouts/cn/e2e-cart';
const PRIVATE_TOKEN = 'shpat_private_never_shown';
const STORE = FAKE_STORE_CONFIG;
const fake = withFakeStore('203.0.113.');

function context(
  change: Partial<HandlerContext> = {},
  env: HandlerContext['env'] = {},
): HandlerContext {
  return {
    site: {
      store: STORE,
      consentMode: 'opt-in',
      contactEmail: 'hello@lumenhive.test',
      metaPixelId: null,
      list: null,
      jar: JAR,
    },
    // As a deployed site should run: with the private token, so the shopper's address goes too
    // (the fake store tells each test's shopper apart by it).
    env: { SHOPIFY_API_ORIGIN: fake.store.origin, SHOPIFY_PRIVATE_TOKEN: PRIVATE_TOKEN, ...env },
    clientIp: fake.shopper,
    ...change,
  };
}

type Post = {
  body?: string;
  cookie?: string;
  headers?: Record<string, string>;
  path?: string;
};

function post({
  body = `variant=${VARIANT}&quantity=1`,
  cookie,
  headers,
  path = '/cart?from=hero',
}: Post = {}) {
  return new Request(`https://lumenhive.test${path}`, {
    method: 'POST',
    body,
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
  });
}

/** The jar as the e2e build found it (its product snapshot): what a post is checked against. */
const JAR = {
  variantGid: VARIANT,
  price: { amount: 34, currencyCode: 'USD' },
  isAvailable: true,
  storeUrl: 'https://lumen-hive-e2e.myshopify.com/products/mushroom-honey',
  rating: null,
  plans: [],
  requiresPlan: false,
};

const REJECTED =
  "Our store couldn't start your checkout. Please try again, or email us at hello@lumenhive.test to order.";

const cartCalls = () =>
  fake.store.calls(fake.shopper).filter((call) => call.operation === 'CartCreate');

describe('POST /cart: a form that can be bought', () => {
  it('makes one cart line {variant, 3, plan} and answers 303 to its checkout', async () => {
    fake.store.setScenario(fake.shopper, { product: { plans: [FAKE_MONTHLY_PLAN] } });
    const response = await handleRequest(
      post({
        body: `variant=${encodeURIComponent(VARIANT)}&quantity=3&plan=${encodeURIComponent(FAKE_MONTHLY_PLAN.id)}`,
      }),
      context(),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(CHECKOUT);
    expect(cartCalls().map((call) => call.variables)).toEqual([
      {
        input: {
          lines: [{ merchandiseId: VARIANT, quantity: 3, sellingPlanId: FAKE_MONTHLY_PLAN.id }],
        },
        visitorConsent: { analytics: false, marketing: false, saleOfData: false },
      },
    ]);
  });

  it('forwards the shopper’s IP with the private token (never the public one); without it, neither', async () => {
    await handleRequest(post(), context());
    expect(fake.store.calls(fake.shopper)).toHaveLength(1);
    for (const call of fake.store.calls(fake.shopper)) {
      expect(call.headers).toEqual({
        'shopify-storefront-buyer-ip': fake.shopper,
        'shopify-storefront-private-token': PRIVATE_TOKEN,
        'x-shopify-storefront-access-token': null,
      });
    }
    // Shopify reads the address only with the private token: with the public one it stays here.
    await handleRequest(post(), context({}, { SHOPIFY_PRIVATE_TOKEN: '' }));
    expect(fake.store.calls('default').at(-1)?.headers).toEqual({
      'shopify-storefront-buyer-ip': null,
      'shopify-storefront-private-token': null,
      'x-shopify-storefront-access-token': 'public-token',
    });
  });

  it('Shop Pay: the same cart, its checkout opened with payment=shop_pay', async () => {
    const response = await handleRequest(
      post({ body: `variant=${VARIANT}&quantity=2&payment=shop_pay` }),
      context(),
    );
    expect(response.headers.get('location')).toBe(`${CHECKOUT}?payment=shop_pay`);
    expect(cartCalls()[0]?.variables).toMatchObject({ input: { lines: [{ quantity: 2 }] } });
  });

  it('an empty variant (a page built without the store) buys the jar the store names', async () => {
    const withoutJar = context();
    withoutJar.site.jar = null;
    const response = await handleRequest(post({ body: 'variant=&quantity=1' }), withoutJar);
    expect(response.status).toBe(303);
    // Such a build knows no jar: the store is asked for it first, its one extra request.
    expect(fake.store.calls(fake.shopper).map((call) => call.operation)).toEqual([
      'Product',
      'CartCreate',
    ]);
    expect(cartCalls()[0]?.variables).toMatchObject({
      input: { lines: [{ merchandiseId: VARIANT }] },
    });
  });
});

describe('one request to the store per cart, the product’s facts still checked', () => {
  const THREE_ON_PLAN = `variant=${encodeURIComponent(VARIANT)}&quantity=3&plan=${encodeURIComponent(FAKE_MONTHLY_PLAN.id)}`;

  it('each cart is one cartCreate (its line prices Meta’s copy: conversions.test.ts)', async () => {
    fake.store.setScenario(fake.shopper, { product: { plans: [FAKE_MONTHLY_PLAN] } });
    for (let cart = 0; cart < 3; cart += 1) {
      const response = await handleRequest(post({ body: THREE_ON_PLAN }), context());
      expect(response.headers.get('location')).toBe(CHECKOUT);
    }
    expect(fake.store.calls(fake.shopper).map((call) => call.operation)).toEqual([
      'CartCreate',
      'CartCreate',
      'CartCreate',
    ]);
  });

  it('the jar sells out between two carts: the second is refused as sold out', async () => {
    fake.store.setScenario(fake.shopper, { product: { plans: [FAKE_MONTHLY_PLAN] } });
    const first = await handleRequest(post({ body: THREE_ON_PLAN }), context());
    expect(first.status).toBe(303);
    expect(fake.store.calls(fake.shopper).map((call) => call.operation)).toEqual(['CartCreate']);
    // Setting the store's scenario starts the shopper's log afresh.
    fake.store.setScenario(fake.shopper, {
      product: { isAvailable: false, plans: [FAKE_MONTHLY_PLAN] },
    });
    const second = await handleRequest(post({ body: THREE_ON_PLAN }), context());
    expect(second.status).toBe(409);
    await expect(second.json()).resolves.toMatchObject({ reason: 'sold-out' });
    // Shopify's MERCHANDISE_NOT_APPLICABLE does not say why: the product, asked once, does.
    expect(fake.store.calls(fake.shopper).map((call) => call.operation)).toEqual([
      'CartCreate',
      'Product',
    ]);
  });

  it.each([
    [
      'a plan the store does not sell the jar with',
      {},
      `variant=${VARIANT}&quantity=1&plan=gid%3A%2F%2Fshopify%2FSellingPlan%2F9`,
      'The plan is not one this jar is sold with.',
    ],
    [
      'no plan for a jar sold only on one',
      { product: { plans: [FAKE_MONTHLY_PLAN], requiresPlan: true } },
      `variant=${VARIANT}&quantity=1`,
      'This jar is sold only with a plan: choose one.',
    ],
  ])(
    '%s: the store’s refusal is the form’s 400, its reason logged',
    async (_, scenario, body, message) => {
      fake.store.setScenario(fake.shopper, scenario);
      const response = await handleRequest(post({ body }), context());
      expect(response.status).toBe(400);
      // Told beside the form as any refusal (the page was built before the store changed).
      await expect(response.json()).resolves.toMatchObject({
        reason: 'bad-request',
        message: REJECTED,
      });
      expect(console.error).toHaveBeenCalledWith('Cart: the form was refused', message);
      expect(fake.store.calls(fake.shopper).map((call) => call.operation)).toEqual(['CartCreate']);
    },
  );

  it('a build that knows no jar: a variant of another product is refused after the store names it', async () => {
    const withoutJar = context();
    withoutJar.site.jar = null;
    const response = await handleRequest(
      post({ body: 'variant=gid%3A%2F%2Fshopify%2FProductVariant%2F1&quantity=1' }),
      withoutJar,
    );
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toMatchObject({
      reason: 'bad-request',
      message: REJECTED,
    });
    expect(console.error).toHaveBeenCalledWith(
      'Cart: the form was refused',
      'This store sells one jar: the variant is not it.',
    );
  });
});

describe('what the visit carries', () => {
  const UTM = encodeURIComponent('utm_source=ig&utm_campaign=spring');

  it('consent granted: the checkout is told, and the campaign and code go with the cart', async () => {
    await handleRequest(
      post({ cookie: `lh_consent=granted; lh_campaign=${UTM}; lh_discount=SPRING10` }),
      context(),
    );
    expect(cartCalls()[0]?.variables).toEqual({
      input: {
        lines: [{ merchandiseId: VARIANT, quantity: 1 }],
        attributes: [
          { key: '_utm_source', value: 'ig' },
          { key: '_utm_campaign', value: 'spring' },
        ],
        discountCodes: ['SPRING10'],
      },
      visitorConsent: { analytics: true, marketing: true },
    });
  });

  it.each([
    ['refused', 'opt-in', 'lh_consent=denied', {}],
    ['unanswered in opt-in', 'opt-in', '', {}],
    [
      'granted, but the browser sends Global Privacy Control',
      'opt-in',
      'lh_consent=granted',
      { 'Sec-GPC': '1' },
    ],
    ['unanswered in opt-out, with GPC', 'opt-out', '', { 'Sec-GPC': '1' }],
    ['a malformed cookie', 'opt-in', 'lh_consent=yes', {}],
  ] as const)('%s: no marketing, no campaign', async (_, mode, cookie, headers) => {
    const site = {
      store: STORE,
      consentMode: mode,
      contactEmail: 'a@b.c',
      metaPixelId: null,
      list: null,
    };
    await handleRequest(
      post({ cookie: `${cookie}; lh_campaign=${UTM}`, headers }),
      context({ site }),
    );
    expect(cartCalls()[0]?.variables).toEqual({
      input: { lines: [{ merchandiseId: VARIANT, quantity: 1 }] },
      visitorConsent: { analytics: false, marketing: false, saleOfData: false },
    });
  });

  it('opt-out without an answer: allowed; off: the platform decides (no visitor consent sent)', async () => {
    await handleRequest(
      post({ cookie: `lh_campaign=${UTM}` }),
      context({
        site: {
          store: STORE,
          consentMode: 'opt-out',
          contactEmail: 'a@b.c',
          metaPixelId: null,
          list: null,
        },
      }),
    );
    expect(cartCalls()[0]?.variables).toMatchObject({
      visitorConsent: { analytics: true, marketing: true },
    });
    fake.shopper = `${fake.shopper}0`;
    await handleRequest(
      post({ cookie: `lh_campaign=${UTM}` }),
      context({
        site: {
          store: STORE,
          consentMode: 'off',
          contactEmail: 'a@b.c',
          metaPixelId: null,
          list: null,
        },
      }),
    );
    expect(cartCalls()[0]?.variables).not.toHaveProperty('visitorConsent');
    expect(cartCalls()[0]?.variables).toMatchObject({
      input: { attributes: [{ key: '_utm_source' }, { key: '_utm_campaign' }] },
    });
  });
});

describe('bad input: a clear 4xx, never a 500, and nothing asked of the store', () => {
  it.each([
    [
      'a wrong variant',
      { body: 'variant=gid%3A%2F%2Fshopify%2FProductVariant%2F1&quantity=1' },
      400,
      'This store sells one jar: the variant is not it.',
    ],
    [
      'quantity 0',
      { body: `variant=${VARIANT}&quantity=0` },
      400,
      'The quantity is a whole number from 1 to 6.',
    ],
    [
      'quantity 100',
      { body: `variant=${VARIANT}&quantity=100` },
      400,
      'The quantity is a whole number from 1 to 6.',
    ],
    [
      'quantity "abc"',
      { body: `variant=${VARIANT}&quantity=abc` },
      400,
      'The quantity is a whole number from 1 to 6.',
    ],
    [
      'a plan that is not an id',
      { body: `variant=${VARIANT}&quantity=1&plan=monthly` },
      400,
      'The plan is not one this jar is sold with.',
    ],
    [
      'a 10 KB code',
      { cookie: `lh_discount=${'A'.repeat(10_000)}` },
      400,
      'The discount code is not one: 1 to 255 printable characters.',
    ],
    ['a missing variant', { body: 'quantity=1' }, 400, 'The variant is missing.'],
    [
      'an unknown field',
      { body: `variant=${VARIANT}&quantity=1&note=hi` },
      400,
      'Unknown field "note".',
    ],
    [
      'a field twice',
      { body: `variant=${VARIANT}&quantity=1&quantity=2` },
      400,
      'The field "quantity" was sent more than once.',
    ],
    [
      'another payment',
      { body: `variant=${VARIANT}&quantity=1&payment=paypal` },
      400,
      'The only payment that can be asked for is shop_pay.',
    ],
    [
      'a 1 MB body',
      { body: `variant=${VARIANT}&quantity=1&x=${'x'.repeat(1_000_000)}` },
      413,
      'The form is larger than 4096 bytes.',
    ],
    [
      'JSON instead of a form',
      { headers: { 'Content-Type': 'application/json' }, body: '{}' },
      415,
      'Send the form as application/x-www-form-urlencoded.',
    ],
  ] as const)('%s', async (_, given: Post, status, message) => {
    const response = await handleRequest(post(given), context());
    expect(response.status).toBe(status);
    await expect(response.text()).resolves.toBe(message);
    expect(cartCalls()).toEqual([]);
  });

  it('GET → 405 with Allow: POST', async () => {
    const response = await handleRequest(new Request('https://lumenhive.test/cart'), context());
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('when the store cannot make the cart, the shopper lands back at the buy area, told, choices kept', () => {
  const THREE_ON_PLAN = `variant=${encodeURIComponent(VARIANT)}&quantity=3&plan=${encodeURIComponent(FAKE_MONTHLY_PLAN.id)}`;

  /** What the cart's page is given to render (host.fixtures.ts); the browser tests see the page. */
  async function page(response: Response): Promise<unknown> {
    expect(response.headers.get('x-rendered-page')).toBe('true');
    return (await response.json()) as unknown;
  }

  it.each([
    [
      'sold out',
      { product: { isAvailable: false, plans: [FAKE_MONTHLY_PLAN] } },
      409,
      'sold-out',
      "This jar is sold out right now. Email us at hello@lumenhive.test and we'll tell you when it's back.",
      null,
    ],
    [
      'down (500)',
      { product: { plans: [FAKE_MONTHLY_PLAN] }, cart: { status: 500 } },
      502,
      'unreachable',
      "We couldn't reach our store just now. Please try again in a moment, or email us at hello@lumenhive.test to order.",
      'https://lumen-hive-e2e.myshopify.com/products/mushroom-honey',
    ],
    [
      'refusing the cart',
      { product: { plans: [FAKE_MONTHLY_PLAN] }, cart: { userErrors: ['Nope'] } },
      422,
      'rejected',
      "Our store couldn't start your checkout. Please try again, or email us at hello@lumenhive.test to order.",
      'https://lumen-hive-e2e.myshopify.com/products/mushroom-honey',
    ],
  ])(
    '%s: the page again, the message beside the form that posted, 3 jars and the plan kept',
    async (_, scenario, status, reason, message, storeUrl) => {
      fake.store.setScenario(fake.shopper, scenario);
      const response = await handleRequest(
        post({ body: THREE_ON_PLAN, path: '/cart?from=cta' }),
        context(),
      );
      expect(response.status).toBe(status);
      expect(response.headers.get('cache-control')).toBe('no-store');
      await expect(page(response)).resolves.toEqual({
        reason,
        message,
        storeUrl,
        area: 'cta',
        choice: { quantity: 3, planId: FAKE_MONTHLY_PLAN.id },
      });
    },
  );

  it('a store that never answers: unreachable once the time limit passes', async () => {
    fake.store.setScenario(fake.shopper, { cart: { hang: true } });
    const response = await handleRequest(post(), context({ storeTimeLimitMs: 300 }));
    expect(response.status).toBe(502);
    await expect(page(response)).resolves.toEqual({
      area: 'hero',
      choice: { quantity: 1, planId: null },
      reason: 'unreachable',
      message:
        "We couldn't reach our store just now. Please try again in a moment, or email us at hello@lumenhive.test to order.",
      storeUrl: JAR.storeUrl,
    });
  });

  it('an unknown buy area: told beside the first', async () => {
    fake.store.setScenario(fake.shopper, { product: { isAvailable: false } });
    const response = await handleRequest(post({ path: '/cart?from=elsewhere' }), context());
    await expect(page(response)).resolves.toMatchObject({ area: 'hero' });
  });

  it('a refused code: the message with a way to buy without it, and the code forgotten', async () => {
    fake.store.setScenario(fake.shopper, { cart: { refused: ['EXPIRED5'] } });
    const response = await handleRequest(post({ cookie: 'lh_discount=EXPIRED5' }), context());
    expect(response.status).toBe(409);
    // On https the prefixed name, and the bare one a proxy's plain-http server may have set.
    expect(response.headers.getSetCookie()).toEqual([
      '__Host-lh_discount=; Path=/; SameSite=Lax; Max-Age=0; Secure',
      'lh_discount=; Path=/; SameSite=Lax; Max-Age=0',
    ]);
    await expect(page(response)).resolves.toMatchObject({
      reason: 'discount-refused',
      code: 'EXPIRED5',
      message:
        'The code EXPIRED5 doesn\'t apply to this order, so it was removed. Tap "Order Now" again to check out without it.',
    });
  });

  it('without a store configured: says so, and asks nothing', async () => {
    const response = await handleRequest(
      post(),
      context({
        site: {
          store: null,
          consentMode: 'opt-in',
          contactEmail: 'a@b.c',
          metaPixelId: null,
          list: null,
        },
      }),
    );
    expect(response.status).toBe(503);
    await expect(page(response)).resolves.toEqual({
      area: 'hero',
      choice: null,
      reason: 'not-configured',
      message: "Online ordering isn't connected yet. Email us at a@b.c and we'll send your jar.",
      storeUrl: null,
    });
  });
});

describe('the private token', () => {
  it('never appears in any answer', async () => {
    const env = { SHOPIFY_PRIVATE_TOKEN: PRIVATE_TOKEN };
    fake.store.setScenario(fake.shopper, { cart: { userErrors: ['Nope'] } });
    const answers = await Promise.all([
      handleRequest(post(), context({}, env)),
      handleRequest(post({ path: '/cart?from=cta' }), context({}, env)),
      handleRequest(post({ body: 'quantity=abc' }), context({}, env)),
    ]);
    for (const answer of answers) {
      expect(await answer.text()).not.toContain(PRIVATE_TOKEN);
      expect([...answer.headers].join()).not.toContain(PRIVATE_TOKEN);
    }
  });
});

describe('discount links', () => {
  it('/discount/CODE keeps the code for the visit and goes home', async () => {
    const response = await handleRequest(
      new Request('https://lumenhive.test/discount/SPRING%2010'),
      context(),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect(response.headers.get('set-cookie')).toBe(
      '__Host-lh_discount=SPRING%2010; Path=/; SameSite=Lax; Secure',
    );
  });

  it('on plain http (npm start on a LAN) the bare name; behind a proxy that ends TLS, prefixed', async () => {
    const plain = await handleRequest(
      new Request('http://192.168.1.20:3000/discount/A1'),
      context(),
    );
    expect(plain.headers.get('set-cookie')).toBe('lh_discount=A1; Path=/; SameSite=Lax');
    const proxied = await handleRequest(
      new Request('http://127.0.0.1:3000/discount/A1'),
      context({ isBehindHttps: true }),
    );
    expect(proxied.headers.get('set-cookie')).toBe(
      '__Host-lh_discount=A1; Path=/; SameSite=Lax; Secure',
    );
  });

  it('a prefixed cookie is read before a bare one', async () => {
    await handleRequest(
      post({ cookie: 'lh_discount=OLD; __Host-lh_discount=SPRING10; __Host-lh_consent=granted' }),
      context(),
    );
    expect(cartCalls()[0]?.variables).toMatchObject({
      input: { discountCodes: ['SPRING10'] },
      visitorConsent: { marketing: true },
    });
  });

  it('a code that is not one is dropped', async () => {
    const response = await handleRequest(
      new Request(`https://lumenhive.test/discount/${'x'.repeat(300)}`),
      context(),
    );
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

const get = (method = 'GET') => new Request('https://lumenhive.test/product.json', { method });

describe('GET /product.json: the live product, asked of the store by the function', () => {
  it('answers the product as the page uses it, cacheable by the edge for a minute', async () => {
    fake.store.setScenario(fake.shopper, {
      product: { amount: '36.0', plans: [FAKE_MONTHLY_PLAN], rating: null },
    });
    const response = await handleRequest(get(), context());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(response.headers.get('netlify-cdn-cache-control')).toBe('public, durable, s-maxage=60');
    await expect(response.json()).resolves.toEqual({
      variantGid: FAKE_VARIANT_GID,
      isAvailable: true,
      price: { amount: 36, currencyCode: 'USD' },
      storeUrl: 'https://lumen-hive-e2e.myshopify.com/products/mushroom-honey',
      rating: null,
      plans: [
        {
          id: FAKE_MONTHLY_PLAN.id,
          name: 'Delivered monthly',
          delivery: 'Delivery every: 1 month',
          perDelivery: { amount: 30.6, currencyCode: 'USD' },
          savingPercent: 15, // $30.60 a delivery against the jar's $36
        },
      ],
      requiresPlan: false,
    });
    expect(fake.store.calls(fake.shopper).map((call) => [call.operation, call.variables])).toEqual([
      ['Product', { id: FAKE_STORE_CONFIG.productGid }],
    ]);
  });

  it('asks as the cart does: the shopper’s IP, the private token when set, never shown', async () => {
    const response = await handleRequest(
      get(),
      context({}, { SHOPIFY_PRIVATE_TOKEN: PRIVATE_TOKEN }),
    );
    expect(await response.text()).not.toContain(PRIVATE_TOKEN);
    expect(fake.store.calls(fake.shopper)[0]?.headers).toEqual({
      'shopify-storefront-buyer-ip': fake.shopper,
      'shopify-storefront-private-token': PRIVATE_TOKEN,
      'x-shopify-storefront-access-token': null,
    });
  });

  it('a store that fails or never answers: 502, not kept by any cache, for the page to retry', async () => {
    fake.store.setScenario(fake.shopper, { storeFailure: { status: 503 } });
    const failed = await handleRequest(get(), context());
    expect([failed.status, await failed.text()]).toEqual([502, 'The store could not be reached.']);
    expect(failed.headers.get('cache-control')).toBe('no-store');
    fake.store.setScenario(fake.shopper, { storeFailure: { hang: true } });
    const hung = await handleRequest(get(), context({ storeTimeLimitMs: 300 }));
    expect(hung.status).toBe(502);
  });

  it('without a store: 503, and nothing asked', async () => {
    const base = context();
    const response = await handleRequest(get(), { ...base, site: { ...base.site, store: null } });
    expect([response.status, await response.text()]).toEqual([503, 'The store is not connected.']);
    expect(fake.store.calls(fake.shopper)).toEqual([]);
  });

  it('HEAD: the same status without a body; any other method: 405 with Allow', async () => {
    const head = await handleRequest(get('HEAD'), context());
    expect([head.status, await head.text()]).toEqual([200, '']);
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await handleRequest(get(method), context());
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      expect(await response.text()).toBe('The product is read with a GET.');
    }
  });
});

describe('POST /cart: the store’s offer', () => {
  /** The build's offer, as the page showed it: 3 jars for $91.80 (10 % off, a break since raised). */
  const OFFER = {
    breaks: [
      {
        minQuantity: 3,
        percentOff: 10,
        amountOff: null,
        oneTime: true,
        subscription: false,
        endsAt: null,
      },
    ],
    freeShipping: null,
    prices: {
      once: [1, 2, 3].map((jars) => ({
        total: { amount: jars === 3 ? 91.8 : 34 * jars, currencyCode: 'USD' },
        savingPercent: jars === 3 ? 10 : 0,
      })),
    },
    freeShippingFrom: {},
    endsAt: null,
  };
  const STORE_BREAKS = [
    {
      discount: {
        __typename: 'DiscountAutomaticBasic',
        minimumRequirement: { greaterThanOrEqualToQuantity: '3' },
        customerGets: {
          appliesOnOneTimePurchase: true,
          value: { __typename: 'DiscountPercentage', percentage: 0.15 },
        },
      },
    },
  ];
  const THREE = `variant=${VARIANT}&quantity=3`;

  it('the page’s promise kept: the checkout, no warning, no build', async () => {
    fake.store.setScenario(fake.shopper, {
      offer: STORE_BREAKS.map((node) => ({
        discount: {
          ...node.discount,
          customerGets: {
            ...node.discount.customerGets,
            value: { __typename: 'DiscountPercentage', percentage: 0.1 },
          },
        },
      })),
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const rebuilds: Promise<unknown>[] = [];
    const site = { ...context().site, offer: OFFER };
    const answer = await handleRequest(
      post({ body: THREE }),
      context({ site, waitUntil: (work) => void rebuilds.push(work) }, REBUILD_ENV(fake)),
    );
    expect(answer.status).toBe(303);
    expect(warn).not.toHaveBeenCalled();
    expect(rebuilds).toHaveLength(0);
  });

  it('the store charging otherwise: the shopper still goes to the checkout, one line says both amounts, and the site is built again once', async () => {
    fake.store.setScenario(fake.shopper, { offer: STORE_BREAKS });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const rebuilds: Promise<unknown>[] = [];
    const site = { ...context().site, offer: OFFER };
    const given = context(
      { site, waitUntil: (work) => void rebuilds.push(work) },
      REBUILD_ENV(fake),
    );
    // Side by side, as two shoppers tapping: both come back within the delay of the first's build.
    const [first, second] = await Promise.all([
      handleRequest(post({ body: THREE }), given),
      handleRequest(post({ body: THREE }), given),
    ]);
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(first.headers.get('Location')).toBe(CHECKOUT);
    // Shopify's total, named to the page for the pixel's InitiateCheckout (app/store/buy.ts).
    expect(first.headers.get('Server-Timing')).toBe('checkout-total;desc="86.7 USD"');
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
      'Offer: the store charges 86.70 USD for 3 jars (15.30 USD off); the page said 91.80 USD. Its discounts changed since the build: building the site again.',
      'Offer: the store charges 86.70 USD for 3 jars (15.30 USD off); the page said 91.80 USD. Its discounts changed since the build: building the site again.',
    ]);
    // One build for the two: the second finds it on its way.
    expect(rebuilds).toHaveLength(1);
    await Promise.all(rebuilds);
    const hookCalls = await fetch(REBUILD_ENV(fake).DEPLOY_HOOK_URL);
    expect(await hookCalls.json()).toHaveLength(1);
  });
});

describe('the store’s offer changing by its own date', () => {
  it('a tap after it (JavaScript off too) builds the site again once; the shopper still checks out', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const rebuilds: Promise<unknown>[] = [];
    const site = { ...context().site, offerChangesAt: '2026-11-28T12:00:00Z' };
    const given = context(
      { site, waitUntil: (work) => void rebuilds.push(work) },
      REBUILD_ENV(fake),
    );
    const answers = [await handleRequest(post(), given), await handleRequest(post(), given)];
    expect(answers.map(({ status }) => status)).toEqual([303, 303]);
    expect(rebuilds).toHaveLength(1);
  });
});

/** A deploy hook of this test's own on the fake store, called after 2 s. */
function REBUILD_ENV(fake: { store: { origin: string }; shopper: string }) {
  return {
    DEPLOY_HOOK_URL: `${fake.store.origin}/__fake/deploy-hook/cart-${fake.shopper.replaceAll('.', '-')}`,
    DEPLOY_HOOK_DELAY_SECONDS: '2',
  };
}
