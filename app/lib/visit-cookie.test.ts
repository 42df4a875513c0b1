// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://lumenhive.test/"}
import { afterEach, describe, expect, it } from 'vitest';
import {
  VISIT_COOKIES,
  clearVisitCookie,
  readVisitCookie,
  visitValue,
  writeVisitCookie,
} from './visit-cookie';

afterEach(() => {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name)
      document.cookie = `${name}=; Path=/; Max-Age=0${name.startsWith('__Host-') ? '; Secure' : ''}`;
  }
});

describe('visit cookies on https', () => {
  it('are written `__Host-` prefixed, and read back', () => {
    writeVisitCookie(VISIT_COOKIES.discount, 'SPRING 10');
    expect(document.cookie).toBe('__Host-lh_discount=SPRING%2010');
    expect(readVisitCookie(VISIT_COOKIES.discount)).toBe('SPRING 10');
  });

  it('a bare cookie (set by a plain-http server behind a proxy) is read, and forgotten with the other', () => {
    document.cookie = 'lh_discount=OLD; Path=/';
    expect(readVisitCookie(VISIT_COOKIES.discount)).toBe('OLD');
    writeVisitCookie(VISIT_COOKIES.discount, 'NEW');
    expect(readVisitCookie(VISIT_COOKIES.discount)).toBe('NEW');
    clearVisitCookie(VISIT_COOKIES.discount);
    expect(document.cookie).toBe('');
    expect(readVisitCookie(VISIT_COOKIES.discount)).toBeNull();
  });

  it('the prefixed name wins over the bare one', () => {
    const cookies = { lh_consent: 'denied', '__Host-lh_consent': 'granted' };
    expect(visitValue(cookies, VISIT_COOKIES.consent)).toBe('granted');
    expect(visitValue({}, VISIT_COOKIES.consent)).toBeNull();
  });
});
