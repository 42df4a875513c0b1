import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withTimeLimit } from './time-limit';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('withTimeLimit', () => {
  it('gives the work’s own result when it comes in time, and leaves no timer behind', async () => {
    await expect(withTimeLimit(100, 'slow', () => Promise.resolve('done'))).resolves.toBe('done');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('passes on the work’s own failure', async () => {
    const failing = withTimeLimit(100, 'slow', () => Promise.reject(new Error('refused')));
    await expect(failing).rejects.toThrow('refused');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects with the message at the limit, and aborts the work’s signal with the same error', async () => {
    let seen: AbortSignal | undefined;
    const never = withTimeLimit(100, 'No answer in 100 ms', (signal) => {
      seen = signal;
      return new Promise<never>(() => {});
    });
    const settled = expect(never).rejects.toThrow('No answer in 100 ms');
    await vi.advanceTimersByTimeAsync(99);
    expect(seen?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(seen?.aborted).toBe(true);
    expect(String(seen?.reason)).toBe('Error: No answer in 100 ms');
  });
});
