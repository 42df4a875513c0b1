/** The router script's tail on every built page (the rest: scripts/build/defer-hydration.mjs). */
import { startHydrationWhenShown } from './start-hydration';

declare const pageHydrate: () => Promise<void>;
declare const pageModules: readonly string[];

startHydrationWhenShown({ hydrate: pageHydrate, modules: pageModules });
