import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_VALUE_MAX_LENGTH,
  campaignAttributes,
  campaignFromQuery,
  keepCampaign,
  readCampaign,
} from './campaign';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('campaignFromQuery', () => {
  it('takes the five utm_* values, trimmed, and ignores everything else', () => {
    expect(
      campaignFromQuery(
        '?utm_source=instagram&utm_medium=%20social%20&utm_campaign=spring&gclid=abc&utm_id=9&discount=X',
      ),
    ).toEqual({ utm_source: 'instagram', utm_medium: 'social', utm_campaign: 'spring' });
  });

  it('is null without a campaign, and drops empty values', () => {
    expect(campaignFromQuery('?page=2')).toBeNull();
    expect(campaignFromQuery('?utm_source=')).toBeNull();
  });

  it('cuts long values and drops what looks like an email address', () => {
    const campaign = campaignFromQuery(
      `?utm_source=${'x'.repeat(500)}&utm_term=ada%40example.com&utm_content=<b>hi</b>`,
    );
    expect(campaign?.utm_source).toHaveLength(CAMPAIGN_VALUE_MAX_LENGTH);
    expect(campaign).not.toHaveProperty('utm_term');
    expect(campaign?.utm_content).toBe('<b>hi</b>'); // text: the cart shows it as text
  });
});

describe('keeping the campaign for the visit', () => {
  it('keeps the landing campaign; a later page without one keeps it', () => {
    const storage = memoryStorage();
    keepCampaign('?utm_source=newsletter&utm_campaign=may', storage);
    keepCampaign('?other=1', storage);
    expect(readCampaign(storage)).toEqual({ utm_source: 'newsletter', utm_campaign: 'may' });
  });

  it('with storage blocked, keeps it for the page', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    keepCampaign('?utm_source=podcast', blocked);
    expect(readCampaign(blocked)).toEqual({ utm_source: 'podcast' });
  });
});

describe('campaignAttributes', () => {
  it('names each value with an underscore key, in a fixed order', () => {
    expect(campaignAttributes({ utm_campaign: 'spring', utm_source: 'ig' })).toEqual([
      { key: '_utm_source', value: 'ig' },
      { key: '_utm_campaign', value: 'spring' },
    ]);
    expect(campaignAttributes(null)).toEqual([]);
  });
});
