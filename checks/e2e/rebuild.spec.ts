/**
 * The rebuild hook on the servers a host runs (`npm start`; workerd in the cloudflare project):
 * Shopify's signed webhook in, the fake deploy hook (checks/support/fake-store.mjs) out.
 * Each server has its own deploy hook and keeps one build waiting at a time, so these run in
 * order, each waiting for the build it asked for.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  DEPLOY_HOOK_DELAY_SECONDS,
  E2E_PORT,
  FAKE_STORE_ORIGIN,
  WEBHOOK_SECRET,
  deployHookOf,
} from './hosts';
import { startServer } from '../support/start-server';

test.describe.configure({ mode: 'serial' });

const DELAY_MS = DEPLOY_HOOK_DELAY_SECONDS * 1000;
const EDIT = JSON.stringify({ type: 'lumen_hero', handle: 'hero', updated_at: '2026-11-27' });

type Server = 'node' | 'cloudflare' | 'cloudflare-cut';
let server: Server;

test.beforeEach(async ({ request }, testInfo) => {
  server = testInfo.project.name === 'cloudflare' ? 'cloudflare' : 'node';
  await setDeployHook(request, {});
});

/** The fake deploy hook's answer from now on, its record emptied. */
async function setDeployHook(
  request: APIRequestContext,
  hook: { status?: number; hang?: boolean },
) {
  const response = await request.post(`${FAKE_STORE_ORIGIN}/__fake/scenario`, {
    data: { ip: `deploy-hook:${server}`, scenario: { hook } },
  });
  expect(response.status()).toBe(204);
}

/** When each build was asked for (ms since the epoch). */
async function builds(request: APIRequestContext): Promise<number[]> {
  const response = await request.get(deployHookOf(server));
  return ((await response.json()) as { at: number }[]).map((call) => call.at);
}

/** A webhook delivery as Shopify sends one: signed with `secret` unless a signature is given. */
function deliver(
  request: APIRequestContext,
  {
    to = '',
    id = randomUUID(),
    body = EDIT,
    secret = WEBHOOK_SECRET,
    signature = undefined as string | undefined,
  } = {},
) {
  return request.post(`${to}/hooks/shopify`, {
    data: body,
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Topic': 'metaobjects/update',
      'X-Shopify-Webhook-Id': id,
      'X-Shopify-Hmac-Sha256':
        signature ?? createHmac('sha256', secret).update(body).digest('base64'),
    },
  });
}

/** Long enough for a build asked for by now to have reached the fake: the delay, and a margin. */
const afterTheDelay = () => new Promise((resolve) => setTimeout(resolve, DELAY_MS + 3000));

test('three deliveries in a burst start one build, after the delay', async ({ request }) => {
  const sent = Date.now();
  const answers = await Promise.all([deliver(request), deliver(request), deliver(request)]);
  expect(answers.map((answer) => answer.status())).toEqual([200, 200, 200]);
  expect((await Promise.all(answers.map((answer) => answer.text()))).sort()).toEqual([
    'A build is already on its way.',
    'A build is already on its way.',
    `A build starts in ${DEPLOY_HOOK_DELAY_SECONDS} s.`,
  ]);
  await expect.poll(() => builds(request), { timeout: 30_000 }).toHaveLength(1);
  const [asked = 0] = await builds(request);
  expect(asked - sent).toBeGreaterThanOrEqual(DELAY_MS - 50);
  await afterTheDelay();
  expect(await builds(request)).toHaveLength(1);
});

test('a wrong or missing signature gets 401 and starts nothing', async ({ request }) => {
  const forged = await deliver(request, { secret: 'a guess' });
  const unsigned = await request.post('/hooks/shopify', {
    data: EDIT,
    headers: { 'Content-Type': 'application/json', 'X-Shopify-Topic': 'metaobjects/update' },
  });
  for (const answer of [forged, unsigned]) {
    expect(answer.status()).toBe(401);
    expect(await answer.text()).toBe('The request is not signed with the shop’s secret.');
  }
  await afterTheDelay();
  expect(await builds(request)).toEqual([]);
});

test('a replayed delivery starts nothing', async ({ request }) => {
  const id = randomUUID();
  expect((await deliver(request, { id })).status()).toBe(200);
  await expect.poll(() => builds(request), { timeout: 30_000 }).toHaveLength(1);
  const replay = await deliver(request, { id });
  expect([replay.status(), await replay.text()]).toEqual([200, 'Already taken.']);
  await afterTheDelay();
  expect(await builds(request)).toHaveLength(1);
});

test('a 2 MB body gets 413', async ({ request }) => {
  const answer = await deliver(request, { body: 'x'.repeat(2 * 1024 * 1024) });
  expect(answer.status()).toBe(413);
  expect(await answer.text()).toBe('The body is larger than 1048576 bytes.');
});

test('with the deploy hook down or hanging, Shopify still gets its 200 at once', async ({
  request,
}) => {
  for (const hook of [{ status: 500 }, { hang: true }]) {
    await setDeployHook(request, hook);
    const answer = await deliver(request);
    expect([answer.status(), await answer.text()]).toEqual([
      200,
      `A build starts in ${DEPLOY_HOOK_DELAY_SECONDS} s.`,
    ]);
    // The hook was asked; its failure is the server's log line, not Shopify's problem.
    await expect.poll(() => builds(request), { timeout: 30_000 }).toHaveLength(1);
  }
});

test('on Cloudflare, a delay set past its 30 s is cut, said at start, and the build still starts @workerd', async ({
  request,
}) => {
  test.setTimeout(240_000);
  server = 'cloudflare-cut';
  await setDeployHook(request, {});
  // A worker of its own (past the browser tests' servers), asked to wait 60 s.
  const worker = await startServer('cloudflare', E2E_PORT + 23, {
    env: {
      SHOPIFY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      DEPLOY_HOOK_URL: deployHookOf('cloudflare-cut'),
      DEPLOY_HOOK_DELAY_SECONDS: '60',
    },
  });
  try {
    const sent = Date.now();
    const answer = await deliver(request, { to: worker.url });
    expect([answer.status(), await answer.text()]).toEqual([200, 'A build starts in 19 s.']);
    // Its first request (the static files do not run it); wrangler passes the log on a moment later.
    await expect
      .poll(() => worker.output(), { timeout: 30_000 })
      .toContain(
        'Rebuild: DEPLOY_HOOK_DELAY_SECONDS is 60, but this host ends work 30 s after a response (10 s of it for the deploy hook): an edit’s build starts after 19 s.',
      );
    await expect.poll(() => builds(request), { timeout: 60_000 }).toHaveLength(1);
    const [asked = 0] = await builds(request);
    expect(asked - sent).toBeGreaterThanOrEqual(19_000 - 50);
    expect(asked - sent).toBeLessThan(30_000);
  } finally {
    worker.stop();
  }
});
