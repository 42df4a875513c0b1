/**
 * The site's one door into React Router's private surfaces (a lint rule keeps `UNSAFE_` imports
 * here): a link's page code is loaded ahead of a tap into the router's own module cache.
 *
 * Why not the public `<Link prefetch>` / `PrefetchPageLinks`: their prefetch imports the route's
 * module through React Router's `loadRouteModule` (lib/dom/ssr/routeModules.ts in 7.18), which
 * calls `window.location.reload()` when the import fails. WebKit fails the imports still in
 * flight as soon as the visitor leaves the page (a tap on "Order Now", a link to another site, a
 * typed address), and the reload then cancelled where the visitor was going: Safari reloaded the
 * home page instead. checks/e2e/routes.spec.ts shows it ("a page whose code fails to load before
 * the tap…": one document, no reload). A failed warm-up here is only forgotten.
 *
 * Upstream: not filed from this machine (no network). The report to file at
 * github.com/remix-run/react-router: "a failed prefetch import reloads the page; prefetch should
 * only warn" (the same reload was met by others: concrete-utopia/utopia#4686 patched it out;
 * remix-run/react-router#15470 fixes a neighbouring prefetch crash). When React Router's prefetch
 * stops reloading, this file goes and SiteLink uses `<Link prefetch="viewport">`.
 *
 * What breaks on an upgrade, loudly: the contexts' names or shapes (warm-route.test.tsx renders
 * them through React Router's `createRoutesStub`) and the cache's use (routes.spec.ts: a tap on a
 * warmed link renders the page within the tap's own task, which needs no import).
 */
import { useContext, useMemo } from 'react';
import {
  type RouteObject,
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_FrameworkContext as FrameworkContext,
  matchRoutes,
} from 'react-router';

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

/**
 * Loads and evaluates the code of every route `to` matches, into React Router's own cache, so a
 * tap renders the page without waiting for it. Resolves true when all of it is there; a failed
 * import is forgotten, and the tap loads the code as without it.
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
