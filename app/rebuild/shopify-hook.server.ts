/**
 * POST /hooks/shopify: an edit in Shopify's admin builds the site again. A webhook signs the body
 * (X-Shopify-Hmac-Sha256); Flow cannot sign, so it sends the secret as a Bearer token. One deploy
 * hook call per burst, after a delay: a build started at once would bake the old copy.
 */
import { BadRequest, plainText, readLimited } from '../lib/request.server';
import { withTimeLimit } from '../lib/time-limit';

export type RebuildEnv = {
  /** The app's client secret (webhooks), or the secret a Flow request sends. */
  SHOPIFY_WEBHOOK_SECRET?: string;
  /** The host's deploy hook: a POST starts a build. */
  DEPLOY_HOOK_URL?: string;
  /** How long an edit waits before the build starts; 20 by default. */
  DEPLOY_HOOK_DELAY_SECONDS?: string;
};

/** Shopify's largest payloads (a product with its variants) stay far under this. */
const MAX_BODY_BYTES = 1_048_576;
/** The edits that change what the site shows: its copy and pictures, and the product. */
const EDIT_TOPICS = /^(?:metaobjects|products|discounts)\/(?:create|update|delete)$/;
const DEFAULT_DELAY_SECONDS = 20;
const MAX_DELAY_SECONDS = 600;
const HOOK_TIME_LIMIT_MS = 10_000;
/** Deliveries remembered, to ignore Shopify's retries of one already taken. */
const SEEN_LIMIT = 1000;

/** One server's rebuilds: the call waiting to be made, and the deliveries taken. */
export type Rebuilds = { pending: Promise<void> | null; seen: Set<string> };
const rebuilds: Rebuilds = { pending: null, seen: new Set() };

export type HookCaller = {
  waitUntil: (work: Promise<unknown>) => void;
  /** How long the host lets work run after the response (Cloudflare: 30 s); unset: no end. */
  afterResponseMs?: number;
  fetchApi?: typeof fetch;
  timeLimitMs?: number;
};

export async function answerShopifyHook(
  request: Request,
  env: RebuildEnv,
  caller: HookCaller,
  state: Rebuilds = rebuilds,
): Promise<Response> {
  if (request.method !== 'POST') {
    return plainText(405, 'The hook takes a POST from Shopify.', { Allow: 'POST' });
  }
  const secret = env.SHOPIFY_WEBHOOK_SECRET?.trim();
  if (!secret) return notSetUp('SHOPIFY_WEBHOOK_SECRET');
  let body: Uint8Array<ArrayBuffer>;
  try {
    body = await readLimited(request, MAX_BODY_BYTES, 'body');
  } catch (error) {
    if (error instanceof BadRequest) return plainText(error.status, error.message);
    throw error;
  }
  const signature = request.headers.get('x-shopify-hmac-sha256');
  const bearer = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  const signed = signature
    ? await isSignedWith(secret, body, signature)
    : bearer !== undefined && (await isSameSecret(secret, bearer));
  if (!signed) return plainText(401, 'The request is not signed with the shop’s secret.');

  // A webhook names its topic; a Flow request is an edit by the brand's own workflow.
  const topic = request.headers.get('x-shopify-topic');
  if (signature && !EDIT_TOPICS.test(topic ?? '')) {
    return plainText(200, `Ignored: ${topic ?? 'no topic'} does not change the site.`);
  }
  const delivery = request.headers.get('x-shopify-webhook-id');
  if (delivery && state.seen.has(delivery)) return plainText(200, 'Already taken.');
  if (!env.DEPLOY_HOOK_URL?.trim()) return notSetUp('DEPLOY_HOOK_URL');
  if (delivery) remember(state.seen, delivery);
  const started = scheduleRebuild(env, caller, state);
  if (started === null) return plainText(200, 'A build is already on its way.');
  return plainText(200, `A build starts in ${started} s.`);
}

/** Calls the deploy hook after the delay unless a build waits: the seconds, or null (no call). */
export function scheduleRebuild(
  env: RebuildEnv,
  caller: HookCaller,
  state: Rebuilds = rebuilds,
): number | null {
  const hook = env.DEPLOY_HOOK_URL?.trim();
  if (!hook || state.pending) return null;
  const { fetchApi = fetch, timeLimitMs = HOOK_TIME_LIMIT_MS } = caller;
  const { seconds: delaySeconds } = rebuildDelay(env, caller.afterResponseMs, timeLimitMs);
  state.pending = wait(delaySeconds * 1000)
    .then(() => {
      // Edits from now on wait for a build of their own: this one may have read the store.
      state.pending = null;
      return withTimeLimit(timeLimitMs, `no answer in ${timeLimitMs} ms`, (signal) =>
        fetchApi(hook, { method: 'POST', signal }),
      );
    })
    .then(
      (response) => {
        if (!response.ok) console.error(`Rebuild: the deploy hook answered ${response.status}`);
      },
      (error: unknown) =>
        console.error(
          'Rebuild: the deploy hook could not be reached',
          error instanceof Error ? error.message : String(error),
        ),
    );
  caller.waitUntil(state.pending);
  return delaySeconds;
}

function notSetUp(variable: string): Response {
  console.error(`Rebuild: ${variable} is not set, so an edit in Shopify rebuilds nothing.`);
  return plainText(503, `The rebuild hook is not set up: ${variable} is not set.`);
}

/** DEPLOY_HOOK_DELAY_SECONDS held within what the host runs after a response (Cloudflare: 19 s). */
export function rebuildDelay(
  env: RebuildEnv,
  afterResponseMs?: number,
  hookLimitMs = HOOK_TIME_LIMIT_MS,
): { seconds: number; cutFrom: number | null } {
  const value = env.DEPLOY_HOOK_DELAY_SECONDS?.trim();
  const asked = Number(value || DEFAULT_DELAY_SECONDS);
  const wanted =
    Number.isInteger(asked) && asked >= 0 && asked <= MAX_DELAY_SECONDS
      ? asked
      : DEFAULT_DELAY_SECONDS;
  const most =
    afterResponseMs === undefined
      ? MAX_DELAY_SECONDS
      : Math.max(0, Math.floor((afterResponseMs - hookLimitMs) / 1000) - 1);
  const seconds = Math.min(wanted, most);
  // The default is the host's own when it cannot hold; only a delay someone set is reported.
  return { seconds, cutFrom: value && wanted > most ? wanted : null };
}

let saidDelayCut = false;

/** Said once per server when the delay set cannot hold here: the build starts sooner. */
export function warnOfCutRebuildDelay(env: RebuildEnv, afterResponseMs: number): boolean {
  if (saidDelayCut || !env.DEPLOY_HOOK_URL?.trim()) return false;
  const { seconds, cutFrom } = rebuildDelay(env, afterResponseMs);
  if (cutFrom === null) return false;
  saidDelayCut = true;
  console.warn(
    `Rebuild: DEPLOY_HOOK_DELAY_SECONDS is ${cutFrom}, but this host ends work ${afterResponseMs / 1000} s after a response (${HOOK_TIME_LIMIT_MS / 1000} s of it for the deploy hook): an edit’s build starts after ${seconds} s.`,
  );
  return true;
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function remember(seen: Set<string>, delivery: string) {
  seen.add(delivery);
  // The oldest go first: a Set keeps the order it was filled in.
  for (const old of seen) {
    if (seen.size <= SEEN_LIMIT) break;
    seen.delete(old);
  }
}

const encoder = new TextEncoder();

function hmacKey(secret: string): Promise<CryptoKey> {
  const algorithm = { name: 'HMAC', hash: 'SHA-256' };
  return crypto.subtle.importKey('raw', encoder.encode(secret), algorithm, false, [
    'sign',
    'verify',
  ]);
}

/** Whether `signature` is the body's HMAC with the secret; Web Crypto compares in constant time. */
async function isSignedWith(secret: string, body: BufferSource, signature: string) {
  let given: Uint8Array<ArrayBuffer>;
  try {
    given = Uint8Array.from(atob(signature.trim()), (char) => char.charCodeAt(0));
  } catch {
    return false;
  }
  return crypto.subtle.verify('HMAC', await hmacKey(secret), given, body);
}

/** Whether `given` is the secret: its HMAC checked against the secret's, in constant time. */
async function isSameSecret(secret: string, given: string) {
  const key = await hmacKey(secret);
  const expected = await crypto.subtle.sign('HMAC', key, encoder.encode(secret));
  return crypto.subtle.verify('HMAC', key, expected, encoder.encode(given));
}
