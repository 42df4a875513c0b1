import { beforeEach, describe, expect, it } from 'vitest';
import { keepQuantityEarly, parseQuantity, readQuantityMark, withQuantity } from './quantity-early';

const PERMALINK = 'https://shop.test/cart/1:1?access_token=t';

/** Two pickers and the links the prerendered page has, as the shopper finds them. */
function prerenderedPage() {
  document.body.innerHTML = `
    <select data-quantity-picker><option>1</option><option>2</option><option>3</option></select>
    <select data-quantity-picker><option>1</option><option>2</option><option>3</option></select>
    <a data-cart-link href="${PERMALINK}">Order Now</a>
    <a data-cart-link href="${PERMALINK}&payment=shop_pay">Shop Pay</a>
    <a href="/wholesale">Wholesale</a>`;
}

function pick(picker: HTMLSelectElement | undefined, value: string) {
  if (!picker) throw new Error('no picker');
  picker.value = value;
  picker.dispatchEvent(new Event('change', { bubbles: true }));
}

const hrefs = () => [...document.querySelectorAll('a')].map((link) => link.getAttribute('href'));

beforeEach(() => {
  delete document.documentElement.dataset.jars;
  delete document.documentElement.dataset.hydrated;
});

describe('the quantity picker before hydration', () => {
  it('reads only 1 to 99 jars', () => {
    expect(['1', '3', '99', '0', '100', '-2', '2.5', '', 'x'].map(parseQuantity)).toEqual([
      1,
      3,
      99,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('changes the permalink’s quantity and nothing else', () => {
    expect(withQuantity(`${PERMALINK}&discount=A%26B`, 3)).toBe(
      'https://shop.test/cart/1:3?access_token=t&discount=A%26B',
    );
    expect(withQuantity('https://shop.test/products/honey', 3)).toBe(
      'https://shop.test/products/honey',
    );
  });

  it('carries a pick into every picker, every cart link and the page’s mark', () => {
    keepQuantityEarly();
    prerenderedPage();
    const pickers = [...document.querySelectorAll('select')];
    pick(pickers[1], '3');
    expect(pickers.map((picker) => picker.value)).toEqual(['3', '3']);
    expect(readQuantityMark()).toBe(3);
    expect(hrefs()).toEqual([
      'https://shop.test/cart/1:3?access_token=t',
      'https://shop.test/cart/1:3?access_token=t&payment=shop_pay',
      '/wholesale',
    ]);
  });

  it('writes the pick into a link parsed after it, at the tap', () => {
    keepQuantityEarly();
    document.documentElement.dataset.jars = '2';
    prerenderedPage();
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    document.querySelector('a')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(hrefs()[0]).toBe('https://shop.test/cart/1:2?access_token=t');
  });

  it('leaves everything to React once the page is hydrated', () => {
    keepQuantityEarly();
    prerenderedPage();
    document.documentElement.dataset.hydrated = '';
    pick(document.querySelector('select') ?? undefined, '3');
    expect(readQuantityMark()).toBeNull();
    expect(hrefs()[0]).toBe(PERMALINK);
  });
});
