import { render, screen } from '@testing-library/react';
import { type RouteObject, createRoutesStub, matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type RouteCodeContext, routeHasData, useRouteCode, warmRoute } from './warm-route';

const ROUTES: RouteObject[] = [
  {
    id: 'root',
    path: '',
    children: [
      { id: 'routes/home', index: true },
      {
        id: 'routes/site-layout',
        children: [{ id: 'routes/wholesale', path: 'wholesale' }],
      },
    ],
  },
];

function site(): RouteCodeContext {
  return {
    routes: ROUTES,
    manifest: {
      root: { module: '/assets/root.js' },
      'routes/home': { module: '/assets/home.js' },
      'routes/site-layout': { module: '/assets/site-layout.js' },
      'routes/wholesale': { module: '/assets/wholesale.js' },
    },
    routeModules: { root: { name: 'root' }, 'routes/home': { name: 'home' } },
  };
}

describe('warmRoute', () => {
  it('loads the modules a page needs and has not, into the router’s cache', async () => {
    const context = site();
    const load = vi.fn((url: string) => Promise.resolve({ url }));
    await expect(warmRoute(context, '/wholesale', load)).resolves.toBe(true);
    expect(load.mock.calls.map(([url]) => url)).toEqual([
      '/assets/site-layout.js',
      '/assets/wholesale.js',
    ]);
    expect(context.routeModules).toMatchObject({
      'routes/site-layout': { url: '/assets/site-layout.js' },
      'routes/wholesale': { url: '/assets/wholesale.js' },
    });
    // Warm once: nothing is loaded again.
    await expect(warmRoute(context, '/wholesale', load)).resolves.toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads a module once while it is on its way, for any number of links to it', async () => {
    const context = site();
    const arrivals: Array<() => void> = [];
    const load = vi.fn(() => new Promise((resolve) => arrivals.push(() => resolve({}))));
    const first = warmRoute(context, '/wholesale', load);
    const second = warmRoute(context, '/wholesale', load);
    expect(load).toHaveBeenCalledTimes(2); // the layout and the page, not four
    for (const arrive of arrivals) arrive();
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
  });

  it('forgets a failed load: it resolves false, caches nothing, and the next try loads again', async () => {
    const context = site();
    const load = vi.fn((): Promise<unknown> =>
      Promise.reject(new TypeError('Importing a module script failed.')),
    );
    await expect(warmRoute(context, '/wholesale', load)).resolves.toBe(false);
    expect(Object.keys(context.routeModules)).toEqual(['root', 'routes/home']);
    load.mockImplementation(() => Promise.resolve({}));
    await expect(warmRoute(context, '/wholesale', load)).resolves.toBe(true);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('does nothing for a path no route matches, or a route the manifest lacks', async () => {
    const load = vi.fn(() => Promise.resolve({}));
    const context = { ...site(), routes: [{ id: 'root', path: '/only' }] };
    await expect(warmRoute(context, '/elsewhere', load)).resolves.toBe(false);
    await expect(warmRoute({ ...site(), manifest: {} }, '/wholesale', load)).resolves.toBe(false);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('routeHasData', () => {
  it('is true where a matched route has a loader (its prerendered .data to fetch), else false', () => {
    const context = site();
    context.manifest['routes/site-layout'] = { module: '/assets/site-layout.js', hasLoader: false };
    context.manifest['routes/home'] = { module: '/assets/home.js', hasLoader: true };
    expect(routeHasData(context, '/')).toBe(true);
    expect(routeHasData(context, '/wholesale')).toBe(false);
    expect(routeHasData(context, '/nowhere')).toBe(false);
    context.manifest['routes/wholesale'] = { module: '/assets/w.js', hasClientLoader: true };
    expect(routeHasData(context, '/wholesale')).toBe(true);
  });
});

describe('useRouteCode: the door to React Router’s private contexts', () => {
  it('reads the router’s own routes, manifest and module cache (fails when an upgrade moves them)', async () => {
    let seen: RouteCodeContext | null = null;
    function Probe() {
      seen = useRouteCode();
      return <p>probe</p>;
    }
    const Stub = createRoutesStub([{ id: 'probe', path: '/', Component: Probe }]);
    render(<Stub initialEntries={['/']} />);
    await screen.findByText('probe');
    const code = seen as RouteCodeContext | null;
    expect(code).not.toBeNull();
    expect(matchRoutes(code?.routes ?? [], '/')?.map(({ route }) => route.id)).toEqual(['probe']);
    expect(code?.manifest.probe?.module).toEqual(expect.any(String));
    expect(code?.manifest.probe?.hasLoader).toBe(false);
    // The cache React Router's own loader reads before it imports: where a warm-up writes.
    expect(code?.routeModules).toHaveProperty('probe');
  });

  it('is null outside React Router’s framework mode', () => {
    let seen: RouteCodeContext | null | undefined;
    function Probe() {
      seen = useRouteCode();
      return null;
    }
    render(<Probe />);
    expect(seen).toBeNull();
  });
});
