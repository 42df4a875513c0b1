// @ts-check
/**
 * `npm run screenshots`: the README's pictures of the home page, on a phone (390 × 844) and a
 * desktop (1440 × 900), taken from the production build (`build/client`, as `npm start` serves
 * it) into docs/screenshots/. Outside services are refused, the cookie choice is answered and
 * the hero video holds on its poster, so the pictures show the page a returning shopper sees.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { createStaticServer } from '../../scripts/server/static-server.mjs';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from '../../app/consent/consent.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const OUT = `${ROOT}docs/screenshots`;
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } };

const server = await createStaticServer({ root: `${ROOT}build/client` });
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const address = /** @type {import('node:net').AddressInfo} */ (server.address());
const origin = `http://127.0.0.1:${address.port}`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  mkdirSync(OUT, { recursive: true });
  for (const [name, viewport] of Object.entries(SIZES)) {
    const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
    await page.route(
      (url) => url.origin !== origin,
      (route) => route.abort(),
    );
    await page.route(/\/video\//, () => {});
    await page.addInitScript(
      ([key, version]) =>
        localStorage.setItem(
          String(key),
          JSON.stringify({ version, choice: 'granted', decidedAt: new Date().toISOString() }),
        ),
      [CONSENT_STORAGE_KEY, CONSENT_VERSION],
    );
    await page.goto(`${origin}/`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.screenshot({ path: `${OUT}/home-${name}.png`, animations: 'disabled' });
    await page.close();
    console.log(
      `screenshots: docs/screenshots/home-${name}.png (${viewport.width} × ${viewport.height})`,
    );
  }
} finally {
  await browser.close();
  server.close();
}
