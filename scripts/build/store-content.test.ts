// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import * as homeModule from '../../app/content/home';
import type { CopyTarget } from '../../app/content/store-copy';
import { FAKE_STORE_CONFIG, siteContentData } from '../../checks/support/fake-store-answers.mjs';
import { committedValue } from '../content/setup';
import {
  CONTENT_ENTRIES,
  SITE_CONTENT_QUERY,
  readSiteContent,
  takeSiteContent,
} from './store-content';

/** The store's answer with these entries, as the API gives it. */
const answer = (entries: Parameters<typeof siteContentData>[1]) =>
  siteContentData(SITE_CONTENT_QUERY, entries).data;

const HERO_FIELDS = {
  name: 'Golden Hour',
  subtitle: 'Mushroom Honey',
  tagline: 'Honey for slow mornings.',
  description: 'A new description.',
  bullets: JSON.stringify(['One', 'Two', 'Three', 'Four']),
};

describe('the content table', () => {
  it('names, for every field, a committed value of its kind that the layout already takes', () => {
    for (const entry of CONTENT_ENTRIES) {
      for (const field of entry.fields) {
        const name = `${entry.type} ${entry.handle} ${field.key}`;
        const committed = committedValue(field);
        if (field.kind === 'picture') {
          // A card's picture takes the place of its drawn art, at the size the section draws it.
          expect(committed, name).toMatch(/^\/images\/.+\.svg$/);
          expect(field.to.key, name).toBe('icon');
          expect(field.size, name).toBe(field.to.in === 'ingredients' ? 96 : 48);
          continue;
        }
        if (field.kind === 'lines') {
          const lines = JSON.parse(committed) as string[];
          expect(lines, name).toHaveLength(field.count ?? -1);
          for (const line of lines) expect(line.length).toBeLessThanOrEqual(field.max);
        } else {
          expect(committed.length, name).toBeLessThanOrEqual(field.max);
        }
      }
    }
  });

  it('is typed by the committed copy: a field the copy does not have fails the type check', () => {
    // What a field of app/content/home.ts renamed (hero.title → hero.heading) makes of the table.
    // @ts-expect-error -- the hero has no `heading`
    const renamed: CopyTarget = { in: 'hero', key: 'heading' };
    const kept: CopyTarget = { in: 'hero', key: 'title' };
    expect([renamed, kept].map((to) => to.key)).toEqual(['heading', 'title']);
  });

  it('puts the claims’ mark before the disclaimer, the brand’s text or the committed one', () => {
    expect(homeModule.disclaimers.fda).toBe(
      `${homeModule.CLAIM_MARK}${homeModule.committedDisclaimers.fda}`,
    );
  });
});

describe('the store’s entries, read', () => {
  it('takes every valid field, trimmed, to where it goes', () => {
    const { copy, warnings } = readSiteContent(
      answer({
        lumen_hero: [{ handle: 'hero', fields: HERO_FIELDS }],
        lumen_ingredient_card: [
          { handle: 'reishi', fields: { title: ' Reishi ', text: 'Calm, in a spoon.' } },
        ],
        lumen_claims: [{ handle: 'claims', fields: { disclaimer: 'Not evaluated by the FDA.' } }],
      }),
    );
    expect(copy).toEqual({
      hero: {
        title: 'Golden Hour',
        subtitle: 'Mushroom Honey',
        tagline: 'Honey for slow mornings.',
        description: 'A new description.',
        bullets: ['One', 'Two', 'Three', 'Four'],
      },
      ingredients: { 2: { title: 'Reishi', description: 'Calm, in a spoon.' } },
      disclaimers: { fda: 'Not evaluated by the FDA.' },
    });
    // The entries the store does not have: one line.
    expect(warnings).toEqual([
      expect.stringMatching(
        /^Content: the store has no lumen_ingredient_card "clover-honey", .*lumen_wholesale "wholesale"; the committed copy is used for them\.$/,
      ),
    ]);
  });

  it('keeps the committed copy of each field that is missing, empty or does not fit, one line each', () => {
    const { copy, warnings } = readSiteContent(
      answer({
        lumen_hero: [
          {
            handle: 'hero',
            fields: {
              name: '   ',
              subtitle: 'Two\nlines',
              tagline: 'x'.repeat(161),
              bullets: JSON.stringify(['One', 'Two', 'Three']),
            },
          },
        ],
        lumen_call_to_action: [
          {
            handle: 'call-to-action',
            fields: { heading: 'Try it', bullets: 'One, two', reassurance: null },
          },
        ],
        lumen_wholesale: [
          {
            handle: 'wholesale',
            fields: { heading: 'Stock us', intro: JSON.stringify(['One', 2]), steps: '[]' },
          },
        ],
      }),
    );
    expect(copy).toEqual({
      callToAction: { heading: 'Try it' },
      wholesale: { heading: 'Stock us' },
    });
    expect(warnings.slice(0, -1)).toEqual([
      'Content: lumen_hero "hero", field "name": empty; the committed copy is used.',
      'Content: lumen_hero "hero", field "subtitle": more than one line; the committed copy is used.',
      'Content: lumen_hero "hero", field "tagline": longer than 160 characters; the committed copy is used.',
      'Content: lumen_hero "hero", field "description": missing; the committed copy is used.',
      'Content: lumen_hero "hero", field "bullets": needs 4 lines; the committed copy is used.',
      'Content: lumen_call_to_action "call-to-action", field "bullets": not a list; the committed copy is used.',
      'Content: lumen_call_to_action "call-to-action", field "reassurance": missing; the committed copy is used.',
      'Content: lumen_wholesale "wholesale", field "intro": not text; the committed copy is used.',
      'Content: lumen_wholesale "wholesale", field "steps": needs 3 lines; the committed copy is used.',
    ]);
  });

  it('takes a card’s picture to be made, and names a picture field that holds no image', () => {
    const { copy, pictures, warnings } = readSiteContent(
      answer({
        lumen_ingredient_card: [
          {
            handle: 'reishi',
            fields: {
              title: 'Reishi',
              text: 'Calm.',
              picture: { image: 'https://cdn.test/r.png' },
            },
          },
        ],
        lumen_benefit_card: [
          { handle: 'focus', fields: { title: 'Focus', text: 'Clear.', picture: 'not a file' } },
          { handle: 'energy', fields: { title: 'Energy', text: 'Lift.' } },
        ],
      }),
    );
    expect(pictures).toEqual([
      {
        to: { in: 'ingredients', card: 2, key: 'icon' },
        url: 'https://cdn.test/r.png',
        size: 96,
        handle: 'reishi',
        label: 'lumen_ingredient_card "reishi", field "picture"',
      },
    ]);
    // Made at build, then named in the copy (takeSiteContent).
    expect(copy.ingredients?.[2]?.icon).toBeUndefined();
    // A card with no picture keeps its art without a word; one with something else is named.
    expect(warnings.slice(0, -1)).toEqual([
      'Content: lumen_benefit_card "focus", field "picture": not an image; the committed copy is used.',
    ]);
  });

  it('says nothing and changes nothing for a store with no entries of its own', () => {
    const nothing = { copy: {}, pictures: [], warnings: [] };
    expect(readSiteContent(answer({}))).toEqual(nothing);
    expect(readSiteContent({})).toEqual(nothing);
  });
});

describe('the store asked at build time', () => {
  it('asks the API once, with the public token, for every type of the table', async () => {
    const fetchApi = vi.fn<typeof fetch>((_input, init) => {
      const { query } = JSON.parse(init?.body as string) as { query: string };
      const entries = { lumen_hero: [{ handle: 'hero', fields: HERO_FIELDS }] };
      return Promise.resolve(Response.json(siteContentData(query, entries)));
    });
    const warn = vi.fn();
    const { copy, files } = await takeSiteContent(FAKE_STORE_CONFIG, {
      fetchApi,
      apiOrigin: 'http://127.0.0.1:4330/',
      warn,
    });
    expect(fetchApi).toHaveBeenCalledTimes(1);
    const [url, init] = fetchApi.mock.calls[0] ?? [];
    expect(url).toBe('http://127.0.0.1:4330/api/2026-10/graphql.json');
    expect(new Headers(init?.headers).get('X-Shopify-Storefront-Access-Token')).toBe(
      'public-token',
    );
    expect(JSON.parse(init?.body as string)).toEqual({ query: SITE_CONTENT_QUERY });
    for (const type of new Set(CONTENT_ENTRIES.map((entry) => entry.type))) {
      expect(SITE_CONTENT_QUERY).toContain(`${type}: metaobjects(type: "${type}", first: 20)`);
    }
    expect(copy.hero?.title).toBe('Golden Hour');
    expect(files).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1); // the other entries are not in the store
  });

  it('makes each picture a file of the site, or keeps the art with one line', async () => {
    const picture = (await import('sharp')).default({
      create: { width: 300, height: 200, channels: 3, background: '#c98a2b' },
    });
    const png = new Uint8Array(await picture.png().toBuffer());
    const fetchApi = vi.fn<typeof fetch>((input, init) => {
      if (input === 'https://cdn.test/r.png') return Promise.resolve(new Response(png));
      if (input === 'https://cdn.test/gone.png') {
        return Promise.resolve(new Response('', { status: 404 }));
      }
      const { query } = JSON.parse(init?.body as string) as { query: string };
      const card = (handle: string, image: string) => ({
        handle,
        fields: { title: 'T', text: 'Text.', picture: { image } },
      });
      const entries = {
        lumen_ingredient_card: [card('reishi', 'https://cdn.test/r.png')],
        lumen_benefit_card: [card('focus', 'https://cdn.test/gone.png')],
      };
      return Promise.resolve(Response.json(siteContentData(query, entries)));
    });
    const warn = vi.fn();
    const { copy, files } = await takeSiteContent(FAKE_STORE_CONFIG, { fetchApi, warn });
    const icon = expect.stringMatching(
      /^\/images\/store\/reishi-[0-9a-f]{8}-192\.webp$/,
    ) as unknown;
    expect(copy).toEqual({
      ingredients: { 2: { title: 'T', description: 'Text.', icon } },
      benefits: { 0: { title: 'T', description: 'Text.' } },
    });
    const webp = String(copy.ingredients?.[2]?.icon);
    expect(files.map((file) => `/${file.fileName}`)).toEqual([
      webp,
      webp.replace(/\.webp$/, '.avif'),
    ]);
    expect(warn).toHaveBeenCalledWith(
      `Content: lumen_benefit_card "focus", field "picture": could not be fetched (HTTP 404); the site's own art is used.`,
    );
  });

  it('keeps the committed copy, with one line, when the store does not answer or errs', async () => {
    for (const fetchApi of [
      vi.fn<typeof fetch>(() => Promise.reject(new TypeError('fetch failed'))),
      vi.fn<typeof fetch>(() =>
        Promise.resolve(Response.json({ errors: [{ message: 'Throttled' }] })),
      ),
    ]) {
      const warn = vi.fn();
      expect(await takeSiteContent(FAKE_STORE_CONFIG, { fetchApi, warn })).toEqual({
        copy: {},
        files: [],
      });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toMatch(
        /^Content: the store did not answer at build time \(.+\); the committed copy is used\.$/,
      );
    }
  });

  it('asks nothing without a store', async () => {
    const fetchApi = vi.fn<typeof fetch>();
    expect(await takeSiteContent(null, { fetchApi })).toEqual({ copy: {}, files: [] });
    expect(fetchApi).not.toHaveBeenCalled();
  });
});
