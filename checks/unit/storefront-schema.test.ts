import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { buildClientSchema, parse, validate, type IntrospectionQuery } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  CART_CREATE_MUTATION,
  CART_CREATE_WITH_CONSENT_MUTATION,
  PRODUCT_QUERY,
  VARIANT_QUERY,
} from '../../app/store/operations';

// The schema ships in @shopify/hydrogen-react, one of the checkers' packages (checks/package.json):
// the site itself never loads it.
describe('the operations against the Storefront API schema', () => {
  const require = createRequire(import.meta.url);
  const schemaPath = require.resolve('@shopify/hydrogen-react/storefront.schema.json');
  const introspection = JSON.parse(readFileSync(schemaPath, 'utf8')) as
    IntrospectionQuery | { data: IntrospectionQuery };
  const schema = buildClientSchema('data' in introspection ? introspection.data : introspection);

  it.each([
    ['Product', PRODUCT_QUERY],
    ['Variant', VARIANT_QUERY],
    ['CartCreate', CART_CREATE_MUTATION],
    ['CartCreate with the visitor’s consent', CART_CREATE_WITH_CONSENT_MUTATION],
  ])('%s asks only for fields and arguments the API has', (_name, operation) => {
    expect(validate(schema, parse(operation)).map((error) => error.message)).toEqual([]);
  });

  it('would catch a field the API does not have', () => {
    const broken = PRODUCT_QUERY.replace('onlineStoreUrl', 'onlineStoreLink');
    expect(validate(schema, parse(broken))).not.toHaveLength(0);
  });
});
