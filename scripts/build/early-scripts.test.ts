import { afterEach, describe, expect, it, vi } from 'vitest';
import { bundleEarlyScript } from './early-scripts';

/** Runs an inline script's text as a page would (a classic script, or a module's body). */
function runInline(code: string, names: Record<string, unknown> = {}) {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the built script's own text
  const run = new Function(...Object.keys(names), code) as (...values: unknown[]) => void;
  run(...Object.values(names));
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  delete document.documentElement.dataset.discount;
  delete document.documentElement.dataset.jars;
  document.body.innerHTML = '';
  sessionStorage.clear();
});

/** The discount link, the landing campaign and the quantity picker (2.6 kB now); React Router's hydration call. */
const EARLY_SCRIPT_BYTES = { 'cart-links': 2800, hydration: 1500 };

describe('the early scripts as the pages inline them', () => {
  it.each(['cart-links', 'hydration'] as const)(
    '%s: one minified function, called at once, with nothing imported or left global',
    async (name) => {
      const code = await bundleEarlyScript(name);
      expect(code).toMatch(/^\(function\(\)\{[^\n]+\}\)\(\)$/);
      expect(code).not.toMatch(/\bimport\b|\bexport\b/);
      // Inlined in every page's <head>, ahead of everything: kept small (minified bytes).
      expect(code.length).toBeLessThan(EARLY_SCRIPT_BYTES[name]);
    },
  );

  it('cart-links: marks the page with the link’s code before anything else runs', async () => {
    window.history.replaceState(null, '', '/?discount=SPRING10');
    runInline(await bundleEarlyScript('cart-links'));
    expect(document.documentElement.dataset.discount).toBe('SPRING10');
    expect(location.search).toBe('');
  });

  it('cart-links: a pick of three jars before hydration goes into the cart link', async () => {
    runInline(await bundleEarlyScript('cart-links'));
    document.body.innerHTML = `
      <select data-quantity-picker><option>1</option><option>3</option></select>
      <a data-cart-link href="https://shop.test/cart/1:1?access_token=t">Order Now</a>`;
    const picker = document.querySelector('select');
    if (!picker) throw new Error('no picker');
    picker.value = '3';
    picker.dispatchEvent(new Event('change', { bubbles: true }));
    expect(document.querySelector('a')?.getAttribute('href')).toBe(
      'https://shop.test/cart/1:3?access_token=t',
    );
  });

  it('hydration: runs the page’s own hydrate and preloads its modules', async () => {
    const pageHydrate = vi.fn(() => Promise.resolve());
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    runInline(await bundleEarlyScript('hydration'), {
      pageHydrate,
      pageModules: ['/assets/root-1.js'],
    });
    await vi.waitFor(() => expect(pageHydrate).toHaveBeenCalledTimes(1));
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe(
      '/assets/root-1.js',
    );
  });
});
