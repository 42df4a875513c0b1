import type { Page } from '@playwright/test';
import { expect, holdHydration, test, waitForHydration } from './fixtures';
import { PAGES } from './pages';

const ROUTES = PAGES.map((page) => page.path);
const KB = 1000;

test('the hero video: autoplaying, muted, looping, inline, with the still as poster and two sources', async ({
  page,
}) => {
  // Hydration starts as soon as the still is in: hold it to see the page before the video.
  const hydration = await holdHydration(page);
  await page.goto('/');
  const still = page.getByRole('img', { name: /glass jar/ });
  await expect(still).toBeVisible();
  await hydration.requested();
  await expect(page.locator('video')).toHaveCount(0);
  await hydration.release();
  await waitForHydration(page);
  const video = page.locator('video');
  await expect(video).toBeVisible();
  await expect(video).toHaveJSProperty('muted', true);
  await expect(video).toHaveJSProperty('loop', true);
  await expect(video).toHaveJSProperty('autoplay', true);
  await expect(video).toHaveJSProperty('playsInline', true);
  await expect(video).toHaveAttribute('aria-hidden', 'true');
  const stillSrc = await still.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(stillSrc).toMatch(/\/images\/hero\/jar-\d+\.avif$/);
  await expect(video).toHaveAttribute('poster', stillSrc);
  const sources = await video
    .locator('source')
    .evaluateAll((elements: HTMLSourceElement[]) =>
      elements.map((s) => [s.getAttribute('src'), s.type]),
    );
  expect(sources).toEqual([
    ['/video/hero-loop.webm', 'video/webm; codecs="vp9"'],
    ['/video/hero-loop.mp4', 'video/mp4; codecs="avc1.64001f"'],
  ]);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeGreaterThan(0);
  expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/hero-loop\.webm$/);
});

test('the video never becomes the largest paint: LCP stays the still’s (field data found it)', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { largestPaints: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { url: string })[]) {
        seen.push(entry.url);
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto('/');
  await waitForHydration(page);
  const video = page.locator('video');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(0.5);
  const paints = await page.evaluate(
    () => (window as unknown as { largestPaints: string[] }).largestPaints,
  );
  expect(paints.at(-1)).toMatch(/\/images\/hero\/jar-\d+\.(avif|webp|jpg)$/);
  expect(paints.filter((url) => url.includes('/video/'))).toEqual([]);
});

test('while the video has no frame to paint, the still is what shows', async ({ page }) => {
  // The video's data is held: the element is there, with nothing to paint yet.
  const held: (() => Promise<void>)[] = [];
  await page.route('**/video/**', (route) => {
    held.push(() => route.continue());
  });
  await page.goto('/');
  await waitForHydration(page);
  const video = page.locator('video');
  await expect(video).toHaveCount(1);
  await expect.poll(() => held.length).toBeGreaterThan(0);
  const opacity = () => video.evaluate((v: HTMLVideoElement) => getComputedStyle(v).opacity);
  expect(await opacity()).toBe('0');
  await expect(page.getByRole('img', { name: /glass jar/ })).toBeVisible();
  expect(
    await page
      .getByRole('img', { name: /glass jar/ })
      .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
  ).toBe(true);

  // Its data arrives: it is seen once it can paint a frame.
  for (const release of held.splice(0)) await release();
  await page.unroute('**/video/**');
  await expect.poll(opacity).toBe('1');
});

test('when the video cannot load, the still stays', async ({ page, consoleWatch }) => {
  consoleWatch.allow(/status of 404/);
  await page.route('**/video/**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('video')).toHaveCount(0);
  await expect(page.getByRole('img', { name: /glass jar/ })).toBeVisible();
});

test('under reduced motion no video is requested', async ({ page }) => {
  const videoRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/video/')) videoRequests.push(request.url());
  });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('img', { name: /glass jar/ })).toBeVisible();
  await page.waitForLoadState('load');
  expect(videoRequests).toEqual([]);
});

for (const path of ROUTES) {
  test(`every image on ${path} has alt text and explicit dimensions`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const images = await page.locator('img').evaluateAll((elements: HTMLImageElement[]) =>
      elements.map((img) => ({
        src: img.getAttribute('src'),
        alt: img.getAttribute('alt'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
      })),
    );
    for (const image of images) {
      expect(image.alt, `${image.src} alt`).not.toBeNull();
      expect(Number(image.width), `${image.src} width`).toBeGreaterThan(0);
      expect(Number(image.height), `${image.src} height`).toBeGreaterThan(0);
    }
  });
}

test('the hero still loads eagerly with high priority; images further down load lazily', async ({
  page,
}) => {
  await page.goto('/');
  const still = page.getByRole('img', { name: /glass jar/ });
  await expect(still).toHaveAttribute('fetchpriority', 'high');
  await expect(still).toHaveAttribute('loading', 'eager');
  const below = page.locator('#ingredients img');
  await expect(below).toHaveCount(4);
  for (const img of await below.all()) await expect(img).toHaveAttribute('loading', 'lazy');
});

/** Scrolls through the page so lazy images load, lets the video start, then sums media bytes. */
async function mediaBytesOf(page: Page, path: string) {
  const sizes: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (['image', 'media'].includes(request.resourceType())) {
      sizes.push(request.sizes().then((size) => size.responseBodySize));
    }
  });
  await page.goto(path);
  await waitForHydration(page);
  await page.locator('video').evaluate(
    (video: HTMLVideoElement) =>
      new Promise((resolve) => {
        if (video.readyState >= 4) resolve(undefined);
        else video.addEventListener('canplaythrough', () => resolve(undefined), { once: true });
      }),
  );
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.waitForLoadState('load');
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((img) => img.complete)))
    .toBe(true);
  return (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
}

test('all media on / weigh at most 700 KB on a desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const bytes = await mediaBytesOf(page, '/');
  test.info().annotations.push({ type: 'media bytes (desktop)', description: String(bytes) });
  expect(bytes).toBeGreaterThan(20 * KB);
  expect(bytes).toBeLessThanOrEqual(700 * KB);
});

test('all media on / weigh at most 450 KB on a phone @phone', async ({ page }) => {
  const bytes = await mediaBytesOf(page, '/');
  test.info().annotations.push({ type: 'media bytes (phone)', description: String(bytes) });
  expect(bytes).toBeGreaterThan(20 * KB);
  expect(bytes).toBeLessThanOrEqual(450 * KB);
});

for (const path of ['/', '/wholesale']) {
  test(`nothing on ${path} shifts while media load (CLS 0)`, async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as typeof window & { layoutShift: number };
      w.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) w.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    await waitForHydration(page);
    if (path === '/') await expect(page.locator('video')).toBeVisible();
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 500) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(50);
    }
    await expect
      .poll(() => page.evaluate(() => [...document.images].every((img) => img.complete)))
      .toBe(true);
    expect(
      await page.evaluate(() => (window as typeof window & { layoutShift: number }).layoutShift),
    ).toBe(0);
  });
}
