/** Klaviyo's client API (public key only): a subscription with only the address and list or jar. */
import type { ListConfig } from '../config';
import { withTimeLimit } from '../lib/time-limit';

/** What the visitor asked for: the news list, or word when the jar is back. */
export type ListRequest = { kind: 'news' } | { kind: 'waitlist'; variantId: string };
export type JoinResult = 'ok' | 'refused' | 'unavailable';
export type ListProvider = (email: string, request: ListRequest) => Promise<JoinResult>;

/** The API revision this module is written against (Klaviyo's `revision` header). */
const KLAVIYO_REVISION = '2026-10-15';
const KLAVIYO_ORIGIN = 'https://a.klaviyo.com';
const TIME_LIMIT_MS = 8000;

type Options = { origin?: string; fetchApi?: typeof fetch; timeLimitMs?: number };

export function klaviyo(
  config: ListConfig,
  { origin = KLAVIYO_ORIGIN, fetchApi = fetch, timeLimitMs = TIME_LIMIT_MS }: Options = {},
): ListProvider {
  return async (email, request) => {
    const path =
      request.kind === 'news' ? '/client/subscriptions' : '/client/back-in-stock-subscriptions';
    const url = `${origin}${path}?company_id=${encodeURIComponent(config.siteKey)}`;
    try {
      const response = await withTimeLimit(
        timeLimitMs,
        `no answer in ${timeLimitMs} ms`,
        (signal) =>
          fetchApi(url, {
            method: 'POST',
            headers: {
              'Content-Type': 'application/vnd.api+json',
              Accept: 'application/vnd.api+json',
              revision: KLAVIYO_REVISION,
            },
            body: JSON.stringify(klaviyoBody(email, request, config.listId)),
            signal,
          }),
      );
      await response.body?.cancel();
      if (response.ok) return 'ok';
      // Never the address in a log: the status says enough.
      console.error(`List: Klaviyo answered HTTP ${response.status} (${request.kind})`);
      return response.status >= 400 && response.status < 500 && response.status !== 429
        ? 'refused'
        : 'unavailable';
    } catch (error) {
      console.error(
        `List: Klaviyo not reached (${error instanceof Error ? error.message : 'error'})`,
      );
      return 'unavailable';
    }
  };
}

/** The JSON:API body of each client endpoint: the profile's email and the list or variant. */
function klaviyoBody(email: string, request: ListRequest, listId: string) {
  const profile = { data: { type: 'profile', attributes: { email } } };
  if (request.kind === 'news') {
    return {
      data: {
        type: 'subscription',
        attributes: { profile },
        relationships: { list: { data: { type: 'list', id: listId } } },
      },
    };
  }
  return {
    data: {
      type: 'back-in-stock-subscription',
      attributes: { channels: ['EMAIL'], profile },
      relationships: {
        // The Shopify integration's catalog: $shopify:::$default:::{variant id}
        variant: {
          data: { type: 'catalog-variant', id: `$shopify:::$default:::${request.variantId}` },
        },
      },
    },
  };
}
