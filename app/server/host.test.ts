// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAKE_STORE_CONFIG } from '../../checks/support/fake-store-answers.mjs';

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

/** A fresh server: the line is said once per process (or isolate). */
async function freshHost() {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return { ...(await import('./host')), warn };
}

describe('a server without the private Storefront token', () => {
  it('says so in one line, once, however many requests come', async () => {
    const { warnWithoutPrivateToken, warn } = await freshHost();
    for (let request = 0; request < 3; request += 1) warnWithoutPrivateToken({}, FAKE_STORE_CONFIG);
    expect(warn.mock.calls).toEqual([
      [
        'Cart: SHOPIFY_PRIVATE_TOKEN is not set, so the store is asked with the public token and Shopify sees every cart as one client (docs/services.md).',
      ],
    ]);
  });

  it('says nothing with the token, or without a store to ask', async () => {
    const { warnWithoutPrivateToken, warn } = await freshHost();
    warnWithoutPrivateToken({ SHOPIFY_PRIVATE_TOKEN: 'shpat_x' }, FAKE_STORE_CONFIG);
    warnWithoutPrivateToken({ SHOPIFY_PRIVATE_TOKEN: '  ' }, null);
    expect(warn).not.toHaveBeenCalled();
  });
});
