import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

beforeEach(() =>
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] }),
);
afterEach(() => vi.useRealTimers());

describe('afterNextPaint', () => {
  it('runs the task in a task after the next frame, not before it or in the frame', () => {
    const task = vi.fn();
    let ranInFrame = false;
    afterNextPaint(task);
    requestAnimationFrame(() => (ranInFrame = task.mock.calls.length > 0));
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(ranInFrame).toBe(false);
    expect(task).not.toHaveBeenCalled();
    // (the fake clock runs a 0 ms timer a millisecond on)
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(task).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('runs the task anyway where no frame comes (a hidden tab), once', () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    try {
      const task = vi.fn();
      afterNextPaint(task);
      vi.advanceTimersByTime(99);
      expect(task).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(task).toHaveBeenCalledTimes(1);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
