import type { APIRequestContext } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import routes from '../../app/routes';
import { pageFile, pagePaths } from '../../scripts/build/site-map';
import { expect, test, waitForHydration } from './fixtures';

/** The e2e build's VITE_SITE_URL (.env.e2e). */
const SITE = 'https://lumenhive.test';
// The pages of the route table: the same list the prerender and the sitemap come from.
const PUBLIC_PATHS = pagePaths(routes);

/** The prerendered HTML as a crawler or link preview gets it: no JavaScript runs. */
async function prerendered(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

function metaContent(html: string, attribute: 'name' | 'property', key: string) {
  const tag = html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`));
  return tag?.[1];
}

test('every public route has its own title and description, a canonical URL and social tags in its HTML', async ({
  request,
}) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const path of PUBLIC_PATHS) {
    const html = await prerendered(request, path);
    const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
    const description = metaContent(html, 'name', 'description');
    expect(title, path).toBeTruthy();
    expect(description, path).toBeTruthy();
    titles.add(title ?? '');
    descriptions.add(description ?? '');
    expect(html).toContain(`<link rel="canonical" href="${SITE}${path}"/>`);
    expect(metaContent(html, 'property', 'og:url')).toBe(`${SITE}${path}`);
    expect(metaContent(html, 'property', 'og:title')).toBe(title);
    expect(metaContent(html, 'property', 'og:description')).toBe(description);
    expect(metaContent(html, 'property', 'og:image')).toBe(`${SITE}/images/social-card.jpg`);
    expect(metaContent(html, 'property', 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'property', 'og:image:height')).toBe('630');
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'name', 'twitter:image')).toBe(`${SITE}/images/social-card.jpg`);
    expect(metaContent(html, 'name', 'robots')).toBeUndefined();
  }
  expect(titles.size).toBe(PUBLIC_PATHS.length);
  expect(descriptions.size).toBe(PUBLIC_PATHS.length);
});

test('the social image and the icons the pages link to are served', async ({ request }) => {
  const image = await request.get('/images/social-card.jpg');
  expect(image.headers()['content-type']).toBe('image/jpeg');
  const html = await prerendered(request, '/');
  const links = [
    ...html.matchAll(/<link rel="(?:icon|apple-touch-icon|manifest)"[^>]* href="([^"]+)"/g),
  ];
  expect(links.map((link) => link[1])).toEqual([
    '/favicon.ico',
    '/favicon.svg',
    '/icons/apple-touch-icon.png',
    '/manifest.webmanifest',
  ]);
  for (const [, href] of links) expect((await request.get(href ?? '')).status(), href).toBe(200);
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string;
    icons: { src: string }[];
  };
  expect(manifest.name).toBe('Lumen Hive Mushroom Honey');
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
});

test('the not-found page is noindex and has no canonical link', async ({ page, consoleWatch }) => {
  consoleWatch.allow(/status of 404|non-existent route/);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});

test('the home page describes the product and its offer in JSON-LD', async ({ request }) => {
  const html = await prerendered(request, '/');
  const json = html.match(/<script type="application\/ld\+json">(.+?)<\/script>/)?.[1];
  const data = JSON.parse(json ?? 'null') as { '@graph': Record<string, unknown>[] };
  const product = data['@graph'].find((node) => node['@type'] === 'Product');
  const organization = data['@graph'].find((node) => node['@type'] === 'Organization');
  expect(organization).toMatchObject({ name: 'Lumen Hive', url: `${SITE}/` });
  expect(product).toMatchObject({
    name: 'Lumen Hive Mushroom Honey',
    brand: { '@type': 'Brand', name: 'Lumen Hive' },
    // The fake store's rating metafields, read at build.
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: 4.8,
      bestRating: 5,
      worstRating: 1,
      ratingCount: 127,
    },
    offers: {
      '@type': 'Offer',
      price: '34.00',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      shippingDetails: {
        shippingRate: { value: 0, currency: 'USD' },
        shippingDestination: { addressCountry: 'US' },
        deliveryTime: { transitTime: { minValue: 2, maxValue: 5, unitCode: 'DAY' } },
      },
      hasMerchantReturnPolicy: {
        '@type': 'MerchantReturnPolicy',
        returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
        merchantReturnDays: 30,
        returnFees: 'https://schema.org/ReturnFeesCustomerResponsibility',
        itemDefectReturnFees: 'https://schema.org/FreeReturn',
      },
    },
  });
  expect(String(product?.description)).toContain("Lion's Mane");
  for (const image of product?.image as string[]) {
    expect(image.startsWith(`${SITE}/images/`)).toBe(true);
    expect((await request.get(image.slice(SITE.length))).status()).toBe(200);
  }
});

test('the JSON-LD is written at build: the hydrated page keeps it, and no script carries its code', async ({
  page,
  request,
}) => {
  const html = await prerendered(request, '/');
  const built = html.match(/<script type="application\/ld\+json">(.+?)<\/script>/)?.[1];
  await page.goto('/');
  await waitForHydration(page);
  const kept = page.locator('head script[type="application/ld+json"]');
  await expect(kept).toHaveCount(1);
  expect(await kept.textContent()).toBe(built);
  // The words only the JSON-LD uses are in no file the browser can load.
  const assets = fileURLToPath(new URL('../../build-e2e/client/assets/', import.meta.url));
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const file of scripts) {
    expect(readFileSync(`${assets}${file}`, 'utf8'), file).not.toContain('MerchantReturnPolicy');
  }
});

test('sitemap.xml lists exactly the public routes, and robots.txt points at it', async ({
  request,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => match[1],
  );
  expect(locations).toEqual(PUBLIC_PATHS.map((path) => `${SITE}${path}`));
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  // The store's doors for AI agents, on this domain (the e2e build has a store).
  expect(await robots.text()).toContain(
    '# Agents: /.well-known/ucp (UCP), /api/ucp/mcp, /api/mcp (MCP)',
  );
});

test('the built pages are exactly the routes of app/routes.ts, each with its own file', () => {
  const client = fileURLToPath(new URL('../../build-e2e/client/', import.meta.url));
  const pages = readdirSync(client).filter((file) => file.endsWith('.html') && file !== '404.html');
  expect(pages.sort()).toEqual(PUBLIC_PATHS.map(pageFile).sort());
});
