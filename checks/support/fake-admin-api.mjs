// @ts-check
/**
 * A fake of the parts of Shopify's Admin API that `npm run content:setup` uses (metaobject
 * definitions and entries, by type and handle), in memory. `answer` takes a GraphQL request body;
 * `serve` puts it behind HTTP for the command (its SHOPIFY_ADMIN_ORIGIN), recording each request.
 */
import { createServer } from 'node:http';

/**
 * @typedef {{ id: string, type: string, access: { storefront: string }, fieldDefinitions: { key: string, type: string }[] }} Definition
 * @typedef {{ id: string, type: string, handle: string, fields: { key: string, value: string }[] }} Entry
 * @typedef {{ query: string, variables: any }} Body
 */

export function fakeAdminApi() {
  /** @type {Map<string, Definition>} */
  const definitions = new Map();
  /** @type {Map<string, Entry>} */
  const entries = new Map();
  /** @type {{ path: string, token: string | null, body: Body }[]} */
  const requests = [];
  let ids = 0;

  /** @param {Body} body */
  function answer({ query, variables }) {
    const operation = /(?:query|mutation) (\w+)/.exec(query)?.[1];
    if (operation === 'SiteDefinition') {
      const found = definitions.get(variables.type);
      return { data: { metaobjectDefinitionByType: found ?? null } };
    }
    if (operation === 'SiteDefinitionCreate') {
      const { type, access, fieldDefinitions } = variables.definition;
      if (definitions.has(type)) {
        return created('metaobjectDefinitionCreate', 'metaobjectDefinition', null, 'Type is taken');
      }
      const definition = {
        id: `gid://shopify/MetaobjectDefinition/${++ids}`,
        type,
        access,
        fieldDefinitions,
      };
      definitions.set(type, definition);
      return created('metaobjectDefinitionCreate', 'metaobjectDefinition', { id: definition.id });
    }
    if (operation === 'SiteEntry') {
      const { type, handle } = variables.handle;
      const found = entries.get(`${type}/${handle}`);
      return { data: { metaobjectByHandle: found ? { id: found.id } : null } };
    }
    if (operation === 'SiteEntryCreate') {
      const { type, handle, fields } = variables.metaobject;
      const definition = definitions.get(type);
      /** @type {(field: { key: string }) => boolean} */
      const unknown = (field) =>
        !definition?.fieldDefinitions.some((each) => each.key === field.key);
      if (!definition || fields.some(unknown) || entries.has(`${type}/${handle}`)) {
        return created('metaobjectCreate', 'metaobject', null, 'Invalid entry');
      }
      const entry = { id: `gid://shopify/Metaobject/${++ids}`, type, handle, fields };
      entries.set(`${type}/${handle}`, entry);
      return created('metaobjectCreate', 'metaobject', { id: entry.id });
    }
    return { errors: [{ message: `The fake does not know ${operation ?? 'this operation'}` }] };
  }

  /**
   * @param {string} mutation @param {string} key @param {{ id: string } | null} value
   * @param {string} [problem]
   */
  function created(mutation, key, value, problem) {
    const userErrors = problem ? [{ field: null, message: problem }] : [];
    return { data: { [mutation]: { [key]: value, userErrors } } };
  }

  /** Listens on a free local port; resolves its origin and a close function. */
  function serve() {
    const server = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk) => (text += String(chunk)));
      req.on('end', () => {
        const body = JSON.parse(text);
        const token = req.headers['x-shopify-access-token'];
        requests.push({
          path: req.url ?? '',
          token: typeof token === 'string' ? token : null,
          body,
        });
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(answer(body)));
      });
    });
    return new Promise((resolve) => {
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        resolve({
          origin: `http://127.0.0.1:${port}`,
          close: () => new Promise((done) => server.close(() => done(undefined))),
        });
      });
    });
  }

  return { answer, serve, definitions, entries, requests };
}
