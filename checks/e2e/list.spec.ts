import type { Locator, Page, Route } from '@playwright/test';
import { FAKE_STORE_ORIGIN } from './hosts';
import { KLAVIYO_REVISION, backInStockBody, subscriptionBody } from './fakes/klaviyo-api.mjs';
import { fakeConversionsApi, fakePixel } from './fakes/pixel';
import { fakeStorefront, productData } from './fakes/storefront';
import { type OutsideWorld, expect, test, waitForHydration, waitForListForms } from './fixtures';

// The email list and the waitlist (app/list/, server/list.ts), against the fake Klaviyo the
// function asks over HTTP (checks/support/fake-store.mjs, KLAVIYO_API_ORIGIN).

type ListCall = {
  path: string;
  query: string;
  headers: Record<string, string | null>;
  body: unknown;
};

/** This test's own address: the fake tells the tests apart by it. */
const addressOf = (outside: OutsideWorld) => `shopper-${outside.shopperIp}@example.com`;

async function listCalls(email: string): Promise<ListCall[]> {
  const response = await fetch(
    `${FAKE_STORE_ORIGIN}/__fake/list?email=${encodeURIComponent(email)}`,
  );
  return (await response.json()) as ListCall[];
}

async function failList(email: string, failure: { status?: number; hang?: boolean }) {
  await fetch(`${FAKE_STORE_ORIGIN}/__fake/scenario`, {
    method: 'POST',
    body: JSON.stringify({ ip: email, scenario: { list: failure } }),
  });
}

/** The sold-out jar's waitlist forms, in place of the buy forms (the hero's is the named one). */
const waitlistForms = (page: Page) =>
  page.locator('form:has(input[name="list"][value="waitlist"])');

const footerForm = (page: Page) => page.locator('form[data-list-form="footer"]');
const emailField = (form: Locator) => form.getByRole('textbox', { name: 'Email address' });

/**
 * Joins from the footer with what only a bot or a tampered page sends, more than a kilobyte (in
 * the field people never see: the address field stops at 254 characters); then the refusal is
 * said beside the form and the address is still in its field.
 */
async function joinOversized(page: Page, email: string) {
  const form = footerForm(page);
  await emailField(form).fill(email);
  await form.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
    input.value = 'a'.repeat(1100);
  });
  await form.getByRole('button', { name: 'Join the list' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'That was more than this form sends. Please check your email address and try again.',
  );
  await expect(emailField(form)).toHaveValue(email);
}

const SUBSCRIPTION = (email: string) => ({
  path: '/client/subscriptions',
  query: '?company_id=E2eKey',
  headers: { revision: KLAVIYO_REVISION, 'content-type': 'application/vnd.api+json' },
  body: subscriptionBody(email, 'E2eLst'),
});

/** The e2e store's jar, as Klaviyo's catalog of the Shopify integration names it. */
const BACK_IN_STOCK = (email: string) => backInStockBody(email, '4455');

test.describe('joining the list', () => {
  test('from the footer of a page, once hydrated: told in place, the field emptied, exactly one request', async ({
    page,
    outside,
  }) => {
    const email = addressOf(outside);
    const sent: string[] = [];
    page.on('request', (request) => {
      // The router's fetcher posts to `/list.data`; the page's own data is not asked again after.
      const { pathname } = new URL(request.url());
      if (/^\/(list|contact\.data)/.test(pathname)) sent.push(`${request.method()} ${pathname}`);
    });
    await page.goto('/contact');
    await waitForListForms(page);
    const form = footerForm(page);
    // The consent sentence and the way to the privacy policy, before anything is sent.
    await expect(form).toContainText(
      'By joining you agree to receive our emails. Unsubscribe any time',
    );
    await expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(sent).toEqual([]);
    expect(await listCalls(email)).toEqual([]);
    await emailField(form).fill(email);
    await form.getByRole('button', { name: 'Join the list' }).click();
    await expect(form.getByRole('status')).toHaveText(/^You're on the list\./);
    await expect(emailField(form)).toHaveValue('');
    expect(await listCalls(email)).toEqual([SUBSCRIPTION(email)]);
    expect(sent).toEqual(['POST /list.data']);
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('from the footer before the form’s own file is in: it posts itself, and the page comes back told', async ({
    page,
    outside,
  }) => {
    const email = addressOf(outside);
    const held: Route[] = [];
    await page.route(/\/assets\/join-list-form-[\w-]+\.js$/, (route) => void held.push(route));
    await page.goto('/contact');
    await waitForHydration(page);
    await expect.poll(() => held.length).toBeGreaterThan(0);
    // In place as prerendered, in its Suspense boundary: never a template a script moves.
    expect(await page.content()).toMatch(/<!--\$--><form [^>]*data-list-form="footer"/);
    const form = footerForm(page);
    await emailField(form).fill(email);
    await form.getByRole('button', { name: 'Join the list' }).click();
    await expect(footerForm(page).getByRole('status')).toHaveText(/^You're on the list\./);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    expect(await listCalls(email)).toEqual([SUBSCRIPTION(email)]);
    for (const route of held) await route.abort().catch(() => undefined);
  });

  test('the pixel’s Lead and the function’s carry the same id and nothing about the visitor', async ({
    page,
    outside,
  }) => {
    const pixel = fakePixel(outside);
    const meta = fakeConversionsApi(outside);
    await page.goto('/');
    await waitForListForms(page);
    const form = page.locator('form[data-list-form="near-buy"]');
    await emailField(form).fill(addressOf(outside));
    await form.getByRole('button', { name: 'Join the list' }).click();
    await expect(form.getByRole('status')).toBeVisible();
    await expect.poll(() => pixel.events.filter((event) => event.event === 'Lead')).toHaveLength(1);
    const [lead] = pixel.events.filter((event) => event.event === 'Lead');
    expect(lead?.data).toEqual({});
    await expect
      .poll(async () => (await meta.events()).filter((event) => event.event_name === 'Lead'))
      .toEqual([expect.objectContaining({ event_id: lead?.eventId })]);
    const [fromFunction] = (await meta.events()).filter((event) => event.event_name === 'Lead');
    expect(fromFunction).not.toHaveProperty('custom_data');
    expect(JSON.stringify(fromFunction)).not.toContain('example.com');
    expect(pixel.requests.join(' ')).not.toContain('example.com');
  });

  test.describe('before any choice (opt-in)', () => {
    test.use({ storedConsent: null });

    test('joining is its own consent: no Lead to the pixel or Meta without the cookie choice', async ({
      page,
      outside,
      request,
      baseURL,
    }) => {
      const pixel = fakePixel(outside);
      await page.goto('/contact');
      await waitForListForms(page);
      await emailField(footerForm(page)).fill(addressOf(outside));
      await footerForm(page).getByRole('button', { name: 'Join the list' }).click();
      // Generous: Cloudflare's runtime on a busy machine answers in seconds, not milliseconds.
      await expect(footerForm(page).getByRole('status')).toBeVisible({ timeout: 45_000 });
      expect(await listCalls(addressOf(outside))).toHaveLength(1);
      expect(pixel.requests).toEqual([]);
      expect(await fakeConversionsApi(outside).settled(request, String(baseURL))).toEqual([]);
    });
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('joins: the same page comes back with the welcome in place', async ({ page, outside }) => {
      const email = addressOf(outside);
      await page.goto('/privacy');
      await emailField(footerForm(page)).fill(email);
      await footerForm(page).getByRole('button', { name: 'Join the list' }).click();
      await expect(footerForm(page).getByRole('status')).toHaveText(/^You're on the list\./);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
      // Rendered again by the server (routes/list.post.tsx), with the page's own title, and the
      // form sends from this page once more.
      await expect(page).toHaveTitle(/^Privacy Policy/);
      await expect(footerForm(page).locator('input[name="page"]')).toHaveValue('/privacy');
      await expect(page.locator('script:not([type="application/ld+json"])')).toHaveCount(0);
      expect(await listCalls(email)).toEqual([SUBSCRIPTION(email)]);
    });

    test('from a page the site does not have: its not-found page comes back, told', async ({
      page,
      outside,
      consoleWatch,
    }) => {
      consoleWatch.allow(/status of 404/);
      const email = `lost-${addressOf(outside)}`;
      await page.goto('/no-such-page');
      await emailField(footerForm(page)).fill(email);
      await footerForm(page).getByRole('button', { name: 'Join the list' }).click();
      await expect(footerForm(page).getByRole('status')).toHaveText(/^You're on the list\./);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
      await expect(footerForm(page).locator('input[name="page"]')).toHaveValue('/no-such-page');
      expect(await listCalls(email)).toEqual([SUBSCRIPTION(email)]);
    });

    test('an oversized body: told in the page it came from, the address kept, nothing sent', async ({
      page,
      outside,
      consoleWatch,
    }) => {
      consoleWatch.allow(/Failed to load resource: the server responded with a status of 413/);
      const email = addressOf(outside);
      await page.goto('/contact');
      await joinOversized(page, email);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
      expect(await listCalls(email)).toEqual([]);
    });

    test('the list down: the message in place, the address kept', async ({
      page,
      outside,
      consoleWatch,
    }) => {
      consoleWatch.allow(/Failed to load resource: the server responded with a status of 502/);
      const email = addressOf(outside);
      await failList(email, { status: 503 });
      await page.goto('/');
      const form = page.locator('form[data-list-form="near-buy"]');
      await emailField(form).fill(email);
      await form.getByRole('button', { name: 'Join the list' }).click();
      await expect(form.getByRole('alert')).toHaveText(
        "We couldn't add you just now. Please try again in a moment, or email us at hello@lumenhive.test.",
      );
      await expect(emailField(form)).toHaveValue(email);
    });
  });
  test('on the home page, whose data is the build’s: the one post, and no data asked again', async ({
    page,
    outside,
  }) => {
    await page.goto('/');
    await waitForListForms(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/list|\.data$/.test(pathname)) sent.push(`${request.method()} ${pathname}`);
    });
    const form = footerForm(page);
    await emailField(form).fill(`home-${addressOf(outside)}`);
    await form.getByRole('button', { name: 'Join the list' }).click();
    await expect(form.getByRole('status')).toHaveText(/^You're on the list\./);
    // The router's revalidation would ask `/_.data` right after the answer.
    await page.waitForLoadState('networkidle');
    expect(sent).toEqual(['POST /list.data']);
  });
});

test.describe('bad input and failure, once hydrated: a clear message, nothing typed lost', () => {
  for (const [name, typed, message] of [
    ['empty', '', 'Please enter your email address.'],
    ['not an address', 'honey@hive', 'Please enter a valid email address, like name@example.com.'],
  ] as const) {
    test(`${name}: said in place, nothing sent`, async ({ page }) => {
      const sent: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/list')) sent.push(request.url());
      });
      await page.goto('/wholesale');
      await waitForListForms(page);
      await emailField(footerForm(page)).fill(typed);
      await footerForm(page).getByRole('button', { name: 'Join the list' }).click();
      await expect(footerForm(page).getByRole('alert')).toHaveText(message);
      await expect(emailField(footerForm(page))).toHaveValue(typed);
      await expect(emailField(footerForm(page))).toBeFocused();
      expect(sent).toEqual([]);
    });
  }

  test('an oversized body: said in place, the address kept, nothing sent', async ({
    page,
    outside,
    consoleWatch,
  }) => {
    consoleWatch.allow(/Failed to load resource: the server responded with a status of 413/);
    const email = addressOf(outside);
    await page.goto('/wholesale');
    await waitForListForms(page);
    await joinOversized(page, email);
    expect(await listCalls(email)).toEqual([]);
  });

  for (const [name, failure, message] of [
    ['down', { status: 500 }, "We couldn't add you just now."],
    ['hanging', { hang: true }, "We couldn't add you just now."],
    ['refusing the address', { status: 400 }, 'The list did not take this address.'],
  ] as const) {
    test(`the list ${name}: the message, the address kept, the form usable again`, async ({
      page,
      outside,
      consoleWatch,
    }) => {
      // The browser logs the function's 502 or 422 itself; the page adds nothing.
      consoleWatch.allow(
        /Failed to load resource: the server responded with a status of (502|422)/,
      );
      const email = addressOf(outside);
      await failList(email, failure);
      await page.goto('/terms');
      await waitForListForms(page);
      await emailField(footerForm(page)).fill(email);
      await footerForm(page).getByRole('button', { name: 'Join the list' }).click();
      // The function waits 8 s for a hanging list: a generous limit.
      await expect(footerForm(page).getByRole('alert')).toContainText(message, { timeout: 30_000 });
      await expect(emailField(footerForm(page))).toHaveValue(email);
      await expect(footerForm(page).getByRole('button', { name: 'Join the list' })).toBeEnabled();
    });
  }
});

test.describe('the waitlist', () => {
  test('after a live "sold out": each buy form gives way to "Email me when it\'s back", for the jar', async ({
    page,
    outside,
  }) => {
    const email = addressOf(outside);
    fakeStorefront(outside).answerNext('Product', { body: productData({ isAvailable: false }) });
    await page.goto('/');
    await waitForListForms(page);
    const waitlists = waitlistForms(page);
    await expect(waitlists).toHaveCount(2);
    await expect(page.getByRole('button', { name: /^Order Now/ })).toHaveCount(0);
    // The list's own form near the buy area goes: one form there, the waitlist.
    await expect(page.locator('form[data-list-form="near-buy"]')).toHaveCount(0);
    const hero = waitlists.first();
    await expect(hero).toContainText('This harvest is sold out.');
    await emailField(hero).fill(email);
    await hero.getByRole('button', { name: "Email me when it's back" }).click();
    await expect(hero.getByRole('status')).toHaveText(
      "Thanks! We'll email you when the jar is back.",
    );
    expect(await listCalls(email)).toEqual([
      {
        path: '/client/back-in-stock-subscriptions',
        query: '?company_id=E2eKey',
        headers: { revision: KLAVIYO_REVISION, 'content-type': 'application/vnd.api+json' },
        body: BACK_IN_STOCK(email),
      },
    ]);
  });

  test('available again: the page is as before', async ({ page }) => {
    await page.goto('/');
    await waitForListForms(page);
    await expect(waitlistForms(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Order Now/ })).toHaveCount(2);
  });
});

test('without plans, no subscription to manage: no link in the footer or the terms', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Manage (your )?subscription/ })).toHaveCount(0);
  await page.goto('/terms');
  await expect(page.getByRole('link', { name: /Manage (your )?subscription/ })).toHaveCount(0);
});

test.describe('a build whose jar was sold out @sold-out', () => {
  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('the page offers "Email me when it\'s back" in place of "Order Now"; joining names the jar', async ({
      page,
      outside,
    }) => {
      const email = addressOf(outside);
      await page.goto('/');
      await expect(page.getByRole('button', { name: /^Order Now/ })).toHaveCount(0);
      const waitlists = waitlistForms(page);
      await expect(waitlists).toHaveCount(2);
      const cta = waitlists.last();
      await emailField(cta).fill(email);
      await cta.getByRole('button', { name: "Email me when it's back" }).click();
      await expect(page.locator('form[data-list-form="cta"]').getByRole('status')).toHaveText(
        "Thanks! We'll email you when the jar is back.",
      );
      expect((await listCalls(email)).map((call) => [call.path, call.body])).toEqual([
        ['/client/back-in-stock-subscriptions', BACK_IN_STOCK(email)],
      ]);
    });
  });

  test('hydrated, the store still sold out: the waitlist stays, and a bot-filled trap is refused with the address kept', async ({
    page,
    outside,
    consoleWatch,
  }) => {
    consoleWatch.allow(/Failed to load resource: the server responded with a status of 400/);
    const email = addressOf(outside);
    fakeStorefront(outside).answerNext('Product', { body: productData({ isAvailable: false }) });
    await page.goto('/');
    await waitForListForms(page);
    const hero = waitlistForms(page).first();
    await emailField(hero).fill(email);
    // What a bot does: it fills the field people never see.
    await hero.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
      input.value = 'https://spam.example';
    });
    await hero.getByRole('button', { name: "Email me when it's back" }).click();
    await expect(hero.getByRole('alert')).toHaveText(
      'This form could not be sent. Please try again.',
    );
    await expect(emailField(hero)).toHaveValue(email);
    expect(await listCalls(email)).toEqual([]);
  });

  test('the store says available again: once hydrated, the page is as before', async ({ page }) => {
    await page.goto('/');
    await waitForListForms(page);
    await expect(page.getByRole('button', { name: /^Order Now/ })).toHaveCount(2);
    await expect(waitlistForms(page)).toHaveCount(0);
  });
});

test('three sign-ups a minute from one address; the fourth gets 429 and the sentence, and reaches no list', async ({
  request,
  outside,
  baseURL,
}) => {
  // One address for this test alone, as each host reads it (npm start behind the tests' proxy
  // header; Cloudflare's CF-Connecting-IP).
  const from = {
    Origin: String(baseURL),
    'Content-Type': 'application/x-www-form-urlencoded',
    'X-Forwarded-For': outside.shopperIp,
    'CF-Connecting-IP': outside.shopperIp,
  };
  const emails = [1, 2, 3, 4].map((index) => `limit-${index}-${addressOf(outside)}`);
  const answers = [];
  for (const email of emails) {
    const answer = await request.post('/list', {
      data: `email=${encodeURIComponent(email)}`,
      headers: from,
    });
    const limited = (await answer.text()).includes('several sign-ups from here in a minute');
    answers.push([answer.status(), limited ? 'limited' : 'ok']);
  }
  expect(answers).toEqual([
    [200, 'ok'],
    [200, 'ok'],
    [200, 'ok'],
    [429, 'limited'],
  ]);
  expect(await listCalls(emails[3] ?? '')).toEqual([]);
});

test('the function refuses what is not a list form: 405, 403, 415, 413, 400, and nothing reaches the list', async ({
  request,
  outside,
  baseURL,
}) => {
  const email = addressOf(outside);
  // As the site's own page posts it: its origin named.
  const ownPage = { Origin: String(baseURL) };
  const form = (body: string, from: Record<string, string> = ownPage) =>
    request.post('/list', {
      data: body,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...from },
    });
  expect((await request.get('/list')).status()).toBe(405);
  const address = encodeURIComponent(email);
  // A script naming no page, or another site's page (the framework refuses that one first).
  const script = await form(`email=${address}`, {});
  expect([script.status(), await script.text()]).toEqual([
    403,
    'The list takes sign-ups from this site’s own pages.',
  ]);
  expect((await form(`email=${address}`, { Origin: 'https://evil.example' })).status()).toBe(400);
  expect(
    (
      await request.post('/list', {
        data: JSON.stringify({ email }),
        headers: { 'Content-Type': 'application/json', ...ownPage },
      })
    ).status(),
  ).toBe(415);
  expect((await form(`email=${address}&website=${'a'.repeat(1100)}`)).status()).toBe(413);
  expect((await form(`email=${address}&website=${'a'.repeat(17_000)}`)).status()).toBe(413);
  expect((await form(`email=${address}&name=Ada`)).status()).toBe(400);
  expect((await form(`email=${address}&list=vip`)).status()).toBe(400);
  // The waitlist names a variant of the Shopify shape; anything else is refused.
  expect((await form(`email=${address}&list=waitlist&variant=4455`)).status()).toBe(400);
  expect(await listCalls(email)).toEqual([]);
});
