// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_SITE, handleRequest } from '~/server/host.fixtures';

const PHONE =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
const BEACON = 'route=%2F&nav=navigate&TTFB=212&FCP=902&LCP=1804&lcp=image&CLS=0.0123&INP=96';

function post(body: string, headers: Record<string, string> = {}, method = 'POST') {
  return handleRequest(
    new Request('https://lumenhive.test/vitals', {
      method,
      ...(method === 'POST' ? { body } : {}),
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
        Origin: 'https://lumenhive.test',
        'User-Agent': PHONE,
        ...headers,
      },
    }),
    { site: TEST_SITE, env: {}, clientIp: '203.0.113.9' },
  );
}

const info = vi.fn();
beforeEach(() => {
  info.mockClear();
  vi.spyOn(console, 'info').mockImplementation(info);
});

describe('POST /vitals: one log line per page life, nothing of the visitor', () => {
  it('writes the beacon as one JSON line: no address, no agent, no identifier', async () => {
    const answer = await post(BEACON);
    expect(answer.status).toBe(204);
    expect(info.mock.calls).toEqual([
      [
        '{"event":"web-vitals","route":"/","nav":"navigate","lcp":"image","LCP":1804,"INP":96,"CLS":0.0123,"FCP":902,"TTFB":212}',
      ],
    ]);
  });

  it('drops a robot’s beacon, and one that names no agent', async () => {
    const robot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    for (const agent of [robot, 'Mozilla/5.0 HeadlessChrome/140.0.0.0', 'Chrome-Lighthouse', '']) {
      expect((await post(BEACON, { 'User-Agent': agent })).status).toBe(204);
    }
    expect(info).not.toHaveBeenCalled();
  });

  it.each([
    ['a GET', () => post('', {}, 'GET'), 405, 'Field data is sent with POST.'],
    [
      'another site',
      () => post(BEACON, { Origin: 'https://else.test' }),
      403,
      'Field data comes from this site’s pages.',
    ],
    [
      'JSON',
      () => post('{}', { 'Content-Type': 'application/json' }),
      415,
      'Send the form as application/x-www-form-urlencoded.',
    ],
    [
      '600 bytes',
      () => post(`${BEACON}&x=${'a'.repeat(600)}`),
      413,
      'The form is larger than 512 bytes.',
    ],
    ['an unknown field', () => post(`${BEACON}&email=a%40b.test`), 400, 'Unknown field "email".'],
    [
      'a page with a query',
      () => post(BEACON.replace('%2F', '%2F%3Fid%3D1')),
      400,
      'The route is one of the site’s pages.',
    ],
    [
      'a made-up navigation',
      () => post(BEACON.replace('navigate', 'teleport')),
      400,
      'The navigation is one of navigate, reload, back-forward, back-forward-cache, prerender, restore.',
    ],
    [
      'a number that is not one',
      () => post(BEACON.replace('LCP=1804', 'LCP=1e9')),
      400,
      'LCP is a measurement: 0 to 60000.',
    ],
    [
      'no metric',
      () => post('route=%2F&nav=navigate'),
      400,
      'The beacon has at least one of LCP, INP, CLS, FCP, TTFB.',
    ],
  ])('refuses %s', async (_what, send, status, sentence) => {
    const answer = await send();
    expect([answer.status, await answer.text()]).toEqual([status, sentence]);
    expect(info).not.toHaveBeenCalled();
  });
});
