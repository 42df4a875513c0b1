import { expect, test } from '@playwright/test';

const KNOWN = {
  '/': 'Premium Ingredients',
  '/wholesale': 'Wholesale',
  '/contact': 'Questions? We&#x27;d love to hear from you!',
  '/privacy': 'Information We Collect',
  '/terms': 'Governing Law',
} as const;

test.describe('the production server', () => {
  for (const [path, text] of Object.entries(KNOWN)) {
    test(`${path} answers 200 with its prerendered HTML`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      expect(response.headers()['cache-control']).toBe('no-cache');
      expect(await response.text()).toContain(text);
    });
  }

  test('an unknown path answers 404 with the app shell', async ({ request }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(await response.text()).toContain('__reactRouterContext');
  });

  test('real files are never answered with HTML', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toContain('text/plain');
    expect(await robots.text()).not.toContain('<html');

    const icon = await request.get('/favicon.svg');
    expect(icon.headers()['content-type']).toContain('image/svg+xml');

    const missingAsset = await request.get('/assets/missing.js');
    expect(missingAsset.status()).toBe(404);
  });

  test('hashed assets are cached for a year and responses are compressed', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const asset = /import\("(\/assets\/[^"]+\.js)"\)/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const response = await request.get(String(asset), { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-encoding']).toBe('gzip');

    const page = await request.get('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(page.headers()['content-encoding']).toBe('br');
  });
});
