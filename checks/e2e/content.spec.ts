/**
 * The `content` build: the fake store's metaobjects say what the brand edited in the admin
 * (EDITED_CONTENT: the hero's name, one ingredient card's words and picture, an empty heading),
 * read at build time (scripts/build/store-content.ts). What a visitor with JavaScript off sees.
 */
import { callToAction, hero } from '../../app/content/home';
import { ingredients } from '../../app/content/ingredients';
import { EDITED_CONTENT } from '../support/fake-store-answers.mjs';
import { expect, test } from './fixtures';

const [edited] = EDITED_CONTENT.lumen_ingredient_card;

test.describe('the brand’s copy from the store, with JavaScript off @content', () => {
  test.use({ javaScriptEnabled: false });

  test('the page shows the store’s hero and card, and the committed copy elsewhere', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${EDITED_CONTENT.lumen_hero[0]?.fields.name}${hero.subtitle}`,
    );
    const card = page.getByRole('listitem').filter({ hasText: edited?.fields.title });
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(edited?.fields.title ?? '');
    await expect(card).toContainText(edited?.fields.text ?? '');
    await expect(page.getByText(ingredients.cards[0].description)).toHaveCount(0);
    // The heading left empty in the admin: the committed one, as the build log said.
    await expect(page.getByRole('heading', { name: callToAction.heading })).toBeVisible();
    await expect(page.getByText(ingredients.cards[1].title, { exact: true })).toBeVisible();
  });

  test('the card’s picture is the site’s own files, AVIF and WebP from its origin, drawn in place of the art', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto('/');
    const card = page.getByRole('listitem').filter({ hasText: edited?.fields.title });
    const picture = card.locator('img');
    await picture.scrollIntoViewIfNeeded();
    const src = await picture.getAttribute('src');
    expect(src).toMatch(/^\/images\/store\/clover-honey-[0-9a-f]{8}-192\.webp$/);
    const avif = String(src).replace(/\.webp$/, '.avif');
    await expect(card.locator('picture source')).toHaveAttribute('type', 'image/avif');
    await expect(card.locator('picture source')).toHaveAttribute('srcset', avif);
    // Chromium reads AVIF: the smaller file is the one drawn.
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.currentSrc))
      .toBe(`${baseURL}${avif}`);
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(192);
    expect(
      await picture.evaluate((image: HTMLImageElement) => image.getBoundingClientRect().width),
    ).toBe(96);
    for (const [path, type] of [
      [src, 'image/webp'],
      [avif, 'image/avif'],
    ] as const) {
      const file = await request.get(`${baseURL}${path}`);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toBe(type);
      expect(file.headers()['cache-control']).toContain('max-age=86400');
    }
  });
});
