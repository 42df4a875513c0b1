import Validator, { type Issue } from '@adobe/structured-data-validator';
import type { Graph, MerchantReturnPolicy } from 'schema-dts';
import { describe, expect, it } from 'vitest';
import { homeStructuredData } from '../../app/home/structured-data';

// Two checkers from checks/package.json: schema-dts is schema.org's vocabulary as types (tsc
// fails on a type, property or enumeration value it does not have), and Adobe's validator
// applies Google's rules for merchant listings (required and recommended fields).
const data = homeStructuredData('https://shop.test', {
  price: { amount: 34, currencyCode: 'USD' },
  isAvailable: true,
  rating: { value: 4.8, worst: 1, best: 5, count: 127 },
});
const inVocabulary: Graph = data;
const unrated: Graph = homeStructuredData('https://shop.test', {
  price: { amount: 34, currencyCode: 'USD' },
  isAvailable: true,
  rating: null,
});

async function googleIssues(graph: Graph): Promise<Issue[]> {
  const byType: Record<string, unknown[]> = {};
  for (const node of graph['@graph'] as { '@type': string }[]) {
    // The extractor's shape: each root node under its type, with the context.
    (byType[node['@type']] ??= []).push({ '@context': 'https://schema.org', ...node });
  }
  return new Validator().validate({ jsonld: byType });
}

describe("the home page's JSON-LD as Google's merchant listings read it", () => {
  it('has no error, and every merchant-listing field Google asks of a shipping offer', async () => {
    const issues = await googleIssues(inVocabulary);
    expect(issues.filter((issue) => issue.severity === 'ERROR')).toEqual([]);
    const warnedFields = issues.flatMap((issue) => issue.fieldNames ?? []);
    for (const field of [
      'returnFees',
      'returnShippingFeesAmount',
      'merchantReturnDays',
      'returnMethod',
      'shippingDetails',
      'hasMerchantReturnPolicy',
      'transitTime',
      'handlingTime',
    ]) {
      expect(warnedFields).not.toContain(field);
    }
  });

  it('says the customer pays return shipping unless the jar was defective, and how long delivery takes', () => {
    const offer = (data['@graph'][1] as { offers: Record<string, unknown> }).offers;
    expect(offer.hasMerchantReturnPolicy).toMatchObject({
      returnFees: 'https://schema.org/ReturnFeesCustomerResponsibility',
      customerRemorseReturnFees: 'https://schema.org/ReturnFeesCustomerResponsibility',
      itemDefectReturnFees: 'https://schema.org/FreeReturn',
      merchantReturnDays: 30,
    });
    expect(offer.shippingDetails).toMatchObject({
      deliveryTime: {
        handlingTime: { minValue: 0, maxValue: 1, unitCode: 'DAY' },
        transitTime: { minValue: 2, maxValue: 5, unitCode: 'DAY' },
      },
    });
  });

  it('rates the product with the store’s figure, as Google’s review snippets read it', async () => {
    expect(data['@graph'][1]).toMatchObject({
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.8,
        bestRating: 5,
        worstRating: 1,
        ratingCount: 127,
      },
    });
    const ratingFields = ['aggregateRating', 'ratingValue', 'ratingCount', 'reviewCount'];
    const fieldsOf = (issues: Issue[]) => issues.flatMap((issue) => issue.fieldNames ?? []);
    expect(
      fieldsOf(await googleIssues(inVocabulary)).filter((field) => ratingFields.includes(field)),
    ).toEqual([]);
    // Without it Google would ask for one (a warning): the validator does read the field.
    expect(fieldsOf(await googleIssues(unrated))).toContain('aggregateRating');
    // No rating: no aggregateRating at all, and still no error.
    expect(JSON.stringify(unrated)).not.toContain('aggregateRating');
    expect((await googleIssues(unrated)).filter((issue) => issue.severity === 'ERROR')).toEqual([]);
  });

  it('would catch a rating without its count', async () => {
    const graph = structuredClone(data) as unknown as {
      '@graph': [unknown, { aggregateRating: Record<string, unknown> }];
    };
    delete graph['@graph'][1].aggregateRating.ratingCount;
    const issues = await googleIssues(graph as unknown as Graph);
    expect(issues.filter((issue) => issue.severity === 'ERROR')).not.toEqual([]);
  });

  it('would catch what the page used to say: shipping fees with no amount', async () => {
    const graph = structuredClone(data) as unknown as {
      '@graph': [unknown, { offers: { hasMerchantReturnPolicy: Record<string, unknown> } }];
    };
    graph['@graph'][1].offers.hasMerchantReturnPolicy.returnFees =
      'https://schema.org/ReturnShippingFees';
    const issues = await googleIssues(graph as unknown as Graph);
    expect(issues.flatMap((issue) => issue.fieldNames ?? [])).toContain('returnShippingFeesAmount');
  });

  it('would catch a property schema.org does not have (at type-check time)', () => {
    const misspelt: MerchantReturnPolicy = {
      '@type': 'MerchantReturnPolicy',
      // @ts-expect-error: schema.org's property is returnFees.
      returnFee: 'https://schema.org/FreeReturn',
    };
    expect(misspelt['@type']).toBe('MerchantReturnPolicy');
  });
});
