import { useSyncExternalStore } from 'react';
import type { BrowserState } from '~/lib/browser-state';

/** A browser state's value; hydration renders `prerendered` first, then the browser's value. */
export function useBrowserState<T>(state: BrowserState<T>, prerendered: T): T {
  return useSyncExternalStore(state.subscribe, state.get, () => prerendered);
}
