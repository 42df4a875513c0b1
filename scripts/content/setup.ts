/**
 * `npm run content:setup`: the store gets the site's metaobject definitions (readable by the
 * Storefront API) and one entry per handle filled with today's committed copy, through the Admin
 * API. What the store already has is left as it is, so a second run changes nothing and never
 * overwrites the brand's edits; a definition without Storefront access or without one of the
 * site's fields is named, for the brand to mend in the admin.
 */
import { createAdminApiClient } from '@shopify/admin-api-client';
import { benefits } from '../../app/content/benefits.ts';
import {
  committedCallToAction,
  committedDisclaimers,
  committedHero,
} from '../../app/content/home.ts';
import { ingredients } from '../../app/content/ingredients.ts';
import type { CopyTarget } from '../../app/content/store-copy.ts';
import { committedWholesale } from '../../app/content/wholesale.ts';
import { CONTENT_ENTRIES, type ContentField } from '../build/store-content.ts';

const FIELD_TYPES: Record<ContentField['kind'], string> = {
  line: 'single_line_text_field',
  text: 'multi_line_text_field',
  lines: 'list.single_line_text_field',
  picture: 'file_reference',
};

/** What the admin shows for each type. */
const DEFINITION_NAMES: Record<string, string> = {
  lumen_hero: 'Site: hero',
  lumen_ingredient_card: 'Site: ingredient card',
  lumen_benefit_card: 'Site: benefit card',
  lumen_call_to_action: 'Site: call to action',
  lumen_wholesale: 'Site: wholesale page',
  lumen_claims: 'Site: claims',
};

const DEFINITION_QUERY = `#graphql
  query SiteDefinition($type: String!) {
    metaobjectDefinitionByType(type: $type) {
      id
      access {
        storefront
      }
      fieldDefinitions {
        key
      }
    }
  }
`;

const CREATE_DEFINITION = `#graphql
  mutation SiteDefinitionCreate($definition: MetaobjectDefinitionCreateInput!) {
    metaobjectDefinitionCreate(definition: $definition) {
      metaobjectDefinition {
        id
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const ENTRY_QUERY = `#graphql
  query SiteEntry($handle: MetaobjectHandleInput!) {
    metaobjectByHandle(handle: $handle) {
      id
    }
  }
`;

const CREATE_ENTRY = `#graphql
  mutation SiteEntryCreate($metaobject: MetaobjectCreateInput!) {
    metaobjectCreate(metaobject: $metaobject) {
      metaobject {
        id
      }
      userErrors {
        field
        message
      }
    }
  }
`;

type Definition = {
  id: string;
  access: { storefront: string };
  fieldDefinitions: { key: string }[];
} | null;
type Created = { userErrors: { field: string[] | null; message: string }[] } | null;

export type SetupOptions = {
  domain: string;
  apiVersion: string;
  token: string;
  fetchApi?: typeof fetch;
  log?: (line: string) => void;
};

/** Creates what the store lacks; returns how many definitions and entries it created. */
export async function setUpContent({
  domain,
  apiVersion,
  token,
  fetchApi = fetch,
  log = console.log,
}: SetupOptions): Promise<{ definitions: number; entries: number }> {
  const client = createAdminApiClient({
    storeDomain: domain,
    apiVersion,
    accessToken: token,
    customFetchApi: fetchApi,
  });
  async function ask<T>(operation: string, variables: Record<string, unknown>): Promise<T> {
    const { data, errors } = await client.request<T>(operation, { variables });
    if (errors || !data) {
      const messages = errors?.graphQLErrors?.map((error) => error.message).join('; ');
      throw new Error(`the Admin API refused: ${messages || errors?.message || 'no data'}`);
    }
    return data;
  }
  function check(created: Created, what: string) {
    const problems = created?.userErrors ?? [];
    if (problems.length > 0) {
      throw new Error(`${what}: ${problems.map((problem) => problem.message).join('; ')}`);
    }
  }

  const made = { definitions: 0, entries: 0 };
  for (const type of [...new Set(CONTENT_ENTRIES.map((entry) => entry.type))]) {
    const fields = CONTENT_ENTRIES.find((entry) => entry.type === type)?.fields ?? [];
    const { metaobjectDefinitionByType: existing } = await ask<{
      metaobjectDefinitionByType: Definition;
    }>(DEFINITION_QUERY, { type });
    if (existing) {
      if (existing.access.storefront !== 'PUBLIC_READ') {
        log(
          `${type}: has no Storefront access; turn it on in the admin, or the site cannot read it.`,
        );
      }
      const keys = new Set(existing.fieldDefinitions.map((field) => field.key));
      const missing = fields.filter((field) => !keys.has(field.key)).map((field) => field.key);
      if (missing.length > 0)
        log(`${type}: has no field ${missing.join(', ')}; add it in the admin.`);
      continue;
    }
    const { metaobjectDefinitionCreate } = await ask<{ metaobjectDefinitionCreate: Created }>(
      CREATE_DEFINITION,
      {
        definition: {
          type,
          name: DEFINITION_NAMES[type] ?? type,
          access: { storefront: 'PUBLIC_READ' },
          displayNameKey: fields[0]?.key,
          fieldDefinitions: fields.map((field) => ({
            key: field.key,
            name: field.key[0]?.toUpperCase() + field.key.slice(1),
            type: FIELD_TYPES[field.kind],
            ...(field.kind === 'picture'
              ? { validations: [{ name: 'file_type_options', value: '["Image"]' }] }
              : {}),
          })),
        },
      },
    );
    check(metaobjectDefinitionCreate, type);
    made.definitions += 1;
    log(`${type}: definition created, readable by the Storefront API.`);
  }

  for (const entry of CONTENT_ENTRIES) {
    const { metaobjectByHandle } = await ask<{ metaobjectByHandle: { id: string } | null }>(
      ENTRY_QUERY,
      { handle: { type: entry.type, handle: entry.handle } },
    );
    if (metaobjectByHandle) continue;
    const { metaobjectCreate } = await ask<{ metaobjectCreate: Created }>(CREATE_ENTRY, {
      metaobject: {
        type: entry.type,
        handle: entry.handle,
        // A picture is the brand's to upload: until then the site draws its own art.
        fields: entry.fields
          .filter((field) => field.kind !== 'picture')
          .map((field) => ({
            key: field.key,
            value: committedValue(field),
          })),
      },
    });
    check(metaobjectCreate, `${entry.type} "${entry.handle}"`);
    made.entries += 1;
    log(`${entry.type} "${entry.handle}": entry created with the committed copy.`);
  }
  log(
    made.definitions + made.entries === 0
      ? 'content:setup: the store has every definition and entry already; nothing changed.'
      : `content:setup: created ${made.definitions} definitions and ${made.entries} entries.`,
  );
  return made;
}

/** The committed copy, by the piece a field edits (this command reads no store: the cards are
 * the committed ones, scripts/content/run-setup.mjs). */
const COMMITTED: Record<CopyTarget['in'], object> = {
  hero: committedHero,
  callToAction: committedCallToAction,
  disclaimers: committedDisclaimers,
  wholesale: committedWholesale,
  howToOrder: committedWholesale.howToOrder,
  ingredients: ingredients.cards,
  benefits: benefits.cards,
};

/** The committed copy of a field as the brand edits it: a list as JSON. */
export function committedValue({ to }: Pick<ContentField, 'to'>): string {
  const piece: object | undefined = COMMITTED[to.in];
  const owner = ('card' in to ? (piece as object[])[to.card] : piece) as Record<string, unknown>;
  const value = owner[to.key];
  if (Array.isArray(value)) return JSON.stringify(value);
  if (typeof value !== 'string') throw new Error(`no committed text for ${to.in}.${to.key}`);
  return value;
}
