import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { CHECKOUT_URL } from './fakes/storefront';
import { PIXEL_SCRIPT, fakeConversionsApi, fakePixel } from './fakes/pixel';
import { fakeEmailJs } from './fakes/emailjs';
import {
  type OutsideWorld,
  expect,
  lookLikeAPerson,
  sendAMessage,
  test,
  waitForHydration,
} from './fixtures';

// Meta's Conversions API from the function beside the pages (server/conversions.ts), against the
// fake Graph API: what the shop's events send from the page and from the cart, on `npm start`
// (desktop) and on Cloudflare's runtime (the cloudflare project runs this file too).

const PIXEL = '1234567890'; // .env.e2e
const UA = 'Mozilla/5.0 (e2e) Conversions/1.0';
const VIEW_ID = 'ViewContent-7c9e6679-7425-40de-944b-e07fc1f90ae7';
const CHECKOUT_ID = 'InitiateCheckout-0f8fad5b-d9cb-469f-a165-70867728950e';
const CONTACT_ID = 'Contact-16fd2706-8baf-433b-82eb-8c7fada847da';
const LEAD_ID = 'Lead-1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';

/** A request as the shopper's browser sends it, from this test's address. */
function asShopper(outside: OutsideWorld, baseURL: string, cookie = 'lh_consent=granted') {
  return {
    'User-Agent': UA,
    Origin: baseURL,
    Referer: `${baseURL}/?fbclid=IwAR-e2e`,
    Cookie: cookie,
    'X-Forwarded-For': outside.shopperIp,
    'CF-Connecting-IP': outside.shopperIp,
  };
}

async function postForm(
  request: APIRequestContext,
  path: string,
  form: string,
  headers: Record<string, string>,
) {
  return request.post(path, {
    data: form,
    headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
    maxRedirects: 0,
  });
}

test.describe('the function’s requests to the Graph API', () => {
  test('InitiateCheckout from the cart, ViewContent and Contact from the page, Lead from the list: the exact bodies', async ({
    request,
    outside,
    baseURL,
  }) => {
    const meta = fakeConversionsApi(outside);
    const headers = asShopper(outside, String(baseURL));
    const cart = await postForm(
      request,
      '/cart?from=hero',
      `variant=&quantity=3&event_id=${CHECKOUT_ID}`,
      headers,
    );
    expect(cart.status()).toBe(303);
    const view = await postForm(
      request,
      '/events',
      `event=ViewContent&event_id=${VIEW_ID}&consent=granted&content_id=4455&value=34.00&currency=USD`,
      headers,
    );
    expect(view.status()).toBe(204);
    const contact = await postForm(
      request,
      '/events',
      `event=Contact&event_id=${CONTACT_ID}&consent=granted`,
      headers,
    );
    expect(contact.status()).toBe(204);
    const joined = await postForm(
      request,
      '/list?from=footer',
      `email=${encodeURIComponent(`meta-${outside.shopperIp}@example.com`)}&event_id=${LEAD_ID}`,
      headers,
    );
    expect(joined.status()).toBe(200);
    await expect.poll(async () => (await meta.calls()).length).toBe(4);
    const calls = await meta.calls();
    const sent = (name: string) => calls.find((call) => call.body.data[0]?.event_name === name);
    const shared = {
      action_source: 'website',
      event_source_url: `${String(baseURL)}/`,
      user_data: {
        client_ip_address: outside.shopperIp,
        client_user_agent: UA,
        fbc: expect.stringMatching(/^fb\.1\.\d{13}\.IwAR-e2e$/),
      },
    };
    expect(sent('InitiateCheckout')).toEqual({
      path: `/v24.0/${PIXEL}/events`,
      body: {
        data: [
          {
            event_name: 'InitiateCheckout',
            event_time: expect.any(Number),
            event_id: CHECKOUT_ID,
            ...shared,
            custom_data: { num_items: 3, content_ids: ['4455'], value: 102, currency: 'USD' },
          },
        ],
        access_token: 'e2e-conversions-token',
      },
    });
    // Contact and the list's Lead carry no custom data at all.
    for (const [name, id] of [
      ['Contact', CONTACT_ID],
      ['Lead', LEAD_ID],
    ]) {
      expect(sent(String(name))?.body).toEqual({
        data: [{ event_name: name, event_time: expect.any(Number), event_id: id, ...shared }],
        access_token: 'e2e-conversions-token',
      });
    }
    expect(sent('ViewContent')?.body.data).toEqual([
      {
        event_name: 'ViewContent',
        event_time: expect.any(Number),
        event_id: VIEW_ID,
        ...shared,
        custom_data: { content_type: 'product', content_ids: ['4455'], value: 34, currency: 'USD' },
      },
    ]);
  });

  test('without consent nothing is sent; a refusal or a hang of Meta leaves the 303', async ({
    request,
    outside,
    baseURL,
  }) => {
    const meta = fakeConversionsApi(outside);
    const declined = asShopper(outside, String(baseURL), 'lh_consent=denied');
    const gpc = { ...asShopper(outside, String(baseURL)), 'Sec-GPC': '1' };
    for (const headers of [declined, gpc]) {
      expect((await postForm(request, '/cart', 'variant=', headers)).status()).toBe(303);
      expect(
        (
          await postForm(
            request,
            '/events',
            `event=Contact&event_id=Contact-${randomUUID()}&consent=granted`,
            headers,
          )
        ).status(),
      ).toBe(204);
    }
    expect(await fakeConversionsApi(outside).settled(request, String(baseURL))).toEqual([]);
    for (const failure of [{ status: 500 }, { hang: true }]) {
      await meta.set(failure);
      const response = await postForm(
        request,
        '/cart',
        'variant=',
        asShopper(outside, String(baseURL)),
      );
      expect(response.status()).toBe(303);
      expect(response.headers()['location']).toBe(CHECKOUT_URL);
      await expect.poll(async () => (await meta.calls()).length).toBe(1);
    }
  });

  test('not a relay: another site’s page, an unknown event, personal data → 4xx', async ({
    request,
    outside,
    baseURL,
  }) => {
    const meta = fakeConversionsApi(outside);
    const headers = asShopper(outside, String(baseURL));
    const view = `event=ViewContent&event_id=${VIEW_ID}&consent=granted&content_id=4455&value=34.00&currency=USD`;
    const cases: [string, Record<string, string>, number][] = [
      [view, { ...headers, Origin: 'https://elsewhere.example' }, 403],
      [view.replace('ViewContent', 'Purchase'), headers, 400],
      [`${view}&em=shopper%40example.com`, headers, 400],
      [`${view}&x=${'a'.repeat(600)}`, headers, 413],
    ];
    for (const [form, sentHeaders, status] of cases) {
      expect((await postForm(request, '/events', form, sentHeaders)).status(), form).toBe(status);
    }
    expect((await request.get('/events')).status()).toBe(405);
    expect(await meta.calls()).toEqual([]);
  });
});

test.describe('in the browser', () => {
  test('with the pixel blocked, as an ad blocker would: InitiateCheckout still reaches Meta with the jars and their value', async ({
    page,
    outside,
    consoleWatch,
  }) => {
    const meta = fakeConversionsApi(outside);
    outside.fake(PIXEL_SCRIPT, (route) => route.abort('blockedbyclient'));
    consoleWatch.allow(/ERR_BLOCKED_BY_CLIENT/);
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('combobox', { name: 'Quantity' }).first().selectOption('3');
    await page
      .getByRole('button', { name: /^Order Now/ })
      .first()
      .click();
    await expect(page).toHaveURL(CHECKOUT_URL);
    await expect
      .poll(async () => (await meta.events()).map((event) => event.event_name).sort())
      .toEqual(['InitiateCheckout', 'ViewContent']);
    const checkout = (await meta.events()).find((event) => event.event_name === 'InitiateCheckout');
    expect(checkout?.custom_data).toEqual({
      num_items: 3,
      content_ids: ['4455'],
      value: 102,
      currency: 'USD',
    });
    expect(checkout?.user_data).toMatchObject({ client_ip_address: outside.shopperIp });
  });

  test('the pixel and the function send each event with the same id (Meta keeps one)', async ({
    page,
    outside,
  }) => {
    const meta = fakeConversionsApi(outside);
    const pixel = fakePixel(outside);
    await page.goto('/');
    await waitForHydration(page);
    // The shopper reads a moment: the pixel has loaded and said PageView and ViewContent (a tap
    // before it loads leaves the pixel's events queued on a page that is gone).
    await expect.poll(() => pixel.events.length, { timeout: 45_000 }).toBe(2);
    await page
      .getByRole('button', { name: /^Order Now/ })
      .first()
      .click();
    await expect(page).toHaveURL(CHECKOUT_URL);
    const fromPixel = () =>
      pixel.events
        .filter(({ event }) => event !== 'PageView')
        .map(({ event, eventId }) => `${event} ${eventId}`)
        .sort();
    await expect.poll(fromPixel).toHaveLength(2);
    const fromFunction = async () =>
      (await meta.events()).map((event) => `${event.event_name} ${event.event_id}`).sort();
    await expect.poll(fromFunction).toEqual(fromPixel());
    expect(fromPixel()[0]).toMatch(/^InitiateCheckout InitiateCheckout-[0-9a-f-]{36}$/);
  });

  test('a sent message: the pixel’s Contact and the function’s, one id, nothing of the message', async ({
    page,
    outside,
  }) => {
    const meta = fakeConversionsApi(outside);
    const pixel = fakePixel(outside);
    fakeEmailJs(outside);
    await lookLikeAPerson(page);
    await page.goto('/contact');
    await waitForHydration(page);
    await sendAMessage(page, 'A question about the honey');
    await expect
      .poll(() => pixel.events.filter((event) => event.event === 'Contact'))
      .toHaveLength(1);
    const [fromPixel] = pixel.events.filter((event) => event.event === 'Contact');
    await expect
      .poll(async () => (await meta.events()).filter((event) => event.event_name === 'Contact'))
      .toEqual([expect.objectContaining({ event_id: fromPixel?.eventId })]);
    const bodies = JSON.stringify(await meta.calls());
    for (const personal of ['Ada', 'ada@example.com', 'A question', 'Hello']) {
      expect(bodies).not.toContain(personal);
    }
  });

  test.describe('before any choice (opt-in)', () => {
    test.use({ storedConsent: null });

    test('nothing reaches Meta, from the page or the cart', async ({
      page,
      outside,
      request,
      baseURL,
    }) => {
      const events: string[] = [];
      page.on('request', (sent) => {
        if (new URL(sent.url()).pathname === '/events') events.push(sent.url());
      });
      await page.goto('/');
      await waitForHydration(page);
      await page
        .getByRole('button', { name: /^Order Now/ })
        .first()
        .click();
      await expect(page).toHaveURL(CHECKOUT_URL);
      expect(events).toEqual([]);
      expect(await fakeConversionsApi(outside).settled(request, String(baseURL))).toEqual([]);
    });
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('the plain form’s InitiateCheckout is sent by the function, with its own id', async ({
      page,
      outside,
    }) => {
      const meta = fakeConversionsApi(outside);
      await page.goto('/');
      await page.getByRole('combobox', { name: 'Quantity' }).first().selectOption('2');
      await page
        .getByRole('button', { name: /^Order Now/ })
        .first()
        .click();
      await expect(page).toHaveURL(CHECKOUT_URL);
      await expect.poll(async () => (await meta.events()).length).toBe(1);
      const [checkout] = await meta.events();
      expect(checkout).toMatchObject({
        event_name: 'InitiateCheckout',
        event_id: expect.stringMatching(/^InitiateCheckout-[0-9a-f-]{36}$/),
        custom_data: { num_items: 2, value: 68 },
      });
    });
  });
});
