import { CHECKOUT_URL, fakeStorefront } from './fakes/storefront';
import { expect, landWithHydrationHeld, test, waitForHydration } from './fixtures';
import { inlineScriptHashes } from '../../scripts/build/inline-scripts.mjs';

import { NOT_FOUND_PAGE, PAGES } from './pages';
import { E2E_PORT, FAKE_STORE_ORIGIN } from './hosts';
import { startServer } from '../support/start-server';
import { AGENT_CALLS_PER_MINUTE } from '../../app/agents/agent-doors.server';

/** A page's `<title>` as React writes it into the prerendered HTML. */
const titleTag = (title: string) =>
  `<title>${title.replaceAll('&', '&amp;').replaceAll("'", '&#x27;')}</title>`;

test.describe('the production server', () => {
  for (const { path, title } of PAGES) {
    test(`${path} answers 200 with its prerendered HTML`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      // Revalidated on each visit: `no-cache` here, Cloudflare's `max-age=0, must-revalidate`.
      expect(response.headers()['cache-control']).toMatch(/^no-cache$|max-age=0, must-revalidate/);
      expect(await response.text()).toContain(titleTag(title));
    });
  }

  test('every canonical URL of the sitemap answers 200 directly, with no redirect', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => String(match[1]));
    expect(urls).toHaveLength(PAGES.length);
    for (const url of urls) {
      const path = new URL(url).pathname;
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(await response.text())?.[1];
      expect(canonical, path).toBe(url);
    }
  });

  test('the other spellings of a page redirect once to its one URL', async ({ request }) => {
    for (const [from, to] of [
      ['/wholesale/', '/wholesale'],
      ['/contact.html', '/contact'],
      ['/index.html', '/'],
    ]) {
      const response = await request.get(String(from), { maxRedirects: 0 });
      // npm start answers 308, as Cloudflare Pages did; Workers' static assets answer 307.
      expect([307, 308], from).toContain(response.status());
      expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname, from).toBe(to);
    }
  });

  test('a discount link /discount/CODE keeps the code in the visit’s cookie and redirects home', async ({
    request,
    page,
    outside,
  }) => {
    for (const [from, cookie] of [
      ['/discount/SPRING10', 'lh_discount=SPRING10; Path=/; SameSite=Lax'],
      ['/discount/%C3%89T%C3%89%2610', 'lh_discount=%C3%89T%C3%89%2610; Path=/; SameSite=Lax'],
    ]) {
      const response = await request.get(String(from), { maxRedirects: 0 });
      expect(response.status(), from).toBe(302);
      expect(response.headers()['location'], from).toBe('/');
      expect(response.headers()['set-cookie'], from).toBe(cookie);
    }
    expect((await request.get('/discount/', { maxRedirects: 0 })).status()).toBe(404);
    expect((await request.get('/discount/A/B', { maxRedirects: 0 })).status()).toBe(404);
    // In a browser: the home page, the code kept and shown, the address bar clean, and a tap
    // reaches a checkout whose cart carries it.
    const store = fakeStorefront(outside);
    await page.goto('/discount/SPRING10');
    await waitForHydration(page);
    await expect(page.getByText('SPRING10 will be applied at checkout').first()).toBeVisible();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/');
    await page.getByRole('button', { name: 'Order Now $34' }).click();
    await expect(page).toHaveURL(CHECKOUT_URL);
    expect((await store.cartCreate()).variables).toMatchObject({
      input: { discountCodes: ['SPRING10'] },
    });
  });

  test('a tap on "Order Now" before hydration, after a discount link, reaches a checkout with the code', async ({
    page,
    outside,
  }) => {
    const store = fakeStorefront(outside);
    await landWithHydrationHeld(page, '/discount/SPRING10');
    await page.getByRole('button', { name: 'Order Now $34' }).click();
    await expect(page).toHaveURL(CHECKOUT_URL);
    expect((await store.cartCreate()).variables).toMatchObject({
      input: { discountCodes: ['SPRING10'] },
    });
  });

  test('POST /cart: the function makes the cart and answers 303 to the checkout', async ({
    request,
  }) => {
    const response = await request.post('/cart?from=hero', {
      form: { variant: 'gid://shopify/ProductVariant/4455', quantity: '2' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers()['location']).toBe(CHECKOUT_URL);
    // Shopify's total, for the pixel (app/store/buy.ts): kept by the host as it is.
    expect(response.headers()['server-timing']).toBe('checkout-total;desc="68 USD"');
    const refused = await request.post('/cart', { form: { quantity: '0' }, maxRedirects: 0 });
    expect(refused.status()).toBe(400);
    expect(await request.get('/cart', { maxRedirects: 0 }).then((answer) => answer.status())).toBe(
      405,
    );
  });

  test('GET /product.json: the live product, asked of the store by the function; Cloudflare’s worker keeps it a minute', async ({
    request,
    outside,
  }, testInfo) => {
    const store = fakeStorefront(outside);
    await store.server.set({ product: { amount: '36.0' } });
    const asShopper = {
      'x-forwarded-for': outside.shopperIp,
      'cf-connecting-ip': outside.shopperIp,
    };
    // Past the edge's cache (its one entry may hold another test's store), refreshing it.
    const first = await request.get('/product.json', {
      headers: { ...asShopper, 'cache-control': 'no-cache' },
    });
    expect(first.status()).toBe(200);
    expect(first.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect(first.headers()['netlify-cdn-cache-control']).toBe('public, durable, s-maxage=60');
    expect(await first.json()).toMatchObject({
      variantGid: 'gid://shopify/ProductVariant/4455',
      price: { amount: 36, currencyCode: 'USD' },
      isAvailable: true,
    });
    const asked = async () =>
      (await store.server.calls()).filter(({ operation }) => operation === 'Product').length;
    expect((await store.server.calls())[0]?.headers['shopify-storefront-buyer-ip']).toBe(
      outside.shopperIp,
    );
    expect(await asked()).toBe(1);
    /** Whether one more GET made the function ask the store. */
    const askedAgain = async (path: string, headers: Record<string, string> = {}) => {
      const before = await asked();
      const again = await request.get(path, { headers: { ...asShopper, ...headers } });
      expect(again.status()).toBe(200);
      return (await asked()) > before;
    };
    // Cloudflare runs the function before its cache, so its worker keeps the answer (the Cache
    // API, stored just after the answer), one entry whatever the query: a cache-busting query
    // does not reach the store. npm start has no shared cache and asks each time.
    const onCloudflare = testInfo.project.name === 'cloudflare';
    await expect.poll(() => askedAgain('/product.json')).toBe(!onCloudflare);
    expect(await askedAgain(`/product.json?bust=${Date.now()}`)).toBe(!onCloudflare);
    expect(await askedAgain('/product.json', { 'cache-control': 'no-cache' })).toBe(true);
    expect(await askedAgain('/product.json', { 'cache-control': 'no-store' })).toBe(true);
    expect((await request.post('/product.json')).status()).toBe(405);
  });

  test('the agents’ doors: the store’s profile and MCP tools on the site’s domain, its failures a 502', async ({
    request,
    outside,
  }) => {
    const store = fakeStorefront(outside);
    const agent = {
      'x-forwarded-for': outside.shopperIp,
      'cf-connecting-ip': outside.shopperIp,
      cookie: 'lh_consent=granted',
    };
    const profile = await request.get('/.well-known/ucp', { headers: agent });
    expect(profile.status()).toBe(200);
    expect(profile.headers()['cache-control']).toContain('max-age=60');
    expect(await profile.json()).toMatchObject({ ucp: { version: '2026-01-11' } });
    const again = await request.get('/.well-known/ucp', {
      headers: { ...agent, 'if-none-match': String(profile.headers()['etag']) },
    });
    expect(again.status()).toBe(304);
    const toolsList = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
    const tools = await request.post('/api/ucp/mcp', { headers: agent, data: toolsList });
    expect(tools.status()).toBe(200);
    expect(await tools.json()).toMatchObject({
      id: 1,
      result: { tools: [{ name: 'search_shop_catalog' }] },
    });
    const huge = await request.post('/api/mcp', {
      headers: agent,
      data: { ...toolsList, params: { q: 'x'.repeat(100_000) } },
    });
    expect(huge.status()).toBe(413);
    // Nothing of the site's went to the store: its calls carried no cookie.
    const asked = (await store.server.calls()).filter((call) => call.operation === 'agents');
    expect(asked).toHaveLength(3);
    for (const call of asked) expect(call.headers['cookie']).toBeNull();
    await store.server.set({ agents: { status: 500 } });
    expect((await request.get('/.well-known/ucp', { headers: agent })).status()).toBe(502);
    // The function waits 8 s for a silent store: a generous limit.
    await store.server.set({ agents: { hang: true } });
    const silent = await request.post('/api/mcp', {
      headers: agent,
      data: toolsList,
      timeout: 30_000,
    });
    expect(silent.status()).toBe(502);
    expect(await silent.json()).toMatchObject({
      id: 1,
      error: { message: 'The store could not be reached.' },
    });
  });

  test('the agents’ calls a minute from one address: past them, 429 and the store not asked', async ({
    request,
    outside,
  }) => {
    const store = fakeStorefront(outside);
    const agent = { 'x-forwarded-for': outside.shopperIp, 'cf-connecting-ip': outside.shopperIp };
    const toolsList = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
    const statuses: number[] = [];
    for (let index = 0; index <= AGENT_CALLS_PER_MINUTE; index += 1) {
      statuses.push(
        (await request.post('/api/ucp/mcp', { headers: agent, data: toolsList })).status(),
      );
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const asked = (await store.server.calls()).filter((call) => call.operation === 'agents');
    expect(asked).toHaveLength(AGENT_CALLS_PER_MINUTE);
  });

  test('POST /vitals: a page life’s field data taken, a robot’s dropped, anything else a 4xx', async ({
    request,
    baseURL,
  }) => {
    const beacon = 'route=%2F&nav=navigate&LCP=1804&lcp=image&CLS=0.0123&FCP=902&TTFB=212';
    const send = (data: string, headers: Record<string, string> = {}) =>
      request.post('/vitals', {
        data,
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
          Origin: String(baseURL),
          'User-Agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/140.0.0.0 Mobile',
          ...headers,
        },
      });
    expect((await send(beacon)).status()).toBe(204);
    expect((await send(beacon, { 'User-Agent': 'Googlebot/2.1' })).status()).toBe(204);
    const refused = [
      await send(beacon, { Origin: 'https://else.test' }),
      await send(`${beacon}&email=a%40b.test`),
      await send(`${beacon}&x=${'a'.repeat(600)}`),
      await send('{}', { 'Content-Type': 'application/json' }),
      await request.get('/vitals'),
    ];
    // Another site's post: the framework's own CSRF refusal comes first (a 400).
    expect(refused.map((answer) => answer.status())).toEqual([400, 400, 413, 415, 405]);
  });

  test('POST /cart: every bad input a clear 4xx, never a 500', async ({ request }) => {
    const variant = 'gid://shopify/ProductVariant/4455';
    const cases: [string, string, number, string][] = [
      [
        'a wrong variant',
        'variant=gid%3A%2F%2Fshopify%2FProductVariant%2F1&quantity=1',
        400,
        'the variant is not it',
      ],
      ['quantity 0', `variant=${variant}&quantity=0`, 400, 'from 1 to 6'],
      ['quantity 100', `variant=${variant}&quantity=100`, 400, 'from 1 to 6'],
      ['quantity "abc"', `variant=${variant}&quantity=abc`, 400, 'from 1 to 6'],
      // The store refuses it: the page again, told beside the form (the reason in the log).
      [
        'an unknown plan',
        `variant=${variant}&quantity=1&plan=gid%3A%2F%2Fshopify%2FSellingPlan%2F9`,
        400,
        'Our store couldn&#x27;t start your checkout',
      ],
      ['a missing variant', 'quantity=1', 400, 'variant is missing'],
      ['an unknown field', `variant=${variant}&quantity=1&note=x`, 400, 'Unknown field'],
      [
        'a 1 MB body',
        `variant=${variant}&x=${'x'.repeat(1_000_000)}`,
        413,
        'larger than 4096 bytes',
      ],
    ];
    for (const [name, data, status, says] of cases) {
      const response = await request.post('/cart', {
        data,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        maxRedirects: 0,
      });
      expect(response.status(), name).toBe(status);
      expect(await response.text(), name).toContain(says);
    }
    const code = await request.post('/cart', {
      data: `variant=${variant}&quantity=1`,
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Cookie: `lh_discount=${'A'.repeat(10_000)}`,
      },
      maxRedirects: 0,
    });
    expect(code.status(), 'a 10 KB code').toBe(400);
  });

  test('the function stays the host’s: its files are never served, the pages are static', async ({
    request,
  }) => {
    // No such file: the server's 404 on every host.
    const worker = await request.get('/_worker.js');
    expect(worker.status()).toBeGreaterThanOrEqual(400);
    expect(await worker.text()).not.toContain('handleRequest');
    // A page comes from the static files, with the build's headers: their policy names the
    // scripts' hashes, where every page the server renders gets a nonce of its own.
    for (const { path } of PAGES) {
      const policy = (await request.get(path)).headers()['content-security-policy'] ?? '';
      expect(policy, path).toContain("form-action 'self' https:");
      expect(policy, path).toMatch(/'sha256-/);
      expect(policy, path).not.toContain("'nonce-");
    }
  });

  test('an unknown path answers 404 with the not-found page, titled and noindex', async ({
    request,
  }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<title>404 — Oops! Page not found | Lumen Hive</title>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('Oops! Page not found');
    expect(html).toContain('__reactRouterContext');
  });

  test('real files are never answered with HTML', async ({ request }, testInfo) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toContain('text/plain');
    expect(await robots.text()).not.toContain('<html');
    // The framework's files answer any other method plainly, never with its error's JSON
    // (Cloudflare's asset server answers the 405 itself).
    for (const path of ['/robots.txt', '/sitemap.xml', '/manifest.webmanifest']) {
      const posted = await request.post(path, { form: { a: '1' } });
      expect(posted.status(), path).toBe(405);
      if (testInfo.project.name === 'cloudflare') continue;
      expect(posted.headers()['allow'], path).toBe('GET, HEAD');
      expect(await posted.text(), path).toBe('This file is read with GET.');
    }

    const icon = await request.get('/favicon.svg');
    expect(icon.headers()['content-type']).toContain('image/svg+xml');

    const missingAsset = await request.get('/assets/missing.js');
    expect(missingAsset.status()).toBe(404);
  });

  test('every response carries the security headers, the 404 page too', async ({ request }) => {
    for (const path of ['/', '/contact', '/no-such-page', '/images/social-card.jpg']) {
      const headers = (await request.get(path, { maxRedirects: 0 })).headers();
      const policy = headers['content-security-policy'] ?? '';
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(policy, path).toContain("object-src 'none'");
      expect(policy, path).toContain("base-uri 'none'");
      // A static page names its scripts' hashes; a page the server renders, its own nonce.
      expect(policy, path).toMatch(/script-src 'strict-dynamic' '(sha256|nonce)-/);
      expect(policy, path).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(headers['cross-origin-resource-policy'], path).toBe('same-origin');
      expect(headers['strict-transport-security'], path).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
    }
  });

  test('the hash of every inline script of every page is in the policy', async ({ request }) => {
    const policy = (await request.get('/')).headers()['content-security-policy'] ?? '';
    for (const { path } of PAGES) {
      const html = await (await request.get(path)).text();
      const hashes = inlineScriptHashes(html);
      expect(hashes.length, path).toBeGreaterThan(0);
      for (const hash of hashes) expect(policy, `${path} ${hash}`).toContain(hash);
    }
  });

  test('a page the server renders: every script carries the nonce of its policy, new each time', async ({
    request,
  }) => {
    const nonces = [];
    for (let round = 0; round < 2; round += 1) {
      const response = await request.get(NOT_FOUND_PAGE.path);
      const policy = response.headers()['content-security-policy'] ?? '';
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(policy).not.toContain("'sha256-");
      const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  test('media are cached for a day', async ({ request }) => {
    for (const path of ['/images/social-card.jpg', '/video/hero-loop.webm', '/favicon.ico']) {
      const headers = (await request.get(path)).headers();
      expect(headers['cache-control'], path).toBe('public, max-age=86400');
    }
    expect((await request.get('/favicon.ico')).headers()['content-type']).toBe(
      'image/vnd.microsoft.icon',
    );
  });

  test('hashed assets are cached for a year and responses are compressed', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const asset = /import\("(\/assets\/[^"]+\.js)"\)/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const response = await request.get(String(asset), { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-encoding']).toBe('gzip');

    const page = await request.get('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(page.headers()['content-encoding']).toBe('br');
  });
});

// Each starts a server of its own: one at a time, so two `wrangler dev` never share a start.
test.describe('a server of its own', () => {
  test.describe.configure({ mode: 'serial' });

  test('without the private token: one warning line, and the shopper’s address kept here', async ({
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const runtime = testInfo.project.name === 'cloudflare' ? 'cloudflare' : 'node';
    const shopper = `10.253.${testInfo.workerIndex % 256}.7`;
    const server = await startServer(runtime, E2E_PORT + (runtime === 'cloudflare' ? 20 : 21), {
      env: {
        SHOPIFY_API_ORIGIN: FAKE_STORE_ORIGIN,
        SHOPIFY_PRIVATE_TOKEN: '',
        TRUST_PROXY: 'true',
      },
    });
    try {
      for (let cart = 0; cart < 2; cart += 1) {
        const answer = await request.post(`${server.url}/cart?from=hero`, {
          form: { variant: 'gid://shopify/ProductVariant/4455', quantity: '1' },
          headers: { 'x-forwarded-for': shopper, 'cf-connecting-ip': shopper },
          maxRedirects: 0,
        });
        expect(answer.status()).toBe(303);
      }
      const warning =
        'Cart: SHOPIFY_PRIVATE_TOKEN is not set, so the store is asked with the public token';
      await expect.poll(() => server.output().split(warning).length - 1).toBe(1);
      // The fake store files a call under the address it was sent: none came with this one.
      const calls = await fetch(`${FAKE_STORE_ORIGIN}/__fake/calls?ip=${shopper}`);
      expect(await calls.json()).toEqual([]);
      const unnamed = await fetch(`${FAKE_STORE_ORIGIN}/__fake/calls?ip=default`);
      const carts = ((await unnamed.json()) as { operation: string; headers: object }[]).filter(
        (call) => call.operation === 'CartCreate',
      );
      expect(carts.at(-1)?.headers).toEqual({
        'shopify-storefront-buyer-ip': null,
        'shopify-storefront-private-token': null,
        'x-shopify-storefront-access-token': expect.any(String) as unknown,
      });
    } finally {
      server.stop();
    }
  });

  test('on https the visit’s cookie is `__Host-` prefixed and Secure; on plain http, bare', async ({
    request,
  }, testInfo) => {
    const plain = await request.get('/discount/SPRING10', { maxRedirects: 0 });
    expect(plain.headers()['set-cookie'], 'on plain http').toBe(
      'lh_discount=SPRING10; Path=/; SameSite=Lax',
    );
    if (testInfo.project.name !== 'cloudflare') {
      // npm start behind a proxy that ends TLS (TRUST_PROXY=true) is told by X-Forwarded-Proto.
      const https = await request.get('/discount/SPRING10', {
        maxRedirects: 0,
        headers: { 'X-Forwarded-Proto': 'https' },
      });
      expect(https.headers()['set-cookie']).toBe(
        '__Host-lh_discount=SPRING10; Path=/; SameSite=Lax; Secure',
      );
      return;
    }
    // Cloudflare's runtime reads the request's own scheme: the same worker, the requests it gets
    // made https (wrangler dev's upstream), as the edge makes them.
    test.setTimeout(180_000);
    const worker = await startServer('cloudflare', E2E_PORT + 22, {
      flags: ['--upstream-protocol', 'https', '--host', 'lumenhive.test'],
    });
    try {
      // Asked until the worker, ready for robots.txt, answers the discount path too.
      const cookie = () =>
        fetch(`${worker.url}/discount/SPRING10`, { redirect: 'manual' }).then(
          (answer) => answer.headers.get('set-cookie'),
          (error: unknown) => String(error),
        );
      await expect
        .poll(cookie, { timeout: 60_000, intervals: [500] })
        .toBe('__Host-lh_discount=SPRING10; Path=/; SameSite=Lax; Secure');
    } finally {
      worker.stop();
    }
  });
});
