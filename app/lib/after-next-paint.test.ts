import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

beforeEach(() =>
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] }),
);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function hideTheTab() {
  vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
}

describe('afterNextPaint', () => {
  it('runs the task in a task after the next frame, not before it or in the frame', () => {
    const task = vi.fn();
    let ranInFrame = false;
    afterNextPaint(task);
    requestAnimationFrame(() => (ranInFrame = task.mock.calls.length > 0));
    expect(task).not.toHaveBeenCalled();
    // No frame within any time: the task waits for it (no clock decides for a slow machine).
    vi.advanceTimersByTime(0);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(ranInFrame).toBe(false);
    expect(task).not.toHaveBeenCalled();
    // (the fake clock runs a 0 ms timer a millisecond on)
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(1000);
    expect(task).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('runs the task at once in a hidden tab, which draws no frames', () => {
    hideTheTab();
    const task = vi.fn();
    afterNextPaint(task);
    expect(task).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('runs the task, once, when the tab is hidden before the frame', () => {
    const task = vi.fn();
    afterNextPaint(task);
    hideTheTab();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
