/**
 * The brand's words, edited in Shopify's admin: the build reads the site's metaobjects through the
 * Storefront API (the token it already has) and lays each valid field over the committed copy in
 * `app/content/`, as the content module is built. A missing, empty or invalid field keeps the
 * committed copy, with one warning line naming the entry and the field; a store that does not
 * answer keeps all of it. Without the store's entries the modules are built as they are, byte for
 * byte. One table (`CONTENT_ENTRIES`) names each entry, its fields and where each one goes.
 */
import { relative } from 'node:path';
import { createStorefrontApiClient } from '@shopify/storefront-api-client';
import type { Plugin } from 'vite';
import type { StoreConfig } from '../../app/config.ts';
import { withTimeLimit } from '../../app/lib/time-limit.ts';
import type { SnapshotOptions } from '../../app/store/product-snapshot.ts';
import { type ContentFile, type PictureOptions, makePicture } from './store-pictures.ts';

/**
 * `line`: one line of text; `text`: a paragraph; `lines`: a list of exactly `count` lines;
 * `picture`: an image file, drawn `size` px square (scripts/build/store-pictures.ts).
 */
type FieldKind = 'line' | 'text' | 'lines' | 'picture';

export type ContentField = {
  /** The metaobject field's key, as the brand sees it in the admin. */
  key: string;
  kind: FieldKind;
  /** The longest text (each line's, for a list) the layout takes. */
  max: number;
  count?: number;
  /** A picture's width and height as drawn, in CSS px. */
  size?: number;
  /** Where the value goes: an expression of the content module (`hero.title`). */
  path: string;
  /** A name of the module put before the value (the claims' mark before the disclaimer). */
  prefix?: string;
};

export type ContentEntry = {
  /** The metaobject definition's type, and this entry's handle among its entries. */
  type: string;
  handle: string;
  /** The content module it edits, from the project's root. */
  module: string;
  fields: ContentField[];
};

const HOME = 'app/content/home.ts';

const card = (type: string, module: string, list: string, index: number, handle: string) => ({
  type,
  handle,
  module,
  fields: [
    { key: 'title', kind: 'line', max: 60, path: `${list}.cards[${index}].title` },
    { key: 'text', kind: 'text', max: 300, path: `${list}.cards[${index}].description` },
    {
      key: 'picture',
      kind: 'picture',
      max: 0,
      // As the section draws its art (app/home/ingredients-section.tsx, benefits-section.tsx).
      size: list === 'ingredients' ? 96 : 48,
      path: `${list}.cards[${index}].icon`,
    },
  ] satisfies ContentField[],
});

const INGREDIENTS = ['clover-honey', 'lions-mane', 'reishi', 'edible-mica'];
const BENEFITS = ['focus', 'immune-support', 'energy', 'stress-relief'];

export const CONTENT_ENTRIES: ContentEntry[] = [
  {
    type: 'lumen_hero',
    handle: 'hero',
    module: HOME,
    fields: [
      { key: 'name', kind: 'line', max: 40, path: 'hero.title' },
      { key: 'subtitle', kind: 'line', max: 60, path: 'hero.subtitle' },
      { key: 'tagline', kind: 'line', max: 160, path: 'hero.tagline' },
      { key: 'description', kind: 'text', max: 600, path: 'hero.description' },
      { key: 'bullets', kind: 'lines', count: 4, max: 80, path: 'hero.bullets' },
    ],
  },
  ...INGREDIENTS.map((handle, index) =>
    card('lumen_ingredient_card', 'app/content/ingredients.ts', 'ingredients', index, handle),
  ),
  ...BENEFITS.map((handle, index) =>
    card('lumen_benefit_card', 'app/content/benefits.ts', 'benefits', index, handle),
  ),
  {
    type: 'lumen_call_to_action',
    handle: 'call-to-action',
    module: HOME,
    fields: [
      { key: 'heading', kind: 'line', max: 60, path: 'callToAction.heading' },
      { key: 'bullets', kind: 'lines', count: 4, max: 80, path: 'callToAction.bullets' },
      { key: 'reassurance', kind: 'line', max: 160, path: 'callToAction.reassurance' },
    ],
  },
  {
    type: 'lumen_wholesale',
    handle: 'wholesale',
    module: 'app/content/wholesale.ts',
    fields: [
      { key: 'heading', kind: 'line', max: 60, path: 'wholesale.heading' },
      { key: 'intro', kind: 'lines', count: 2, max: 600, path: 'wholesale.intro' },
      { key: 'steps', kind: 'lines', count: 3, max: 300, path: 'wholesale.howToOrder.steps' },
    ],
  },
  {
    type: 'lumen_claims',
    handle: 'claims',
    module: HOME,
    fields: [
      { key: 'disclaimer', kind: 'text', max: 400, path: 'disclaimers.fda', prefix: 'CLAIM_MARK' },
    ],
  },
];

const TYPES = [...new Set(CONTENT_ENTRIES.map((entry) => entry.type))];

/** Every entry of the site's types, each under its type's name. */
export const SITE_CONTENT_QUERY = `#graphql
  query SiteContent {${TYPES.map(
    (type) => `
    ${type}: metaobjects(type: "${type}", first: 20) {
      nodes {
        handle
        fields {
          key
          value
          reference {
            ... on MediaImage {
              image {
                url
              }
            }
          }
        }
      }
    }`,
  ).join('')}
  }
`;

type MetaobjectField = {
  key: string;
  value: string | null;
  reference?: { image?: { url: string } | null } | null;
};
type MetaobjectNode = { handle: string; fields: MetaobjectField[] };
export type SiteContentData = Record<string, { nodes: MetaobjectNode[] } | null | undefined>;

/** One field of the store laid over the committed copy. */
export type ContentOverride = {
  module: string;
  path: string;
  value: string | string[];
} & Pick<ContentField, 'prefix'>;

/** A picture the store names, to be fetched and made at build. */
export type PictureRequest = {
  module: string;
  path: string;
  url: string;
  size: number;
  /** Its entry's handle, which names its files, and the entry and field, for a warning. */
  handle: string;
  label: string;
};

/** The store's valid fields, and a warning line for each field it has that is not. */
export function readSiteContent(data: SiteContentData): {
  overrides: ContentOverride[];
  pictures: PictureRequest[];
  warnings: string[];
} {
  const overrides: ContentOverride[] = [];
  const pictures: PictureRequest[] = [];
  const warnings: string[] = [];
  const absent: string[] = [];
  for (const entry of CONTENT_ENTRIES) {
    const node = data[entry.type]?.nodes.find((each) => each.handle === entry.handle);
    if (!node) {
      absent.push(`${entry.type} "${entry.handle}"`);
      continue;
    }
    for (const field of entry.fields) {
      const given = node.fields.find((each) => each.key === field.key);
      const label = `${entry.type} "${entry.handle}", field "${field.key}"`;
      if (field.kind === 'picture') {
        const url = given?.reference?.image?.url;
        // A card without a picture of its own keeps the site's art, unsaid.
        if (url) {
          const { module, path } = { module: entry.module, path: field.path };
          pictures.push({ module, path, url, size: field.size ?? 0, handle: entry.handle, label });
        } else if (given?.value) {
          warnings.push(`Content: ${label}: not an image; the committed copy is used.`);
        }
        continue;
      }
      const value = checked(given?.value, field);
      if (typeof value === 'object' && 'problem' in value) {
        warnings.push(`Content: ${label}: ${value.problem}; the committed copy is used.`);
      } else {
        overrides.push({ module: entry.module, path: field.path, value, prefix: field.prefix });
      }
    }
  }
  // Entries the store does not have yet keep the committed copy: said once, not per entry.
  if (absent.length > 0 && absent.length < CONTENT_ENTRIES.length) {
    warnings.push(
      `Content: the store has no ${absent.join(', ')}; the committed copy is used for them.`,
    );
  }
  return { overrides, pictures, warnings };
}

function checked(given: string | null | undefined, field: ContentField) {
  if (given === undefined || given === null) return { problem: 'missing' };
  if (field.kind !== 'lines') return checkedLine(given, field);
  let list: unknown;
  try {
    list = JSON.parse(given);
  } catch {
    return { problem: 'not a list' };
  }
  if (!Array.isArray(list) || list.length !== field.count) {
    return { problem: `needs ${field.count} lines` };
  }
  const lines: string[] = [];
  for (const item of list) {
    const line = typeof item === 'string' ? checkedLine(item, field) : { problem: 'not text' };
    if (typeof line !== 'string') return line;
    lines.push(line);
  }
  return lines;
}

function checkedLine(given: string, field: ContentField): string | { problem: string } {
  const text = given.trim();
  if (text === '') return { problem: 'empty' };
  if (field.kind !== 'text' && /[\r\n]/.test(text)) return { problem: 'more than one line' };
  if (text.length > field.max) return { problem: `longer than ${field.max} characters` };
  return text;
}

/** The build waits this long for the store, then carries on with the committed copy. */
const CONTENT_TIMEOUT_MS = 4000;

/** As the product's snapshot is taken (the same store, origin, time limit and warnings). */
type ContentOptions = SnapshotOptions & { pictures?: Omit<PictureOptions, 'fetchApi'> };

/** What the build lays over app/content/, and the picture files it writes beside the pages. */
export type SiteContent = { overrides: ContentOverride[]; files: ContentFile[] };

/** The store's copy at build time. Never rejects: a store that fails keeps the committed copy. */
export async function takeSiteContent(
  store: StoreConfig | null,
  {
    fetchApi = fetch,
    apiOrigin,
    timeoutMs = CONTENT_TIMEOUT_MS,
    warn = console.warn,
    pictures: pictureOptions = {},
  }: ContentOptions = {},
): Promise<SiteContent> {
  if (!store) return { overrides: [], files: [] };
  let data: SiteContentData;
  try {
    data = await withTimeLimit(timeoutMs, `no answer within ${timeoutMs} ms`, (signal) =>
      askStore(store, (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        const target = apiOrigin ? `${apiOrigin.replace(/\/+$/, '')}${url.pathname}` : url.href;
        return fetchApi(target, { ...init, signal });
      }),
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    warn(
      `Content: the store did not answer at build time (${reason}); the committed copy is used.`,
    );
    return { overrides: [], files: [] };
  }
  const { overrides, pictures, warnings } = readSiteContent(data);
  for (const warning of warnings) warn(warning);
  const files: ContentFile[] = [];
  for (const picture of pictures) {
    const made = await makePicture(
      picture.url,
      { name: picture.handle, size: picture.size },
      { fetchApi, ...pictureOptions },
    );
    if ('problem' in made) {
      warn(`Content: ${picture.label}: ${made.problem}; the site's own art is used.`);
      continue;
    }
    overrides.push({ module: picture.module, path: picture.path, value: made.src });
    files.push(...made.files);
  }
  return { overrides, files };
}

async function askStore(store: StoreConfig, fetchApi: typeof fetch): Promise<SiteContentData> {
  const client = createStorefrontApiClient({
    storeDomain: store.domain,
    apiVersion: store.apiVersion,
    publicAccessToken: store.publicAccessToken,
    customFetchApi: fetchApi,
  });
  const { data, errors } = await client.request<SiteContentData>(SITE_CONTENT_QUERY);
  if (errors) {
    const messages = errors.graphQLErrors?.map((error) => error.message).join('; ');
    throw new Error(messages || errors.message || 'request failed');
  }
  if (!data) throw new Error('empty response');
  return data;
}

/** The lines that lay a module's overrides over its committed copy, appended to the module. */
export function overrideCode(overrides: ContentOverride[]): string {
  return overrides
    .map(
      ({ path, value, prefix }) =>
        `${path} = ${prefix ? `${prefix} + ` : ''}${JSON.stringify(value)};`,
    )
    .join('\n');
}

/**
 * The plugin: each content module, once compiled, gets its overrides' lines at its end, and the
 * client's build writes the pictures beside the pages.
 */
export function storeContent(content: Promise<SiteContent>, root: string): Plugin {
  return {
    name: 'lumen-hive:store-content',
    enforce: 'post',
    async transform(code, id) {
      const module = relative(root, id.split('?')[0] ?? id);
      const own = (await content).overrides.filter((override) => override.module === module);
      if (own.length === 0) return null;
      return { code: `${code}\n${overrideCode(own)}\n`, map: null };
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const { fileName, source } of (await content).files) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
  };
}
