/** What the host tells the actions and loaders per request (scripts/hosts/); the prerender, none. */
import { type RouterContextProvider, createContext } from 'react-router';
import { type SiteConfig, config } from '../config';
import type { CartCaller, ServerEnv } from '../store/cart.server';
import type { Conversions, ConversionsEnv } from '../tracking/conversions.server';
import type { ListEnv } from '../list/list.server';
import type { RebuildEnv } from '../rebuild/shopify-hook.server';
import type { SignUpLimit } from '../list/sign-up-limit.server';
import type { Product } from '../store/product';
import { offerAtBuild, offerChangesAt as offerChangesAtBuild, productAtBuild } from '#store-facts';
import type { Offer } from '../store/offer';

export type HostEnv = ServerEnv & ConversionsEnv & ListEnv & RebuildEnv;

export type Host = {
  env: HostEnv;
  clientIp: string | null;
  /** Work after the response (the host's waitUntil; on Node it just runs). */
  waitUntil: (work: Promise<unknown>) => void;
  /** How long `waitUntil` work may run after the response (Cloudflare: 30 s); unset: no end. */
  afterResponseMs?: number;
  /** The page is on https behind a proxy that ends TLS (X-Forwarded-Proto, TRUST_PROXY). */
  isBehindHttps?: boolean;
  /** How many sign-ups an address may send (Cloudflare's binding); else this server's count. */
  signUpLimit?: SignUpLimit;
  /** The agents' calls per address (Cloudflare's binding); else this server's count. */
  agentLimit?: SignUpLimit;
  /** Tests only: the fetch and the time limits the server's calls get. */
  fetchApi?: typeof fetch;
  storeTimeLimitMs?: number;
  metaTimeLimitMs?: number;
  listTimeLimitMs?: number;
};

/** Null while prerendering: no host, no request of a shopper. */
export const hostContext = createContext<Host | null>(null);

/** What the server paths need of the site's public configuration, and the jar the build found. */
export type Site = Pick<
  SiteConfig,
  'store' | 'consentMode' | 'contactEmail' | 'metaPixelId' | 'list'
> & { jar?: Product | null; offer?: Offer | null; offerChangesAt?: string | null };

function siteOf({ store, consentMode, contactEmail, metaPixelId, list }: SiteConfig): Site {
  const jar = productAtBuild;
  const offer = offerAtBuild;
  const offerChangesAt = offerChangesAtBuild;
  return { store, consentMode, contactEmail, metaPixelId, list, jar, offer, offerChangesAt };
}

export const siteContext = createContext<Site>(siteOf(config));

export type Server = Host & { site: Site };

/** Every server-only variable the actions read, by name: what a host must pass on. */
const SERVER_VARIABLES: Record<keyof HostEnv, true> = {
  SHOPIFY_PRIVATE_TOKEN: true,
  SHOPIFY_API_ORIGIN: true,
  META_ACCESS_TOKEN: true,
  META_TEST_EVENT_CODE: true,
  META_GRAPH_API_VERSION: true,
  META_GRAPH_ORIGIN: true,
  KLAVIYO_API_ORIGIN: true,
  SHOPIFY_WEBHOOK_SECRET: true,
  DEPLOY_HOOK_URL: true,
  DEPLOY_HOOK_DELAY_SECONDS: true,
};
const SERVER_VARIABLE_NAMES = Object.keys(SERVER_VARIABLES) as (keyof HostEnv)[];

export function hostEnv(source: Record<string, unknown>): HostEnv {
  const env: HostEnv = {};
  for (const name of SERVER_VARIABLE_NAMES) {
    const value = source[name];
    if (typeof value === 'string') env[name] = value;
  }
  return env;
}

let saidNoPrivateToken = false;

/** Said once: with the public token, Shopify sees every cart as one client (no shopper address). */
export function warnWithoutPrivateToken(env: HostEnv, store = config.store): boolean {
  if (saidNoPrivateToken || !store || env.SHOPIFY_PRIVATE_TOKEN?.trim()) return false;
  saidNoPrivateToken = true;
  console.warn(
    'Cart: SHOPIFY_PRIVATE_TOKEN is not set, so the store is asked with the public token and Shopify sees every cart as one client (docs/services.md).',
  );
  return true;
}

/** Whether the shopper's page is on https: its cookies are then `__Host-` and Secure. */
export function isSecureVisit(request: Request, host: Host): boolean {
  return host.isBehindHttps === true || new URL(request.url).protocol === 'https:';
}

export function storeCaller(host: Host): CartCaller {
  return { clientIp: host.clientIp, fetchApi: host.fetchApi, timeLimitMs: host.storeTimeLimitMs };
}

export function conversionsOf(host: Server): Conversions {
  return {
    env: host.env,
    site: host.site,
    clientIp: host.clientIp,
    waitUntil: host.waitUntil,
    fetchApi: host.fetchApi,
    timeLimitMs: host.metaTimeLimitMs,
  };
}

/** The host of a request the server answers; only the prerender has none, and it never posts. */
export function serverOf(context: Readonly<RouterContextProvider>): Server {
  const host = context.get(hostContext);
  if (!host) throw new Error('No host: a server path was asked while prerendering.');
  return { ...host, site: context.get(siteContext) };
}
