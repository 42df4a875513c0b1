// @vitest-environment node
import { expect, it, vi } from 'vitest';
import { FAKE_VARIANT_GID } from '../../checks/support/fake-store-answers.mjs';
import { TEST_SITE, handleRequest, withFakeStore } from '~/server/host.fixtures';

const fake = withFakeStore('198.51.100.');

it('the live product’s GET after the offer’s date starts one build; the answer is the product', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const hook = `${fake.store.origin}/__fake/deploy-hook/offer-date`;
  const work: Promise<unknown>[] = [];
  const given = {
    site: { ...TEST_SITE, offerChangesAt: '2026-11-28T12:00:00Z' },
    env: {
      SHOPIFY_API_ORIGIN: fake.store.origin,
      DEPLOY_HOOK_URL: hook,
      DEPLOY_HOOK_DELAY_SECONDS: '0',
    },
    clientIp: fake.shopper,
    waitUntil: (each: Promise<unknown>) => void work.push(each),
  };
  const get = () => handleRequest(new Request('https://lumenhive.test/product.json'), given);
  const [first, second] = [await get(), await get()];
  expect([first.status, second.status]).toEqual([200, 200]);
  expect(((await first.json()) as { variantGid: string }).variantGid).toBe(FAKE_VARIANT_GID);
  await Promise.all(work);
  expect(await (await fetch(hook)).json()).toHaveLength(1);
});
