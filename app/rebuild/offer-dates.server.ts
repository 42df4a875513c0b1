/** A discount that ends or starts by its own date is not an edit, so no webhook builds the site
 * again: the first request the server takes after that date does, once per server (per isolate on
 * Cloudflare, Netlify and Vercel: a build or two more, never a loop, as the new build's date is
 * later). The hydrated page hides an ended offer itself (store-provider.tsx). */
import {
  type HookCaller,
  type Rebuilds,
  type RebuildEnv,
  scheduleRebuild,
} from './shopify-hook.server';

const asked = { done: false };

/** Whether this request started the build (or found one on its way). */
export function rebuildAfterOfferDate(
  changesAt: string | null | undefined,
  env: RebuildEnv,
  caller: HookCaller,
  {
    now = Date.now(),
    state = asked,
    rebuilds,
  }: { now?: number; state?: { done: boolean }; rebuilds?: Rebuilds } = {},
): boolean {
  if (state.done || !changesAt || now < Date.parse(changesAt)) return false;
  state.done = true;
  if (!env.DEPLOY_HOOK_URL?.trim()) {
    console.warn(
      `Offer: the store's discounts changed at ${changesAt}, but DEPLOY_HOOK_URL is not set: the pages show the old offer until the next build.`,
    );
    return false;
  }
  const seconds = scheduleRebuild(env, caller, rebuilds);
  console.warn(
    `Offer: the store's discounts changed at ${changesAt}: ${seconds === null ? 'a build is already on its way' : `building the site again in ${seconds} s`}.`,
  );
  return true;
}
