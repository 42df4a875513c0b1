// @vitest-environment node
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import * as home from '../../app/content/home';
import * as ingredients from '../../app/content/ingredients';
import { fakeAdminApi } from '../../checks/support/fake-admin-api.mjs';
import { CONTENT_ENTRIES } from '../build/store-content';
import { committedValue, setUpContent } from './setup';

const ROOT = join(import.meta.dirname, '../..');
const TYPES = [...new Set(CONTENT_ENTRIES.map((entry) => entry.type))];

function setUp(admin: ReturnType<typeof fakeAdminApi>, log = vi.fn()) {
  const fetchApi = vi.fn<typeof fetch>((_url, init) =>
    Promise.resolve(
      Response.json(
        admin.answer(JSON.parse(init?.body as string) as { query: string; variables: unknown }),
      ),
    ),
  );
  const run = setUpContent({
    domain: 'lumen-hive-e2e.myshopify.com',
    apiVersion: '2026-10',
    token: 'shpat_admin',
    fetchApi,
    log,
  });
  return { run, fetchApi, log };
}

describe('content:setup against the Admin API', () => {
  it('creates each definition, readable by the Storefront API, and each entry with the committed copy', async () => {
    const admin = fakeAdminApi();
    const { run, fetchApi } = setUp(admin);
    expect(await run).toEqual({ definitions: 6, entries: 12 });

    const [url, init] = fetchApi.mock.calls[0] ?? [];
    expect(url).toBe('https://lumen-hive-e2e.myshopify.com/admin/api/2026-10/graphql.json');
    expect(new Headers(init?.headers).get('X-Shopify-Access-Token')).toBe('shpat_admin');

    expect([...admin.definitions.keys()]).toEqual(TYPES);
    expect(admin.definitions.get('lumen_hero')).toMatchObject({
      access: { storefront: 'PUBLIC_READ' },
      fieldDefinitions: [
        { key: 'name', type: 'single_line_text_field' },
        { key: 'subtitle', type: 'single_line_text_field' },
        { key: 'tagline', type: 'single_line_text_field' },
        { key: 'description', type: 'multi_line_text_field' },
        { key: 'bullets', type: 'list.single_line_text_field' },
      ],
    });
    // A card's picture is a file the brand uploads; its entry starts without one.
    expect(admin.definitions.get('lumen_benefit_card')?.fieldDefinitions).toEqual([
      { key: 'title', name: 'Title', type: 'single_line_text_field' },
      { key: 'text', name: 'Text', type: 'multi_line_text_field' },
      {
        key: 'picture',
        name: 'Picture',
        type: 'file_reference',
        validations: [{ name: 'file_type_options', value: '["Image"]' }],
      },
    ]);
    expect(admin.entries.get('lumen_hero/hero')?.fields).toEqual([
      { key: 'name', value: home.hero.title },
      { key: 'subtitle', value: home.hero.subtitle },
      { key: 'tagline', value: home.hero.tagline },
      { key: 'description', value: home.hero.description },
      { key: 'bullets', value: JSON.stringify(home.hero.bullets) },
    ]);
    expect(admin.entries.get('lumen_ingredient_card/reishi')?.fields).toEqual([
      { key: 'title', value: ingredients.ingredients.cards[2].title },
      { key: 'text', value: ingredients.ingredients.cards[2].description },
    ]);
    // The brand edits the words; the mark is the site's.
    expect(admin.entries.get('lumen_claims/claims')?.fields).toEqual([
      { key: 'disclaimer', value: home.disclaimers.fda.slice(home.CLAIM_MARK.length) },
    ]);
    expect(admin.entries.size).toBe(CONTENT_ENTRIES.length);
  });

  it('changes nothing on a second run, and never overwrites an entry the brand edited', async () => {
    const admin = fakeAdminApi();
    await setUp(admin).run;
    const edited = admin.entries.get('lumen_hero/hero');
    if (edited) edited.fields = [{ key: 'name', value: 'Golden Hour' }];
    const { run, log, fetchApi } = setUp(admin);
    expect(await run).toEqual({ definitions: 0, entries: 0 });
    const operations = fetchApi.mock.calls.map(
      ([, init]) => /(?:query|mutation) (\w+)/.exec(init?.body as string)?.[1],
    );
    expect(new Set(operations)).toEqual(new Set(['SiteDefinition', 'SiteEntry']));
    expect(admin.entries.get('lumen_hero/hero')?.fields).toEqual([
      { key: 'name', value: 'Golden Hour' },
    ]);
    expect(log.mock.calls.at(-1)).toEqual([
      'content:setup: the store has every definition and entry already; nothing changed.',
    ]);
  });

  it('names a definition the site cannot read or that lacks a field', async () => {
    const admin = fakeAdminApi();
    await setUp(admin).run;
    const hero = admin.definitions.get('lumen_hero');
    if (hero) {
      hero.access = { storefront: 'NONE' };
      hero.fieldDefinitions = hero.fieldDefinitions.filter((field) => field.key !== 'tagline');
    }
    const { run, log } = setUp(admin);
    await run;
    expect(log.mock.calls.slice(0, 2)).toEqual([
      [
        'lumen_hero: has no Storefront access; turn it on in the admin, or the site cannot read it.',
      ],
      ['lumen_hero: has no field tagline; add it in the admin.'],
    ]);
  });

  it('stops at the first refusal, saying what the store said', async () => {
    const admin = fakeAdminApi();
    admin.definitions.set('lumen_hero', {
      id: 'gid://shopify/MetaobjectDefinition/9',
      type: 'lumen_hero',
      access: { storefront: 'PUBLIC_READ' },
      fieldDefinitions: [{ key: 'name', type: 'single_line_text_field' }],
    });
    await expect(setUp(admin).run).rejects.toThrow('lumen_hero "hero": Invalid entry');
  });

  it('reads every text field of the table from the committed modules', () => {
    for (const entry of CONTENT_ENTRIES) {
      for (const field of entry.fields.filter((each) => each.kind !== 'picture')) {
        expect(committedValue(field).length).toBeGreaterThan(0);
      }
    }
    // The disclaimer as the brand edits it: without the claims' mark the page puts before it.
    expect(home.disclaimers.fda).toBe(`${home.CLAIM_MARK}${home.committedDisclaimers.fda}`);
  });
});

describe('npm run content:setup', () => {
  /** The command as npm runs it, against the fake over HTTP. */
  function command(env: Record<string, string>) {
    const child = spawn(process.execPath, ['scripts/content/run-setup.mjs'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        VITE_SHOPIFY_DOMAIN: 'lumen-hive-e2e.myshopify.com',
        VITE_SHOPIFY_STOREFRONT_TOKEN: 'public-token',
        VITE_SHOPIFY_PRODUCT_ID: '8123456789',
        ...env,
      },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    return new Promise<{ code: number | null; output: string }>((resolve) =>
      child.on('close', (code) => resolve({ code, output })),
    );
  }

  it('creates the definitions and entries once; the second run makes nothing new', async () => {
    const admin = fakeAdminApi();
    const { origin, close } = (await admin.serve()) as {
      origin: string;
      close: () => Promise<void>;
    };
    try {
      const env = { SHOPIFY_ADMIN_TOKEN: 'shpat_admin', SHOPIFY_ADMIN_ORIGIN: origin };
      const first = await command(env);
      expect(first.code, first.output).toBe(0);
      expect(first.output).toContain('content:setup: created 6 definitions and 12 entries.');
      expect(admin.requests[0]).toMatchObject({
        path: '/admin/api/2026-10/graphql.json',
        token: 'shpat_admin',
      });
      const second = await command(env);
      expect(second.code, second.output).toBe(0);
      expect(second.output.trim().split('\n').at(-1)).toBe(
        'content:setup: the store has every definition and entry already; nothing changed.',
      );
      expect(admin.entries.size).toBe(12);
    } finally {
      await close();
    }
  }, 60_000);

  it('says what to set without a token, and asks nothing', async () => {
    const { code, output } = await command({});
    expect(code).toBe(1);
    expect(output).toContain('content:setup: set SHOPIFY_ADMIN_TOKEN');
  }, 60_000);
});
