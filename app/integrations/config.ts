/**
 * The only reader of import.meta.env. Every value is public (it ends up in the bundle):
 * never put a secret in a VITE_* variable. Optional services that are not set up are `null`.
 */
export type SiteConfig = {
  /** Where visitors can always write to us; shown in fallbacks and error messages. */
  contactEmail: string;
  /** Canonical origin of the deployed site, without a trailing slash. */
  siteUrl: string;
  /** EmailJS, for the contact form; null until public key, service and template are all set. */
  email: EmailConfig | null;
  /** Google reCAPTCHA v2 (checkbox) site key; null when unset. */
  captchaSiteKey: string | null;
  /** Shopify Storefront API for the buy buttons; null until domain, token and product are set. */
  store: StoreConfig | null;
  /** The store variables that are missing, to name them in one console warning. */
  missingStoreVariables: string[];
};

export type StoreConfig = {
  /** e.g. lumen-hive.myshopify.com */
  domain: string;
  publicAccessToken: string;
  /** The product as a Storefront global id: gid://shopify/Product/N. */
  productGid: string;
  apiVersion: string;
};

/** A current stable Storefront API version (Shopify supports each for twelve months). */
export const DEFAULT_STOREFRONT_API_VERSION = '2026-10';
const STORE_VARIABLES = [
  'VITE_SHOPIFY_DOMAIN',
  'VITE_SHOPIFY_STOREFRONT_TOKEN',
  'VITE_SHOPIFY_PRODUCT_ID',
] as const;

export type EmailConfig = {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** API origin; the EmailJS default unless VITE_EMAILJS_ORIGIN overrides it. */
  origin: string;
  /** Sender addresses EmailJS refuses to send for (its blockList, watching the email field). */
  blockedEmails: string[];
};

/** Spec §5: the form only sends when the service id is not this placeholder default. */
export const PLACEHOLDER_SERVICE_ID = 'YOUR_SERVICE_ID';
export const DEFAULT_EMAILJS_ORIGIN = 'https://api.emailjs.com';

type Env = Record<string, string | boolean | undefined>;

export const DEFAULT_CONTACT_EMAIL = 'hello@lumenhive.com';
export const DEFAULT_SITE_URL = 'https://lumenhive.com';

export function readConfig(env: Env): SiteConfig {
  return {
    contactEmail: readString(env, 'VITE_CONTACT_EMAIL') ?? DEFAULT_CONTACT_EMAIL,
    siteUrl: withoutTrailingSlash(readString(env, 'VITE_SITE_URL') ?? DEFAULT_SITE_URL),
    email: readEmailConfig(env),
    captchaSiteKey: readString(env, 'VITE_RECAPTCHA_SITE_KEY'),
    store: readStoreConfig(env),
    missingStoreVariables: STORE_VARIABLES.filter((name) => readString(env, name) === null),
  };
}

function readStoreConfig(env: Env): StoreConfig | null {
  const domain = readString(env, 'VITE_SHOPIFY_DOMAIN');
  const publicAccessToken = readString(env, 'VITE_SHOPIFY_STOREFRONT_TOKEN');
  const productId = readString(env, 'VITE_SHOPIFY_PRODUCT_ID');
  const productGid = productId === null ? null : toProductGid(productId);
  if (!domain || !publicAccessToken || !productGid) return null;
  return {
    domain: withoutTrailingSlash(domain.replace(/^https?:\/\//, '')),
    publicAccessToken,
    productGid,
    apiVersion: readString(env, 'VITE_SHOPIFY_API_VERSION') ?? DEFAULT_STOREFRONT_API_VERSION,
  };
}

const PRODUCT_GID = /^gid:\/\/shopify\/Product\/\d+$/;

/** Accepts a numeric product id or a Product gid; anything else is null. */
export function toProductGid(id: string): string | null {
  if (/^\d+$/.test(id)) return `gid://shopify/Product/${id}`;
  return PRODUCT_GID.test(id) ? id : null;
}

function readEmailConfig(env: Env): EmailConfig | null {
  const publicKey = readString(env, 'VITE_EMAILJS_PUBLIC_KEY');
  const serviceId = readString(env, 'VITE_EMAILJS_SERVICE_ID') ?? PLACEHOLDER_SERVICE_ID;
  const templateId = readString(env, 'VITE_EMAILJS_TEMPLATE_ID');
  if (!publicKey || !templateId || serviceId === PLACEHOLDER_SERVICE_ID) return null;
  return {
    publicKey,
    serviceId,
    templateId,
    origin: withoutTrailingSlash(readString(env, 'VITE_EMAILJS_ORIGIN') ?? DEFAULT_EMAILJS_ORIGIN),
    blockedEmails: (readString(env, 'VITE_EMAILJS_BLOCKED_EMAILS') ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
  };
}

export const config: SiteConfig = readConfig(import.meta.env);

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function readString(env: Env, name: string): string | null {
  const value = env[name];
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}
