import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VISIT_COOKIES, clearVisitCookie, readVisitCookie } from '~/lib/visit-cookie';
import { keepDiscountEarly } from './discount-early';
import { forgetDiscountCode, readDiscountCode } from './discount';

// What the built pages run at the top of their <head>, in this document.
function runEarlyScript(path: string) {
  window.history.replaceState(null, '', path);
  keepDiscountEarly();
}

beforeEach(() => {
  clearVisitCookie(VISIT_COOKIES.discount);
  delete document.documentElement.dataset.discount;
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = '';
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the discount link’s early script', () => {
  it('keeps the code for the visit, marks the page and takes it out of the address bar', () => {
    runEarlyScript('/wholesale?utm_source=ig&discount=%20SPRING10%20#top');
    expect(document.documentElement.dataset.discount).toBe('SPRING10');
    // The visit's cookie: the cart function reads it from a plain form post.
    expect(readVisitCookie(VISIT_COOKIES.discount)).toBe('SPRING10');
    expect(document.cookie).toContain('lh_discount=SPRING10');
    expect(`${location.pathname}${location.search}${location.hash}`).toBe(
      '/wholesale?utm_source=ig#top',
    );
    expect(readDiscountCode()).toBe('SPRING10');
  });

  it('finds the kept code on a later page of the visit, and forgets it when asked', () => {
    runEarlyScript('/?discount=SPRING10');
    delete document.documentElement.dataset.discount;
    runEarlyScript('/contact');
    expect(readDiscountCode()).toBe('SPRING10');
    forgetDiscountCode();
    expect(readDiscountCode()).toBeNull();
    runEarlyScript('/');
    expect(readDiscountCode()).toBeNull();
  });

  it.each([
    ['4,000 characters', 'A'.repeat(4000)],
    ['256 characters', 'B'.repeat(256)],
    ['a control character', 'SPRING%0A10'],
    ['only spaces', '%20%20'],
  ])('ignores a code of %s with one console warning', (_name, value) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    runEarlyScript(`/?discount=${value}`);
    expect(readDiscountCode()).toBeNull();
    expect(readVisitCookie(VISIT_COOKIES.discount)).toBeNull();
    expect(location.search).toBe('');
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/Discount link ignored/);
  });

  it('takes up to 255 characters, Unicode counted as characters, and markup as text', () => {
    runEarlyScript(`/?discount=${'🐝'.repeat(255)}`);
    expect(readDiscountCode()).toBe('🐝'.repeat(255));
    const markup = '<img src=x onerror=alert(1)>';
    runEarlyScript(`/?discount=${encodeURIComponent(markup)}`);
    expect(readDiscountCode()).toBe(markup);
    expect(document.querySelector('img')).toBeNull();
  });

  it('never throws, even where the page cannot be read as a URL', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(window.history, 'replaceState').mockImplementationOnce(() => {
      throw new Error('denied');
    });
    expect(() => {
      window.history.pushState(null, '', '/?discount=SPRING10');
      keepDiscountEarly();
    }).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
  });
});
