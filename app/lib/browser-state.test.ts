import { describe, expect, it, vi } from 'vitest';
import { createBrowserState } from './browser-state';

describe('createBrowserState', () => {
  it('tells its listeners of a new value, not of the same one, until they leave', () => {
    const state = createBrowserState({ n: 1 });
    const listener = vi.fn();
    const leave = state.subscribe(listener);
    const next = { n: 2 };
    state.set(next);
    state.set(next);
    expect(state.get()).toBe(next);
    expect(listener).toHaveBeenCalledTimes(1);
    leave();
    state.set({ n: 3 });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
