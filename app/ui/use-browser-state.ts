import { useSyncExternalStore } from 'react';
import type { BrowserState } from '~/lib/browser-state';

/**
 * A browser state's value, re-rendering when it changes. `prerendered` is what the prerendered
 * HTML showed: hydration renders with it, then with the browser's value.
 */
export function useBrowserState<T>(state: BrowserState<T>, prerendered: T): T {
  return useSyncExternalStore(state.subscribe, state.get, () => prerendered);
}
