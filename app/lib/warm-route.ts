// The one door into React Router's private surfaces (lint keeps `UNSAFE_` here): decision 0007.
import { useContext, useMemo } from 'react';
import {
  type RouteObject,
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_FrameworkContext as FrameworkContext,
  matchRoutes,
} from 'react-router';

/** What React Router's framework mode knows of a route's code (its manifest entry). */
export type RouteCode = { module: string; hasLoader?: boolean; hasClientLoader?: boolean };

/** The pieces of React Router's framework context a warm-up reads and fills. */
export type RouteCodeContext = {
  routes: RouteObject[];
  manifest: Record<string, RouteCode | undefined>;
  /** React Router's cache of evaluated route modules, by route id. */
  routeModules: Record<string, unknown>;
};

const inFlight = new Map<string, Promise<boolean>>();
// Matching ranks every route again: a page's links ask for the same few addresses on each visit.
type Matches = ReturnType<typeof matchRoutes>;
const matchesByRoutes = new WeakMap<RouteObject[], Map<string, Matches>>();

function matchesOf(routes: RouteObject[], to: string) {
  const byAddress = matchesByRoutes.get(routes) ?? new Map<string, Matches>();
  matchesByRoutes.set(routes, byAddress);
  if (!byAddress.has(to)) byAddress.set(to, matchRoutes(routes, to));
  return byAddress.get(to) ?? [];
}

/** React Router's routes, manifest and module cache, from its framework contexts (null outside). */
export function useRouteCode(): RouteCodeContext | null {
  const framework = useContext(FrameworkContext);
  const dataRouter = useContext(DataRouterContext);
  return useMemo(
    () =>
      framework && dataRouter
        ? {
            routes: dataRouter.router.routes,
            manifest: framework.manifest.routes,
            routeModules: framework.routeModules,
          }
        : null,
    [framework, dataRouter],
  );
}

/** Whether a page `to` matches has data to fetch on the way (a loader's prerendered `.data`). */
export function routeHasData(context: RouteCodeContext, to: string): boolean {
  return matchesOf(context.routes, to).some(({ route }) => {
    const code = route.id === undefined ? undefined : context.manifest[route.id];
    return Boolean(code?.hasLoader || code?.hasClientLoader);
  });
}

/** Loads the code of every route `to` matches into the router's cache; true when all is there. */
export function warmRoute(
  context: RouteCodeContext,
  to: string,
  load: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): Promise<boolean> {
  const matches = matchesOf(context.routes, to);
  return Promise.all(
    matches.map(({ route }): Promise<boolean> => {
      const id = route.id;
      const code = id === undefined ? undefined : context.manifest[id];
      if (id === undefined || code === undefined) return Promise.resolve(false);
      if (id in context.routeModules) return Promise.resolve(true);
      const already = inFlight.get(id);
      if (already) return already;
      const pending = load(code.module).then(
        (module) => {
          context.routeModules[id] = module;
          return true;
        },
        () => false,
      );
      inFlight.set(id, pending);
      void pending.then(() => inFlight.delete(id));
      return pending;
    }),
  ).then((loaded) => matches.length > 0 && loaded.every(Boolean));
}
