import { describe, expect, it } from 'vitest';
import { SIGN_UPS_PER_WINDOW, SIGN_UP_WINDOW_MS, memorySignUpLimit } from './sign-up-limit.server';

describe('the sign-ups one address may send', () => {
  it('are three a minute; the window starts again once the minute has passed', async () => {
    let now = 0;
    const limit = memorySignUpLimit(() => now);
    const tries = [];
    for (let index = 0; index < SIGN_UPS_PER_WINDOW + 2; index += 1) tries.push(await limit('a'));
    expect(tries).toEqual([true, true, true, false, false]);
    expect(await limit('b')).toBe(true);
    now = SIGN_UP_WINDOW_MS - 1;
    expect(await limit('a')).toBe(false);
    now = SIGN_UP_WINDOW_MS;
    expect(await limit('a')).toBe(true);
  });

  it('keep at most ten thousand addresses, forgetting the oldest', async () => {
    let now = 0;
    const limit = memorySignUpLimit(() => now);
    for (let index = 0; index < SIGN_UPS_PER_WINDOW; index += 1) await limit('first');
    expect(await limit('first')).toBe(false);
    for (let index = 0; index < 10_000; index += 1) {
      now += 1;
      await limit(`bot ${index}`);
    }
    // Its window forgotten, the first address starts a new one.
    expect(await limit('first')).toBe(true);
  });
});
