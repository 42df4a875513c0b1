import { afterEach, describe, expect, it } from 'vitest';
import { formatLongDate, localIsoDate } from './last-updated';

describe('formatLongDate', () => {
  it('writes the date as en-US long style does, for every month', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
    for (let month = 0; month < 12; month += 1) {
      for (const day of [1, 9, 28]) {
        const iso = `2026-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        expect(formatLongDate(iso)).toBe(intl.format(new Date(2026, month, day)));
      }
    }
  });
});

describe('localIsoDate', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it("is the visitor's calendar day, not UTC's", () => {
    process.env.TZ = 'America/Los_Angeles';
    // 03:00 UTC on November 23 is still the evening of November 22 in California.
    expect(localIsoDate(new Date(Date.UTC(2026, 10, 23, 3, 0)))).toBe('2026-11-22');
    process.env.TZ = 'Asia/Tokyo';
    expect(localIsoDate(new Date(Date.UTC(2026, 10, 22, 20, 0)))).toBe('2026-11-23');
  });
});
