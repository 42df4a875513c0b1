import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VISIT_COOKIES, clearVisitCookie, readVisitCookie } from '~/lib/visit-cookie';
import {
  CAMPAIGN_VALUE_MAX_LENGTH,
  campaignAttributes,
  campaignFromQuery,
  keepCampaign,
} from './campaign';

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
  beforeEach(() => clearVisitCookie(VISIT_COOKIES.campaign));

  it('keeps the landing campaign in the visit’s cookie; a later page without one keeps it', () => {
    keepCampaign('?utm_source=newsletter&utm_campaign=may');
    keepCampaign('?other=1');
    const kept = readVisitCookie(VISIT_COOKIES.campaign);
    // As the cart function reads it back.
    expect(campaignFromQuery(kept ?? '')).toEqual({
      utm_source: 'newsletter',
      utm_campaign: 'may',
    });
  });

  it('with cookies blocked, warns once and never throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => keepCampaign('?utm_source=podcast')).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
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
