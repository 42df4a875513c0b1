// @vitest-environment node
/**
 * The whole production build, run against the store as it may be at build time: unreachable
 * (the build succeeds, warns once, and the prerendered "Order Now" controls fall back as the docs
 * say), or answering a price other than the content's (the page states the store's, everywhere).
 */
import { spawn } from 'node:child_process';
import { readFile, readdir, rm } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { product } from '../../app/content/product';
import { callToAction, hero } from '../../app/content/home';
import { ingredients } from '../../app/content/ingredients';
import {
  operationOf,
  productData,
  siteContentData,
} from '../../checks/support/fake-store-answers.mjs';

const ROOT = join(import.meta.dirname, '../..');
const BUILD_DIRS: string[] = [];
const BUILD_TIMEOUT_MS = 180_000;

afterAll(async () => {
  await Promise.all(BUILD_DIRS.map((dir) => rm(join(ROOT, dir), { recursive: true, force: true })));
});

/** A local port that refuses connections: taken from the OS, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 1;
}

async function buildWithStoreDown(name: string, env: Record<string, string> = {}) {
  return buildAgainst(name, `http://127.0.0.1:${await closedPort()}`, env);
}

async function buildAgainst(name: string, storeOrigin: string, env: Record<string, string> = {}) {
  const buildDir = `build-test-${name}`;
  BUILD_DIRS.push(buildDir);
  const child = spawn(join(ROOT, 'node_modules/.bin/react-router'), ['build', '--mode', 'e2e'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      BUILD_DIR: buildDir,
      // The e2e settings configure a store; its API is the origin given.
      STOREFRONT_SNAPSHOT_ORIGIN: storeOrigin,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const html = code === 0 ? await readFile(join(ROOT, buildDir, 'client/index.html'), 'utf8') : '';
  return { code, output, html };
}

/** The opening tag of every control whose text starts with "Order Now", and the forms' variants. */
function buyForms(html: string) {
  return {
    buttons: [...html.matchAll(/(<(?:a|button)\b[^>]*>)Order Now/g)].map((match) => match[1] ?? ''),
    variants: [...html.matchAll(/<input type="hidden" name="variant" value="([^"]*)"/g)].map(
      (match) => match[1],
    ),
  };
}

describe('the build with the store unreachable', () => {
  it(
    'succeeds with one warning; "Order Now" submits a form that names no variant (the function finds it)',
    async () => {
      const { code, output, html } = await buildWithStoreDown('store-down');

      expect(code, output).toBe(0);
      expect(output.match(/Buy form: the store did not answer at build time/g)).toHaveLength(1);
      // The copy is the committed one, said once.
      expect(output.match(/^Content: the store did not answer at build time/gm)).toHaveLength(1);
      expect(html).toContain(`>${hero.title}<`);
      expect(html).toContain(ingredients.cards[0].description);
      const { buttons, variants } = buyForms(html);
      expect(buttons).toHaveLength(2);
      for (const tag of buttons) expect(tag).toMatch(/^<button type="submit"/);
      expect(variants).toEqual(['', '']);
    },
    BUILD_TIMEOUT_MS,
  );

  it(
    'with VITE_SHOPIFY_VARIANT_ID, every buy form names that variant; no server secret in any file, the server’s included',
    async () => {
      const PRIVATE_TOKEN = 'shpat_private_e2e_never_built_in';
      const { code, output, html } = await buildWithStoreDown('store-down-variant', {
        VITE_SHOPIFY_VARIANT_ID: 'gid://shopify/ProductVariant/987654',
        // As a host sets it for the server: the build must never take it in.
        SHOPIFY_PRIVATE_TOKEN: PRIVATE_TOKEN,
      });

      expect(code, output).toBe(0);
      const dir = join(ROOT, 'build-test-store-down-variant');
      const listFiles = async (root: string) =>
        (await readdir(root, { recursive: true, withFileTypes: true })).filter((entry) =>
          entry.isFile(),
        );
      const files = await listFiles(dir);
      expect(files.map((file) => join(file.parentPath, file.name))).toEqual(
        expect.arrayContaining([join(dir, 'client/index.html'), join(dir, 'server/index.js')]),
      );
      expect(files.length).toBeGreaterThan(20);
      for (const file of files) {
        const text = await readFile(join(file.parentPath, file.name), 'latin1');
        expect(text.includes(PRIVATE_TOKEN), file.name).toBe(false);
      }
      expect(output.match(/Buy form: the store did not answer at build time/g)).toHaveLength(1);
      expect(buyForms(html).variants).toEqual([
        'gid://shopify/ProductVariant/987654',
        'gid://shopify/ProductVariant/987654',
      ]);
    },
    BUILD_TIMEOUT_MS,
  );
});

describe('the build with the store answering another price than the content’s', () => {
  it(
    'states the store’s price in the buttons, the price meta, the JSON-LD offer and the description',
    async () => {
      const store = createHttpServer((_request, response) => {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(productData({ amount: '36.5' })));
      });
      await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve));
      const address = store.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      try {
        const { code, output, html } = await buildAgainst(
          'store-price',
          `http://127.0.0.1:${port}`,
        );
        expect(code, output).toBe(0);
        expect(product.priceUsd).not.toBe(36.5);
        expect(html).toContain('>Order Now $36.50<');
        expect(html).toContain('<meta property="product:price:amount" content="36.50"/>');
        expect(html).toMatch(/<meta name="description" content="[^"]*\$36\.50 a 12\.9 oz jar/);
        expect(html).toMatch(/<meta property="og:description" content="[^"]*\$36\.50 a/);
        const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
        const data = JSON.parse(jsonLd ?? '{}') as { '@graph': { offers?: unknown }[] };
        expect(data['@graph'][1]?.offers).toMatchObject({
          price: '36.50',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
        });
        expect(html).not.toContain(`$${product.priceUsd}`);
      } finally {
        await new Promise((resolve) => store.close(resolve));
      }
    },
    BUILD_TIMEOUT_MS,
  );
});

describe('the build with the brand’s copy in the store', () => {
  it(
    'shows the store’s hero and card in the prerendered page and its scripts; a malformed field keeps the committed copy, said once',
    async () => {
      // The card's picture, as the brand uploaded it to Shopify's files.
      const picture = await sharp({
        create: { width: 640, height: 480, channels: 3, background: '#c98a2b' },
      })
        .png()
        .toBuffer();
      let storeOrigin = '';
      const store = createHttpServer((request, response) => {
        if (request.method === 'GET' && request.url === '/cdn/clover.png') {
          response.writeHead(200, { 'Content-Type': 'image/png' });
          return void response.end(picture);
        }
        let body = '';
        request.on('data', (chunk) => (body += String(chunk)));
        request.on('end', () => {
          const { query } = JSON.parse(body) as { query: string };
          response.writeHead(200, { 'Content-Type': 'application/json' });
          if (operationOf(query) !== 'SiteContent') {
            return void response.end(JSON.stringify(productData()));
          }
          const content = siteContentData(query, {
            lumen_hero: [{ handle: 'hero', fields: { name: 'Golden Hour' } }],
            lumen_ingredient_card: [
              {
                handle: 'clover-honey',
                fields: {
                  title: 'Wildflower Honey',
                  text: 'Raw honey from the summer meadows.',
                  picture: { image: `${storeOrigin}/cdn/clover.png` },
                },
              },
            ],
            lumen_call_to_action: [{ handle: 'call-to-action', fields: { heading: '' } }],
          });
          response.end(JSON.stringify(content));
        });
      });
      await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve));
      const address = store.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      storeOrigin = `http://127.0.0.1:${port}`;
      try {
        const { code, output, html } = await buildAgainst(
          'store-content',
          `http://127.0.0.1:${port}`,
        );
        expect(code, output).toBe(0);
        expect(html).toMatch(/<h1[^>]*>Golden Hour</);
        expect(html).not.toContain(`>${hero.title}<`);
        expect(html).toContain('>Wildflower Honey<');
        expect(html).toContain('>Raw honey from the summer meadows.<');
        expect(html).not.toContain(ingredients.cards[0].description);
        // The others keep the committed copy: the empty heading with its line in the log.
        expect(html).toContain(hero.subtitle);
        expect(html).toContain(`>${callToAction.heading}<`);
        expect(output.match(/^Content: .*$/gm)).toEqual([
          'Content: lumen_hero "hero", field "subtitle": missing; the committed copy is used.',
          'Content: lumen_hero "hero", field "tagline": missing; the committed copy is used.',
          'Content: lumen_hero "hero", field "description": missing; the committed copy is used.',
          'Content: lumen_hero "hero", field "bullets": missing; the committed copy is used.',
          'Content: lumen_call_to_action "call-to-action", field "heading": empty; the committed copy is used.',
          'Content: lumen_call_to_action "call-to-action", field "bullets": missing; the committed copy is used.',
          'Content: lumen_call_to_action "call-to-action", field "reassurance": missing; the committed copy is used.',
          expect.stringMatching(/^Content: the store has no lumen_ingredient_card "lions-mane", /),
        ]);
        // The picture is the site's own file, at twice the card's 96 px: never the CDN's.
        const src =
          /<img src="(\/images\/store\/clover-honey-[0-9a-f]{8}-192\.webp)" alt="" width="96" height="96"/.exec(
            html,
          )?.[1];
        expect(src, 'the card’s picture').toBeDefined();
        expect(html).not.toContain('/cdn/clover.png');
        const file = await sharp(
          join(ROOT, 'build-test-store-content/client', src ?? ''),
        ).metadata();
        expect([file.format, file.width, file.height]).toEqual(['webp', 192, 192]);
        // The hydrated page says the same: the copy the scripts carry is the store's.
        const assets = join(ROOT, 'build-test-store-content/client/assets');
        const scripts = await Promise.all(
          (await readdir(assets))
            .filter((file) => file.endsWith('.js'))
            .map((file) => readFile(join(assets, file), 'utf8')),
        );
        expect(scripts.some((text) => text.includes('Golden Hour'))).toBe(true);
        expect(scripts.some((text) => text.includes('Raw honey from the summer meadows.'))).toBe(
          true,
        );
      } finally {
        await new Promise((resolve) => store.close(resolve));
      }
    },
    BUILD_TIMEOUT_MS,
  );
});
