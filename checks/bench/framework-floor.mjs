// @ts-check
/**
 * The floor `bench:load`'s refusals stand on: React Router's Node adapter (the one `npm start`
 * uses) over a server build of one route whose action answers the refusal's 400 and does
 * nothing else. Whatever the site does per refusal comes on top of this. Serves on a free port
 * and says so as `npm start` does (serving-at.mjs reads it).
 */
import { createServer } from 'node:http';
import { createRequestListener } from '@react-router/node';

const refusal = () =>
  new Response('The quantity is a whole number from 1 to 10.', {
    status: 400,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/** The least a server build has: a root and the cart's route. */
const build = /** @type {import('react-router').ServerBuild} */ (
  /** @type {unknown} */ ({
    entry: { module: { default: () => new Response(null, { status: 404 }) } },
    routes: {
      root: { id: 'root', path: '', module: { default: () => null } },
      cart: { id: 'cart', parentId: 'root', path: 'cart', module: { action: refusal } },
    },
    assets: { routes: {}, entry: { module: '/entry.js', imports: [] }, url: '/m.js', version: '1' },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  })
);

const server = createServer(createRequestListener({ build, mode: 'production' })).listen(0, () => {
  const address = server.address();
  if (typeof address === 'object' && address)
    console.log(`Serving framework-floor at http://localhost:${address.port}`);
});
