// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { rebuildAfterOfferDate } from './offer-dates.server';

const ENDED = '2026-11-28T12:00:00Z';
const HOOK = { DEPLOY_HOOK_URL: 'https://hooks.test/build', DEPLOY_HOOK_DELAY_SECONDS: '0' };

describe('the store’s offer changing by its own date', () => {
  it('before the date: nothing; from it: one build per server, however many ask', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const work: Promise<unknown>[] = [];
    const fetchApi = vi.fn(() => Promise.resolve(new Response(null)));
    const caller = { waitUntil: (each: Promise<unknown>) => void work.push(each), fetchApi };
    const state = { done: false };
    const at = Date.parse(ENDED);
    expect(rebuildAfterOfferDate(ENDED, HOOK, caller, { now: at - 1, state })).toBe(false);
    expect(rebuildAfterOfferDate(null, HOOK, caller, { now: at + 1, state })).toBe(false);
    expect(work).toHaveLength(0);
    expect(rebuildAfterOfferDate(ENDED, HOOK, caller, { now: at, state })).toBe(true);
    expect(rebuildAfterOfferDate(ENDED, HOOK, caller, { now: at + 60_000, state })).toBe(false);
    await Promise.all(work);
    expect(fetchApi.mock.calls).toEqual([
      [HOOK.DEPLOY_HOOK_URL, expect.objectContaining({ method: 'POST' })],
    ]);
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
      `Offer: the store's discounts changed at ${ENDED}: building the site again in 0 s.`,
    ]);
  });

  it('without a deploy hook: says so once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const state = { done: false };
    const caller = { waitUntil: () => undefined };
    for (let times = 0; times < 3; times += 1) {
      rebuildAfterOfferDate(ENDED, {}, caller, { now: Date.parse(ENDED) + 1, state });
    }
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
      `Offer: the store's discounts changed at ${ENDED}, but DEPLOY_HOOK_URL is not set: the pages show the old offer until the next build.`,
    ]);
  });
});
