/**
 * How the browser build groups modules into files (issue 11). Every file is compressed on its
 * own, and a gzip stream starts with an empty dictionary: the same code costs less in one large
 * file than in several small ones (the home page's first load was 2.4 KB lighter as one file
 * than as six). So what every page loads goes in one file:
 *
 * - what the entry and the root route import (React, React DOM, React Router, the root layout,
 *   the consent state, …): every page runs them;
 * - what two or more pages import (the SEO tags, the picture, the toasts, …): before, these
 *   travelled in a second shared file, which every page loaded anyway.
 *
 * A module only one page imports stays in that page's file, and code loaded on demand (the
 * store client, the email library, the cookie choice, …) in its own: neither rides on another
 * page's first load. Only static imports count; a dynamic import is a file of its own. Shared
 * code that is large and belongs to a few pages (`keepOut`: the legal pages' renderer, the
 * script loader of the contact and wholesale pages) stays out too, in a file of its own.
 */
import type { Plugin } from 'vite';

/** The modules every page's first load includes, once the module graph is known. */
export type FirstLoadChunk = { plugin: Plugin; test: (id: string) => boolean };

/**
 * The entries every page loads besides its route: React Router's browser entry and the root
 * route (whose entry id carries a query: `app/root.tsx?__react-router-build-client-route`).
 */
const EVERY_PAGE_ENTRY = /[\\/](entry\.client\.[jt]sx?|app[\\/]root\.tsx)(\?|$)/;
const ROOT_ROUTE = /[\\/]app[\\/]root\.tsx(\?|$)/;

type ModuleGraph = {
  entries: string[];
  staticImports: (id: string) => readonly string[];
};

/** Modules statically reachable from an every-page entry, or from two or more entries. */
export function commonModules({ entries, staticImports }: ModuleGraph): Set<string> {
  const common = new Set<string>();
  const reachedBy = new Map<string, number>();
  for (const entry of entries) {
    const seen = closure(entry, staticImports);
    for (const id of seen) {
      if (EVERY_PAGE_ENTRY.test(entry)) common.add(id);
      reachedBy.set(id, (reachedBy.get(id) ?? 0) + 1);
    }
  }
  for (const [id, count] of reachedBy) if (count >= 2) common.add(id);
  // An entry's own module stays in its own file: a route's module is fetched by its own URL,
  // and importing the browser entry starts hydration, which must wait until the page's route
  // modules are registered. Only the root route, which runs nothing when imported, joins.
  for (const entry of entries) if (!ROOT_ROUTE.test(entry)) common.delete(entry);
  return common;
}

function closure(entry: string, staticImports: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...staticImports(id));
  }
  return seen;
}

/**
 * The plugin reads the client build's module graph when it is complete (`buildEnd`); chunking
 * comes after, and asks `test` for each module. Other builds (the prerender's) are left alone.
 */
export function firstLoadChunk(keepOut: RegExp): FirstLoadChunk {
  let common = new Set<string>();
  return {
    plugin: {
      name: 'first-load-chunk',
      apply: 'build',
      buildStart() {
        common = new Set();
      },
      buildEnd(error) {
        if (error || this.environment.name !== 'client') return;
        const ids = [...this.getModuleIds()];
        common = commonModules({
          entries: ids.filter((id) => this.getModuleInfo(id)?.isEntry),
          staticImports: (id) => this.getModuleInfo(id)?.importedIds ?? [],
        });
      },
    },
    test: (id) => common.has(id) && !keepOut.test(id),
  };
}
