import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retry } from './retry';

const SPEC_DELAY = (retryNumber: number) => 1000 * retryNumber;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** Records the fake-clock time of every attempt. */
function recordingAttempt(results: ('fail' | 'ok')[]) {
  const times: number[] = [];
  const attempt = vi.fn(() => {
    times.push(Date.now());
    return results.shift() === 'ok' ? Promise.resolve('done') : Promise.reject(new Error('down'));
  });
  return { attempt, times };
}

describe('retry', () => {
  it('retries five times, after 1, 2, 3, 4 and 5 s, then gives up', async () => {
    const start = Date.now();
    const { attempt, times } = recordingAttempt([]);
    const result = retry(attempt, { maxRetries: 5, delayMs: SPEC_DELAY });
    const settled = expect(result).rejects.toThrow('down');
    await vi.runAllTimersAsync();
    await settled;
    expect(times.map((time) => time - start)).toEqual([0, 1000, 3000, 6000, 10000, 15000]);
    expect(attempt).toHaveBeenCalledTimes(6);
  });

  it('stops at the first success', async () => {
    const { attempt } = recordingAttempt(['fail', 'fail', 'ok']);
    const result = retry(attempt, { maxRetries: 5, delayMs: SPEC_DELAY });
    await vi.runAllTimersAsync();
    await expect(result).resolves.toBe('done');
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('reports each failure with its attempt number', async () => {
    const onFailure = vi.fn();
    const { attempt } = recordingAttempt(['fail', 'ok']);
    const result = retry(attempt, { maxRetries: 5, delayMs: SPEC_DELAY, onFailure });
    await vi.runAllTimersAsync();
    await result;
    expect(onFailure).toHaveBeenCalledExactlyOnceWith(new Error('down'), 1);
  });

  it('stops waiting when aborted', async () => {
    const controller = new AbortController();
    const { attempt } = recordingAttempt([]);
    const result = retry(attempt, {
      maxRetries: 5,
      delayMs: SPEC_DELAY,
      signal: controller.signal,
    });
    const settled = expect(result).rejects.toThrow('left the page');
    await vi.advanceTimersByTimeAsync(500);
    controller.abort(new Error('left the page'));
    await settled;
    await vi.runAllTimersAsync();
    expect(attempt).toHaveBeenCalledOnce();
  });
});
