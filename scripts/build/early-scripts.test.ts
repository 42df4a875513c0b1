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
  sessionStorage.clear();
});

describe('the early scripts as the pages inline them', () => {
  it.each(['discount', 'hydration'] as const)(
    '%s: one minified function, called at once, with nothing imported or left global',
    async (name) => {
      const code = await bundleEarlyScript(name);
      expect(code).toMatch(/^\(function\(\)\{[^\n]+\}\)\(\)$/);
      expect(code).not.toMatch(/\bimport\b|\bexport\b/);
      expect(code.length).toBeLessThan(1500);
    },
  );

  it('discount: marks the page with the link’s code before anything else runs', async () => {
    window.history.replaceState(null, '', '/?discount=SPRING10');
    runInline(await bundleEarlyScript('discount'));
    expect(document.documentElement.dataset.discount).toBe('SPRING10');
    expect(location.search).toBe('');
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
