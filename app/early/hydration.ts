/**
 * The router script's tail on every built page. scripts/build/defer-hydration.mjs declares
 * `pageHydrate` and `pageModules` from what React Router wrote for the page, then this, bundled.
 */
import { startHydrationWhenShown } from './start-hydration';

declare const pageHydrate: () => Promise<void>;
declare const pageModules: readonly string[];

startHydrationWhenShown({ hydrate: pageHydrate, modules: pageModules });
