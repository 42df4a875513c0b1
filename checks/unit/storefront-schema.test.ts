import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  buildClientSchema,
  execute,
  parse,
  validate,
  type GraphQLFieldResolver,
  type IntrospectionQuery,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  CART_CREATE_MUTATION,
  CART_CREATE_WITH_CONSENT_MUTATION,
  PRODUCT_QUERY,
  VARIANT_QUERY,
} from '../../app/store/operations';
import { SITE_CONTENT_QUERY } from '../../scripts/build/store-content';
import {
  FAKE_MONTHLY_PLAN,
  cartAnswer,
  cartData,
  defaultAnswer,
  productData,
  siteContentData,
} from '../support/fake-store-answers.mjs';

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
    ['SiteContent (the build’s copy)', SITE_CONTENT_QUERY],
  ])('%s asks only for fields and arguments the API has', (_name, operation) => {
    expect(validate(schema, parse(operation)).map((error) => error.message)).toEqual([]);
  });

  it('would catch a field the API does not have', () => {
    const broken = PRODUCT_QUERY.replace('onlineStoreUrl', 'onlineStoreLink');
    expect(validate(schema, parse(broken))).not.toHaveLength(0);
  });

  // The fake store's answers, run through the schema as the API's answer to each operation: a
  // field the operation does not ask for, a wrong type or a missing non-null value is an error.
  // Each field reads its response key (an alias, e.g. the rating metafields, or the field).
  const byResponseKey: GraphQLFieldResolver<unknown, unknown> = (source, _args, _context, info) =>
    (source as Record<string, unknown>)[String(info.path.key)];
  const answerThroughSchema = async (operation: string, answer: { data: unknown }) => {
    const result = await execute({
      schema,
      document: parse(operation),
      rootValue: answer.data,
      variableValues: { id: 'gid://shopify/Product/1', input: { lines: [] } },
      fieldResolver: byResponseKey,
      // The abstract types the operations meet: a metaobject field's file reference, a cart's
      // line, and a node or a line's merchandise (a variant).
      typeResolver: (value) =>
        typeof value === 'object' && value !== null && 'image' in value
          ? 'MediaImage'
          : typeof value === 'object' && value !== null && 'merchandise' in value
            ? 'CartLine'
            : 'ProductVariant',
    });
    return { errors: (result.errors ?? []).map((error) => error.message), data: result.data };
  };

  it.each([
    ['a rated product', PRODUCT_QUERY, productData()],
    ['a product without rating metafields', PRODUCT_QUERY, productData({ rating: null })],
    ['a sold-out product', PRODUCT_QUERY, productData({ isAvailable: false })],
    [
      'a product with a subscription plan',
      PRODUCT_QUERY,
      productData({ plans: [FAKE_MONTHLY_PLAN], requiresPlan: true }),
    ],
    ['a variant', VARIANT_QUERY, defaultAnswer({ query: VARIANT_QUERY })],
    ['a cart', CART_CREATE_MUTATION, cartData({ discountCodes: ['SPRING10'] })],
    [
      'a cart on a plan',
      CART_CREATE_MUTATION,
      cartAnswer(
        { lines: [{ sellingPlanId: FAKE_MONTHLY_PLAN.id }] },
        { plans: [FAKE_MONTHLY_PLAN] },
      ),
    ],
    ['a sold-out jar’s refusal', CART_CREATE_MUTATION, cartAnswer({}, { isAvailable: false })],
    [
      'the site’s copy',
      SITE_CONTENT_QUERY,
      siteContentData(SITE_CONTENT_QUERY, {
        lumen_hero: [{ handle: 'hero', fields: { name: 'Golden Hour', tagline: null } }],
        lumen_ingredient_card: [
          { handle: 'reishi', fields: { picture: { image: 'https://cdn.shopify.com/r.png' } } },
        ],
      }),
    ],
  ])('the fake store’s answer for %s fits the schema', async (_name, operation, answer) => {
    const { errors, data } = await answerThroughSchema(operation, answer);
    expect(errors).toEqual([]);
    // What the schema lets through is the whole answer: no field the operation does not ask for.
    expect(data).toEqual(JSON.parse(JSON.stringify(answer.data)));
  });

  it('would catch a fake answer the API could not give', async () => {
    const answer = productData();
    const product = answer.data.product as Record<string, unknown>;
    product.availableForSale = 'yes';
    const { errors } = await answerThroughSchema(PRODUCT_QUERY, answer);
    expect(errors).toEqual([expect.stringContaining('Boolean cannot represent')]);
  });
});
