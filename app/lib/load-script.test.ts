import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadScript } from './load-script';

const SRC = 'https://widgets.example.test/widget.js';

beforeEach(() =>
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] }),
);
afterEach(() => vi.useRealTimers());

/** The frame, then the task after it, in which the tag is added. */
function paint() {
  vi.advanceTimersToNextFrame();
  vi.advanceTimersByTime(1);
}

describe('loadScript, left before the script came', () => {
  it('adds no tag when the page is left before the next paint, and rejects', async () => {
    const parent = document.createElement('div');
    const left = new AbortController();
    const loading = loadScript(SRC, { parent, isFresh: true, signal: left.signal });
    left.abort();
    await expect(loading).rejects.toThrow(`Left before ${SRC} came`);
    paint();
    expect(parent.querySelector('script')).toBeNull();
  });

  it('leaves a tag on its way where it is: the script runs anyway, beside it', async () => {
    const parent = document.createElement('div');
    const left = new AbortController();
    const loading = loadScript(SRC, { parent, isFresh: true, signal: left.signal });
    paint();
    const tag = parent.querySelector('script');
    expect(tag?.src).toBe(SRC);
    left.abort();
    await expect(loading).rejects.toThrow(`Left before ${SRC} came`);
    expect(tag?.parentElement).toBe(parent);
  });

  it('without a signal, removes a tag that failed, so the URL may be tried again', async () => {
    const parent = document.createElement('div');
    const loading = loadScript(SRC, { parent, isFresh: true });
    paint();
    parent.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow(`Could not load ${SRC}`);
    expect(parent.querySelector('script')).toBeNull();
  });
});
