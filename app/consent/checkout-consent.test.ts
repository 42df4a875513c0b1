import { describe, expect, it } from 'vitest';
import { isMarketingAllowed, visitorConsentFor } from './checkout-consent';
import { decideAdvertising } from './consent';

describe('visitorConsentFor (what the checkout is told)', () => {
  it.each([
    ['accepted, opt-in', 'opt-in', 'granted', false, { analytics: true, marketing: true }],
    [
      'not yet answered, opt-in',
      'opt-in',
      null,
      false,
      { analytics: false, marketing: false, saleOfData: false },
    ],
    [
      'rejected',
      'opt-in',
      'denied',
      false,
      { analytics: false, marketing: false, saleOfData: false },
    ],
    [
      'Global Privacy Control',
      'opt-in',
      'granted',
      true,
      { analytics: false, marketing: false, saleOfData: false },
    ],
    ['opt-out, no answer', 'opt-out', null, false, { analytics: true, marketing: true }],
    [
      'opt-out, said no',
      'opt-out',
      'denied',
      false,
      { analytics: false, marketing: false, saleOfData: false },
    ],
    [
      'opt-out with GPC',
      'opt-out',
      null,
      true,
      { analytics: false, marketing: false, saleOfData: false },
    ],
    ['off', 'off', null, true, null],
  ] as const)('%s', (_name, mode, stored, gpc, expected) => {
    expect(visitorConsentFor(mode, decideAdvertising(mode, stored, gpc))).toEqual(expected);
  });

  it('tells a no while the choice has not been read yet', () => {
    expect(visitorConsentFor('opt-out', null)).toEqual({
      analytics: false,
      marketing: false,
      saleOfData: false,
    });
  });
});

describe('isMarketingAllowed (the campaign goes with the order)', () => {
  it('after a yes, in opt-out until a no, and always in off', () => {
    expect(isMarketingAllowed('opt-in', decideAdvertising('opt-in', 'granted', false))).toBe(true);
    expect(isMarketingAllowed('opt-in', decideAdvertising('opt-in', null, false))).toBe(false);
    expect(isMarketingAllowed('opt-out', decideAdvertising('opt-out', null, false))).toBe(true);
    expect(isMarketingAllowed('opt-out', decideAdvertising('opt-out', null, true))).toBe(false);
    expect(isMarketingAllowed('off', null)).toBe(true);
  });
});
