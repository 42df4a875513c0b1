// @vitest-environment node
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig, type SiteConfig } from '../../app/config';
import { FAKE_STORE_CONFIG, FAKE_VARIANT_GID } from '../../checks/e2e/fakes/storefront-api.mjs';
import { expectCheckout } from '../../checks/support/door-expectations';
import { startFakeStore } from '../../checks/support/fake-store-server.mjs';
import { renderVercelConfig, securityHeaders } from './security-headers';
import { vercelOutputConfig, writeVercelOutput } from './vercel-output';

// Vercel's runtime and router cannot run here: the routes are read the way the Build Output API
// documents them (in order; `continue` adds headers and goes on; `handle: filesystem` serves a
// file, an override's path included; a redirect or a `dest` ends), and the function's bundle is
// called as Vercel calls an Edge Function (a Request, a context with waitUntil).

const SITE: SiteConfig = { ...readConfig({}), store: FAKE_STORE_CONFIG };
const PAGES = ['index.html', 'wholesale.html', 'contact.html', '404.html'];
let root: string;
let output: string;
let store: Awaited<ReturnType<typeof startFakeStore>>;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'vercel-output-'));
  const client = join(root, 'build/client');
  await mkdir(join(client, 'assets'), { recursive: true });
  for (const page of PAGES) await writeFile(join(client, page), `<title>${page}</title>`);
  await writeFile(join(client, 'assets/entry-abc123.js'), 'export {};');
  for (const file of ['_worker.js', '_routes.json', '_headers', '_redirects']) {
    await writeFile(join(client, file), 'for another host');
  }
  await writeFile(join(client, 'vercel.json'), renderVercelConfig(securityHeaders(SITE, [])));
  await writeVercelOutput(root, client, SITE);
  output = join(root, '.vercel/output');
  store = await startFakeStore();
}, 60_000);
afterAll(async () => {
  vi.unstubAllEnvs();
  await store.close();
  await rm(root, { recursive: true, force: true });
});

type Config = ReturnType<typeof vercelOutputConfig>;
type Answer = { status: number; location?: string; file?: string; headers: Record<string, string> };

async function exists(path: string) {
  return stat(path).then(
    () => true,
    () => false,
  );
}

async function route(config: Config, path: string): Promise<Answer | 'function'> {
  const headers: Record<string, string> = {};
  for (const rule of config.routes) {
    if ('handle' in rule) {
      const override = Object.entries(config.overrides).find(([, o]) => `/${o.path}` === path);
      const file = path === '/' ? 'index.html' : (override?.[0] ?? path.slice(1));
      if (await exists(join(output, 'static', file))) return { status: 200, file, headers };
      continue;
    }
    const pattern = new RegExp(rule.src);
    if (!pattern.test(path)) continue;
    if (rule.headers?.Location) {
      return {
        status: rule.status ?? 0,
        location: path.replace(pattern, rule.headers.Location),
        headers,
      };
    }
    if (rule.continue) {
      Object.assign(headers, rule.headers);
      continue;
    }
    if (rule.dest === '/cart') return 'function';
    return { status: rule.status ?? 200, file: rule.dest?.slice(1), headers };
  }
  throw new Error(`no route for ${path}`);
}

describe('the Build Output API directory', () => {
  it('holds the pages and assets, not the other hosts’ files', async () => {
    for (const file of [...PAGES, 'assets/entry-abc123.js']) {
      expect(await exists(join(output, 'static', file)), file).toBe(true);
    }
    for (const file of ['_worker.js', '_routes.json', '_headers', '_redirects', 'vercel.json']) {
      expect(await exists(join(output, 'static', file)), file).toBe(false);
    }
  });

  it('holds one Edge Function that names the server-only variables it reads', async () => {
    const vcConfig = JSON.parse(
      await readFile(join(output, 'functions/cart.func/.vc-config.json'), 'utf8'),
    ) as unknown;
    expect(vcConfig).toEqual({
      runtime: 'edge',
      entrypoint: 'index.js',
      envVarsInUse: [
        'SHOPIFY_PRIVATE_TOKEN',
        'SHOPIFY_API_ORIGIN',
        'META_ACCESS_TOKEN',
        'META_TEST_EVENT_CODE',
        'META_GRAPH_API_VERSION',
        'META_GRAPH_ORIGIN',
        'KLAVIYO_API_ORIGIN',
      ],
    });
  });

  it('routes the function’s paths to it and every page to its file, with one URL each', async () => {
    const config = JSON.parse(await readFile(join(output, 'config.json'), 'utf8')) as Config;
    expect(config.version).toBe(3);
    for (const path of ['/cart', '/list', '/events', '/product.json', '/discount/SPRING10']) {
      expect(await route(config, path), path).toBe('function');
    }
    expect(await route(config, '/productxjson')).not.toBe('function');
    expect(await route(config, '/')).toMatchObject({ status: 200, file: 'index.html' });
    expect(await route(config, '/wholesale')).toMatchObject({
      status: 200,
      file: 'wholesale.html',
    });
    expect(await route(config, '/wholesale.html')).toMatchObject({
      status: 308,
      location: '/wholesale',
    });
    expect(await route(config, '/contact/')).toMatchObject({ status: 308, location: '/contact' });
    expect(await route(config, '/index.html')).toMatchObject({ status: 308, location: '/' });
    expect(await route(config, '/no-such-page')).toMatchObject({ status: 404, file: '404.html' });
    expect(await route(config, '/cart/more')).toMatchObject({ status: 404 });
  });

  it('carries the site’s redirects, `:name` segments included', async () => {
    const config = vercelOutputConfig({ headers: [] }, PAGES, [
      { from: '/gift/:code/:jar', to: '/discount/:code?jar=:jar', status: 301 },
    ]);
    expect(await route(config, '/gift/SPRING10/large')).toMatchObject({
      status: 301,
      location: '/discount/SPRING10?jar=large',
    });
  });

  it('gives the pages their security headers and the hashed assets a year', async () => {
    const config = JSON.parse(await readFile(join(output, 'config.json'), 'utf8')) as Config;
    const page = await route(config, '/wholesale');
    expect(page).not.toBe('function');
    const pageHeaders = (page as Answer).headers;
    expect(pageHeaders['Content-Security-Policy']).toContain("default-src 'self'");
    expect(pageHeaders['Cache-Control']).toBe('no-cache');
    const asset = (await route(config, '/assets/entry-abc123.js')) as Answer;
    expect(asset.headers['Cache-Control']).toBe('public, max-age=31536000, immutable');
  });

  it('its function makes the cart for the shopper Vercel names and answers 303', async () => {
    vi.stubEnv('SHOPIFY_API_ORIGIN', store.origin);
    const door = (await import(
      pathToFileURL(join(output, 'functions/cart.func/index.js')).href
    )) as {
      default: (
        request: Request,
        context: { waitUntil: (work: Promise<unknown>) => void },
      ) => Promise<Response>;
    };
    const shopper = '198.51.100.60';
    const response = await door.default(
      new Request('https://lumenhive.vercel.app/cart?from=hero', {
        method: 'POST',
        body: `variant=${encodeURIComponent(FAKE_VARIANT_GID)}&quantity=3`,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Real-IP': shopper },
      }),
      { waitUntil: () => undefined },
    );
    expectCheckout(response, store, shopper, 3);

    const refused = await door.default(new Request('https://lumenhive.vercel.app/cart'), {
      waitUntil: () => undefined,
    });
    expect(refused.status).toBe(405);
    const discount = await door.default(
      new Request('https://lumenhive.vercel.app/discount/SPRING10'),
      {
        waitUntil: () => undefined,
      },
    );
    expect(discount.status).toBe(302);
    expect(discount.headers.get('set-cookie')).toContain('SPRING10');
  });
});
