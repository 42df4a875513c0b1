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
  document.cookie = 'lh_discount=; Max-Age=0; Path=/';
  document.cookie = 'lh_campaign=; Max-Age=0; Path=/';
});

/** The discount link and the landing campaign into the visit's cookies (1.5 kB now, 2.7 kB before the buy form); React Router's hydration call. */
const EARLY_SCRIPT_BYTES = { visit: 1600, hydration: 1500 };

describe('the early scripts as the pages inline them', () => {
  it.each(['visit', 'hydration'] as const)(
    '%s: one minified function, called at once, with nothing imported or left global',
    async (name) => {
      const code = await bundleEarlyScript(name);
      expect(code).toMatch(/^\(function\(\)\{[^\n]+\}\)\(\)$/);
      expect(code).not.toMatch(/\bimport\b|\bexport\b/);
      // Inlined in every page's <head>, ahead of everything: kept small (minified bytes).
      expect(code.length).toBeLessThan(EARLY_SCRIPT_BYTES[name]);
    },
  );

  it('visit: keeps the link’s code and the landing campaign in the visit’s cookies, first thing', async () => {
    window.history.replaceState(null, '', '/?utm_source=ig&discount=SPRING10');
    runInline(await bundleEarlyScript('visit'));
    expect(document.documentElement.dataset.discount).toBe('SPRING10');
    expect(location.search).toBe('?utm_source=ig');
    expect(document.cookie.split('; ').sort()).toEqual([
      'lh_campaign=utm_source%3Dig',
      'lh_discount=SPRING10',
    ]);
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
