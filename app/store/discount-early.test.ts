import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISCOUNT_STORAGE_KEY, keepDiscountEarly } from './discount-early';
import { forgetDiscountCode, readDiscountCode } from './discount';

// What the built pages run at the top of their <head>, in this document.
function runEarlyScript(path: string) {
  window.history.replaceState(null, '', path);
  keepDiscountEarly();
}

beforeEach(() => {
  sessionStorage.clear();
  delete document.documentElement.dataset.discount;
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = '';
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the discount link’s early script', () => {
  it('keeps the code for the visit, marks the page and takes it out of the address bar', () => {
    runEarlyScript('/wholesale?utm_source=ig&discount=%20SPRING10%20#top');
    expect(document.documentElement.dataset.discount).toBe('SPRING10');
    expect(sessionStorage.getItem(DISCOUNT_STORAGE_KEY)).toBe('SPRING10');
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

  it('with storage blocked, keeps the code for the page’s life', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    runEarlyScript('/?discount=SPRING10');
    expect(readDiscountCode()).toBe('SPRING10');
  });

  it('adds the code to every cart link before hydration, URL-encoded, and not after', () => {
    document.body.innerHTML = `
      <a data-cart-link href="https://shop.test/cart/1:1?access_token=t">Order Now</a>
      <a data-cart-link href="https://shop.test/cart/1:1?access_token=t&payment=shop_pay">Shop Pay</a>
      <a href="/wholesale">Wholesale</a>`;
    runEarlyScript('/?discount=ÉTÉ%2610%20%F0%9F%90%9D');
    document.addEventListener('click', (event) => event.preventDefault());
    const links = [...document.querySelectorAll('a')];
    links[0]?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://shop.test/cart/1:1?access_token=t&discount=%C3%89T%C3%89%2610+%F0%9F%90%9D',
      'https://shop.test/cart/1:1?access_token=t&payment=shop_pay&discount=%C3%89T%C3%89%2610+%F0%9F%90%9D',
      '/wholesale',
    ]);

    // Once React runs the links, it alone decides their href (a removed code stays removed).
    document.documentElement.dataset.hydrated = '';
    forgetDiscountCode();
    links[0]?.setAttribute('href', 'https://shop.test/cart/1:1?access_token=t');
    links[0]?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(links[0]?.getAttribute('href')).toBe('https://shop.test/cart/1:1?access_token=t');
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
    expect(sessionStorage.length).toBe(0);
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
