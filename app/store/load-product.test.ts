import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { PRODUCT_REQUEST_TIMEOUT_MS, loadProduct } from './load-product';
import { TEST_SNAPSHOT } from './store-provider.fixtures';

const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

beforeEach(() => {
  vi.useFakeTimers();
  fetch.mockReset();
  vi.stubGlobal('fetch', fetch);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('asks the site’s function for the product, as JSON', async () => {
  fetch.mockReturnValueOnce(json(TEST_SNAPSHOT));
  await expect(loadProduct(new AbortController().signal)).resolves.toEqual(TEST_SNAPSHOT);
  const [url, init] = fetch.mock.calls[0] ?? [];
  expect(url).toBe('/product.json');
  expect(new Headers(init?.headers).get('accept')).toBe('application/json');
  expect(init?.method).toBeUndefined(); // a GET, which an edge may answer from its cache
});

it('a failing answer or one that is not a product is a failed attempt, retried 1 s later', async () => {
  fetch
    .mockReturnValueOnce(Promise.resolve(new Response('store down', { status: 502 })))
    .mockReturnValueOnce(json({ ok: true, url: '/somewhere' }))
    .mockReturnValueOnce(json(TEST_SNAPSHOT));
  const loaded = loadProduct(new AbortController().signal);
  await vi.advanceTimersByTimeAsync(1000 + 2000);
  await expect(loaded).resolves.toEqual(TEST_SNAPSHOT);
  expect(fetch).toHaveBeenCalledTimes(3);
  const logged = vi.mocked(console.error).mock.calls as [string, unknown][];
  expect(logged.map(([text, error]) => [text, String(error)])).toEqual([
    ['Buy button: loading the product failed (attempt 1)', 'Error: /product.json answered 502'],
    [
      'Buy button: loading the product failed (attempt 2)',
      'Error: /product.json answered something else',
    ],
  ]);
});

it('a function that never answers: the attempt ends after 10 s, aborted, and the next is made', async () => {
  const signals: AbortSignal[] = [];
  fetch.mockImplementationOnce((_url, init) => {
    if (init.signal) signals.push(init.signal);
    return new Promise(() => {});
  });
  fetch.mockReturnValueOnce(json(TEST_SNAPSHOT));
  const loaded = loadProduct(new AbortController().signal);
  await vi.advanceTimersByTimeAsync(PRODUCT_REQUEST_TIMEOUT_MS - 1);
  expect(fetch).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(1 + 1000);
  await expect(loaded).resolves.toEqual(TEST_SNAPSHOT);
  expect(signals[0]?.aborted).toBe(true);
});

it('stops when the page is left', async () => {
  fetch.mockReturnValue(Promise.resolve(new Response('down', { status: 502 })));
  const left = new AbortController();
  const loaded = loadProduct(left.signal);
  const settled = expect(loaded).rejects.toThrow('The page was left');
  await vi.advanceTimersByTimeAsync(500);
  left.abort(new Error('The page was left'));
  await settled;
  expect(fetch).toHaveBeenCalledTimes(1);
});
