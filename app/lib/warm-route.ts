import { type RouteObject, matchRoutes } from 'react-router';

/** What React Router's framework mode knows of a route's code (its manifest entry). */
export type RouteCode = { module: string };

/** The pieces of React Router's framework context a warm-up reads and fills. */
export type RouteCodeContext = {
  routes: RouteObject[];
  manifest: Record<string, RouteCode | undefined>;
  /** React Router's cache of evaluated route modules, by route id. */
  routeModules: Record<string, unknown>;
};

const inFlight = new Map<string, Promise<boolean>>();

/**
 * Loads and evaluates the code of every route `to` matches, into React Router's own cache, so a
 * tap renders the page without waiting for it. Resolves true when all of it is there.
 *
 * Why not `<Link prefetch>`: React Router's prefetch imports the route's module to read its
 * links, and when that import fails it reloads the page. WebKit fails the imports still in flight
 * as soon as the visitor leaves the page (a tap on "Order Now", a link to another site, a typed
 * address), and the reload then cancels where the visitor was going: Safari reloaded the home page
 * instead. A failed warm-up here is only forgotten; the tap loads the code as without it.
 */
export function warmRoute(
  context: RouteCodeContext,
  to: string,
  load: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): Promise<boolean> {
  const matches = matchRoutes(context.routes, to) ?? [];
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
