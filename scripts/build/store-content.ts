/**
 * The brand's words, edited in Shopify's admin: the build reads the site's metaobjects through the
 * Storefront API (the token it already has) and checks each field (Valibot); the valid ones reach
 * the content modules as `storeCopy` (app/content/store-copy.ts, through `#store-facts`),
 * which lay them over the committed copy. A missing, empty or invalid field keeps the committed
 * copy, with one warning line naming the entry and the field; a store that does not answer keeps
 * all of it. One table (`CONTENT_ENTRIES`) names each entry, its fields and where each one goes,
 * typed by the committed copy's own fields.
 */
import { createStorefrontApiClient } from '@shopify/storefront-api-client';
import * as v from 'valibot';
import type { StoreConfig } from '../../app/config.ts';
import type { CopyTarget, StoreCopy, TextKey } from '../../app/content/store-copy.ts';
import type { Card } from '../../app/content/home.ts';
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
  /** Where the value goes: a piece of the committed copy and its field, as typed there. */
  to: CopyTarget;
};

export type ContentEntry = {
  /** The metaobject definition's type, and this entry's handle among its entries. */
  type: string;
  handle: string;
  fields: ContentField[];
};

type Piece = Exclude<CopyTarget['in'], 'ingredients' | 'benefits'>;

/** A field of a piece of the committed copy: typed, so a field renamed there fails here. */
const at = <P extends Piece>(into: P, key: keyof NonNullable<StoreCopy[P]> & string) =>
  ({ in: into, key }) as CopyTarget;

const card = (type: string, into: 'ingredients' | 'benefits', index: number, handle: string) => {
  const to = (key: TextKey<Card>): CopyTarget => ({ in: into, card: index, key });
  return {
    type,
    handle,
    fields: [
      { key: 'title', kind: 'line', max: 60, to: to('title') },
      { key: 'text', kind: 'text', max: 300, to: to('description') },
      // As the section draws its art (app/home/ingredients-section.tsx, benefits-section.tsx).
      {
        key: 'picture',
        kind: 'picture',
        max: 0,
        size: into === 'ingredients' ? 96 : 48,
        to: to('icon'),
      },
    ],
  } satisfies ContentEntry;
};

const INGREDIENTS = ['clover-honey', 'lions-mane', 'reishi', 'edible-mica'];
const BENEFITS = ['focus', 'immune-support', 'energy', 'stress-relief'];

export const CONTENT_ENTRIES: ContentEntry[] = [
  {
    type: 'lumen_hero',
    handle: 'hero',
    fields: [
      { key: 'name', kind: 'line', max: 40, to: at('hero', 'title') },
      { key: 'subtitle', kind: 'line', max: 60, to: at('hero', 'subtitle') },
      { key: 'tagline', kind: 'line', max: 160, to: at('hero', 'tagline') },
      { key: 'description', kind: 'text', max: 600, to: at('hero', 'description') },
      { key: 'bullets', kind: 'lines', count: 4, max: 80, to: at('hero', 'bullets') },
    ],
  },
  ...INGREDIENTS.map((handle, index) =>
    card('lumen_ingredient_card', 'ingredients', index, handle),
  ),
  ...BENEFITS.map((handle, index) => card('lumen_benefit_card', 'benefits', index, handle)),
  {
    type: 'lumen_call_to_action',
    handle: 'call-to-action',
    fields: [
      { key: 'heading', kind: 'line', max: 60, to: at('callToAction', 'heading') },
      { key: 'bullets', kind: 'lines', count: 4, max: 80, to: at('callToAction', 'bullets') },
      { key: 'reassurance', kind: 'line', max: 160, to: at('callToAction', 'reassurance') },
    ],
  },
  {
    type: 'lumen_wholesale',
    handle: 'wholesale',
    fields: [
      { key: 'heading', kind: 'line', max: 60, to: at('wholesale', 'heading') },
      { key: 'intro', kind: 'lines', count: 2, max: 600, to: at('wholesale', 'intro') },
      { key: 'steps', kind: 'lines', count: 3, max: 300, to: at('howToOrder', 'steps') },
    ],
  },
  {
    type: 'lumen_claims',
    handle: 'claims',
    // Without the claims' mark: the page puts it before the text (app/content/home.ts).
    fields: [{ key: 'disclaimer', kind: 'text', max: 400, to: at('disclaimers', 'fda') }],
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

/** A picture the store names, to be fetched and made at build. */
export type PictureRequest = {
  to: CopyTarget;
  url: string;
  size: number;
  /** Its entry's handle, which names its files, and the entry and field, for a warning. */
  handle: string;
  label: string;
};

/** The store's valid fields as the copy they edit, and a warning line for each that is not. */
export function readSiteContent(data: SiteContentData): {
  copy: StoreCopy;
  pictures: PictureRequest[];
  warnings: string[];
} {
  const copy: StoreCopy = {};
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
          pictures.push({ to: field.to, url, size: field.size ?? 0, handle: entry.handle, label });
        } else if (given?.value) {
          warnings.push(`Content: ${label}: not an image; the committed copy is used.`);
        }
        continue;
      }
      const read = v.safeParse(fieldSchema(field), given?.value, { abortEarly: true });
      if (read.success) setCopy(copy, field.to, read.output);
      else
        warnings.push(`Content: ${label}: ${read.issues[0].message}; the committed copy is used.`);
    }
  }
  // Entries the store does not have yet keep the committed copy: said once, not per entry.
  if (absent.length > 0 && absent.length < CONTENT_ENTRIES.length) {
    warnings.push(
      `Content: the store has no ${absent.join(', ')}; the committed copy is used for them.`,
    );
  }
  return { copy, pictures, warnings };
}

/** A field's value as the layout takes it, each problem said in the words of the warning. */
function fieldSchema({ kind, max, count = 0 }: ContentField) {
  const line = v.pipe(
    v.string('not text'),
    v.trim(),
    v.nonEmpty('empty'),
    v.check((text) => kind === 'text' || !/[\r\n]/.test(text), 'more than one line'),
    v.maxLength(max, `longer than ${max} characters`),
  );
  if (kind !== 'lines') return v.pipe(v.string('missing'), line);
  return v.pipe(
    v.string('missing'),
    v.parseJson(undefined, 'not a list'),
    v.array(v.unknown(), `needs ${count} lines`),
    v.length(count, `needs ${count} lines`),
    v.array(line),
  );
}

/** The value put where its field goes in the copy. */
function setCopy(copy: StoreCopy, to: CopyTarget, value: unknown): void {
  const pieces = copy as Record<string, Record<string | number, Record<string, unknown>>>;
  const piece = (pieces[to.in] ??= {});
  if ('card' in to) (piece[to.card] ??= {})[to.key] = value;
  else (piece as Record<string, unknown>)[to.key] = value;
}

/** The build waits this long for the store, then carries on with the committed copy. */
const CONTENT_TIMEOUT_MS = 4000;

/** As the product's snapshot is taken (the same store, origin, time limit and warnings). */
type ContentOptions = SnapshotOptions & { pictures?: Omit<PictureOptions, 'fetchApi'> };

/** The brand's copy the content modules lay over app/content/, and the picture files it names. */
export type SiteContent = { copy: StoreCopy; files: ContentFile[] };

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
  if (!store) return { copy: {}, files: [] };
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
    return { copy: {}, files: [] };
  }
  const { copy, pictures, warnings } = readSiteContent(data);
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
    setCopy(copy, picture.to, made.src);
    files.push(...made.files);
  }
  return { copy, files };
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
