// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { memorySignUpLimit } from '~/list/sign-up-limit.server';
import {
  type HandlerContext,
  TEST_SITE,
  handleRequest,
  withFakeStore,
} from '~/server/host.fixtures';

const fake = withFakeStore('198.51.100.');

function context(change: Partial<HandlerContext> = {}): HandlerContext {
  return {
    site: TEST_SITE,
    env: { SHOPIFY_API_ORIGIN: fake.store.origin },
    clientIp: fake.shopper,
    storeTimeLimitMs: 300,
    ...change,
  };
}

/** What the store was asked through the doors by this test's agent. */
const asked = () =>
  fake.store.calls(fake.shopper).filter((call) => call.operation === 'agents') as unknown as {
    variables: { path: string; method: string };
    query: string;
    headers: Record<string, string | null>;
  }[];

const TOOLS_LIST = { jsonrpc: '2.0', id: 7, method: 'tools/list', params: {} };

function call(path: string, init: RequestInit = {}) {
  return new Request(`https://lumenhive.test${path}`, {
    method: 'POST',
    body: JSON.stringify(TOOLS_LIST),
    ...init,
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      Cookie: 'lh_consent=granted; lh_discount=SPRING10',
      ...init.headers,
    },
  });
}

describe('GET /.well-known/ucp: the store’s profile on the site’s domain', () => {
  it('is the store’s, fresh for a minute and kept through its outages, no cookie sent on', async () => {
    const request = new Request('https://lumenhive.test/.well-known/ucp', {
      headers: { Cookie: 'lh_consent=granted' },
    });
    const response = await handleRequest(request, context());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=60, stale-while-revalidate=600, stale-if-error=86400',
    );
    expect(response.headers.get('etag')).toBe('"ucp-1"');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    await expect(response.json()).resolves.toMatchObject({ ucp: { version: '2026-01-11' } });
    expect(asked()).toHaveLength(1);
    expect(asked()[0]?.variables).toEqual({ path: '/.well-known/ucp', method: 'GET' });
    expect(asked()[0]?.headers).toMatchObject({ cookie: null, 'x-forwarded-for': fake.shopper });
  });

  it('passes a conditional request on: a matching ETag is a 304 without a body', async () => {
    const request = new Request('https://lumenhive.test/.well-known/ucp', {
      headers: { 'If-None-Match': '"ucp-1"' },
    });
    const response = await handleRequest(request, context());
    expect(response.status).toBe(304);
    expect(await response.text()).toBe('');
    expect(asked()[0]?.headers['if-none-match']).toBe('"ucp-1"');
  });

  it('HEAD: the status without a body; a POST: 405 with Allow', async () => {
    const head = await handleRequest(
      new Request('https://lumenhive.test/.well-known/ucp', { method: 'HEAD' }),
      context(),
    );
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const post = await handleRequest(
      new Request('https://lumenhive.test/.well-known/ucp', { method: 'POST', body: '{}' }),
      context(),
    );
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('the store failing or silent: 502, never kept by a cache', async () => {
    for (const agents of [{ status: 500 }, { hang: true }]) {
      fake.store.setScenario(fake.shopper, { agents });
      const response = await handleRequest(
        new Request('https://lumenhive.test/.well-known/ucp'),
        context(),
      );
      expect(response.status).toBe(502);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('POST /api/ucp/mcp and /api/mcp: an agent’s call, forwarded', () => {
  it.each(['/api/ucp/mcp', '/api/mcp'])(
    '%s: tools/list, its session, and nothing of the site’s',
    async (path) => {
      const response = await handleRequest(
        call(path, { headers: { 'Mcp-Session-Id': 'session-1' } }),
        context(),
      );
      expect(response.status).toBe(200);
      await expect(response.json()).resolves.toEqual({
        jsonrpc: '2.0',
        id: 7,
        result: { tools: [{ name: 'search_shop_catalog', description: 'Search the store' }] },
      });
      expect(response.headers.get('mcp-session-id')).toBe('session-1');
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(response.headers.get('cache-control')).toBe('no-store');
      const [sent] = asked();
      expect(sent?.variables).toEqual({ path, method: 'POST' });
      expect(JSON.parse(sent?.query ?? '')).toEqual(TOOLS_LIST);
      expect(sent?.headers).toMatchObject({
        cookie: null,
        accept: 'application/json, text/event-stream',
        'mcp-session-id': 'session-1',
        'x-forwarded-for': fake.shopper,
      });
    },
  );

  it('no CORS: a browser’s preflight is refused, and nothing is asked', async () => {
    const preflight = new Request('https://lumenhive.test/api/ucp/mcp', {
      method: 'OPTIONS',
      headers: { Origin: 'https://elsewhere.test', 'Access-Control-Request-Method': 'POST' },
    });
    const response = await handleRequest(preflight, context());
    expect(response.status).toBe(405);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(asked()).toEqual([]);
  });

  it.each([
    ['the store failing', { status: 503 }],
    ['the store silent past the time limit', { hang: true }],
  ])('%s: 502 with a JSON-RPC error for the call', async (_, agents) => {
    fake.store.setScenario(fake.shopper, { agents });
    const response = await handleRequest(call('/api/ucp/mcp'), context());
    expect(response.status).toBe(502);
    await expect(response.json()).resolves.toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: { code: -32000, message: 'The store could not be reached.' },
    });
  });

  it.each([
    [
      'a 100 KB body',
      { body: JSON.stringify({ ...TOOLS_LIST, params: { q: 'x'.repeat(100_000) } }) },
      413,
    ],
    ['not JSON', { headers: { 'Content-Type': 'text/plain' } }, 415],
    ['no JSON-RPC message', { body: '{"hello":1}' }, 400],
    ['a GET', { method: 'GET', body: null }, 405],
  ] as const)(
    '%s: refused with a JSON-RPC error, nothing asked of the store',
    async (_, init, status) => {
      const response = await handleRequest(call('/api/ucp/mcp', init), context());
      expect(response.status).toBe(status);
      await expect(response.json()).resolves.toMatchObject({ jsonrpc: '2.0', id: null });
      expect(asked()).toEqual([]);
    },
  );

  it('an address past its calls a minute: 429 with Retry-After, the store not asked', async () => {
    const agentLimit = memorySignUpLimit(() => 0, 2);
    for (const expected of [200, 200, 429]) {
      const response = await handleRequest(call('/api/mcp'), context({ agentLimit }));
      expect(response.status).toBe(expected);
      if (expected === 429) expect(response.headers.get('retry-after')).toBe('60');
    }
    expect(asked()).toHaveLength(2);
  });

  it('without a store: 503, and nothing asked', async () => {
    const site = { ...context().site, store: null };
    const response = await handleRequest(call('/api/ucp/mcp'), context({ site }));
    expect(response.status).toBe(503);
    expect(asked()).toEqual([]);
  });
});
