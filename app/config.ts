// Relative, not ~/: the build reads this file through react-router.config.ts, without the alias.
import { CONSENT_MODES, type ConsentMode, DEFAULT_CONSENT_MODE } from './consent/consent-mode.ts';

/** The only reader of import.meta.env. Every value ends up in the bundle: no secrets here. */
export type SiteConfig = {
  contactEmail: string;
  siteUrl: string;
  /** EmailJS, for the contact form; null until public key, service and template are all set. */
  email: EmailConfig | null;
  captchaSiteKey: string | null;
  /** Shopify Storefront API for the buy buttons; null until domain, token and product are set. */
  store: StoreConfig | null;
  /** The store variables that are missing, to name them in one console warning. */
  missingStoreVariables: string[];
  metaPixelId: string | null;
  consentMode: ConsentMode;
  wholesale: WholesaleConfig;
  /** The email list (Klaviyo): its public site key and list id; null until both are set. */
  list: ListConfig | null;
  /** Variables that are set but malformed (treated as unset), for one console warning. */
  invalidVariables: string[];
};

export type WholesaleConfig = {
  iframeUrl: string | null;
  /** The widget script (https only) and the brand it shows; null unless both are set. */
  widget: { scriptUrl: string; brandSlug: string } | null;
};

/** Klaviyo's public site key (company id) and list id, for the list and waitlist forms. */
export type ListConfig = { provider: 'klaviyo'; siteKey: string; listId: string };

export type StoreConfig = {
  domain: string;
  publicAccessToken: string;
  productGid: string;
  /** VITE_SHOPIFY_VARIANT_ID as a gid; null: the product's first variant, per the store. */
  variantGid: string | null;
  apiVersion: string;
  /** "Buy with Shop Pay" under each "Order Now" (VITE_SHOP_PAY=true; Shop Pay on in the store). */
  shopPay: boolean;
  /** The most jars one order may hold (VITE_MAX_QUANTITY, 1 to 99; 6 unless set). */
  maxQuantity: number;
  /** Where subscribers manage deliveries: VITE_SHOPIFY_ACCOUNT_URL, else {domain}/account. */
  accountUrl: string;
};

/** A current stable Storefront API version (Shopify supports each for twelve months). */
export const DEFAULT_STOREFRONT_API_VERSION = '2026-10';
const DEFAULT_MAX_QUANTITY = 6;
const STORE_VARIABLES = [
  'VITE_SHOPIFY_DOMAIN',
  'VITE_SHOPIFY_STOREFRONT_TOKEN',
  'VITE_SHOPIFY_PRODUCT_ID',
] as const;

export type EmailConfig = {
  publicKey: string;
  serviceId: string;
  templateId: string;
  origin: string;
  blockedEmails: string[];
};

/** The form only sends when the service id is not this placeholder default. */
export const PLACEHOLDER_SERVICE_ID = 'YOUR_SERVICE_ID';
export const DEFAULT_EMAILJS_ORIGIN = 'https://api.emailjs.com';

type Env = Record<string, string | boolean | undefined>;

export const DEFAULT_CONTACT_EMAIL = 'hello@lumenhive.com';
export const DEFAULT_SITE_URL = 'https://lumenhive.com';

/** The one wording, at build and in the browser, for settings that are set but malformed. */
export function describeInvalidSettings(invalidVariables: readonly string[]): string | null {
  if (invalidVariables.length === 0) return null;
  const consentNote = invalidVariables.includes('VITE_CONSENT_MODE')
    ? ' (an unknown VITE_CONSENT_MODE means opt-in)'
    : '';
  return `Malformed settings, treated as unset${consentNote}: ${invalidVariables.join(', ')}. See .env.example.`;
}

export function readConfig(env: Env): SiteConfig {
  const invalidVariables: string[] = [];
  return {
    contactEmail: readString(env, 'VITE_CONTACT_EMAIL') ?? DEFAULT_CONTACT_EMAIL,
    siteUrl: withoutTrailingSlash(readString(env, 'VITE_SITE_URL') ?? DEFAULT_SITE_URL),
    email: readEmailConfig(env),
    captchaSiteKey: readString(env, 'VITE_RECAPTCHA_SITE_KEY'),
    store: readStoreConfig(env, invalidVariables),
    missingStoreVariables: STORE_VARIABLES.filter((name) => readString(env, name) === null),
    metaPixelId: readMatching(env, 'VITE_META_PIXEL_ID', /^\d+$/, invalidVariables),
    consentMode: readConsentMode(env, invalidVariables),
    wholesale: readWholesaleConfig(env, invalidVariables),
    list: readListConfig(env, invalidVariables),
    invalidVariables,
  };
}

/** An unknown mode is named as invalid and the strictest one applies. */
function readConsentMode(env: Env, invalid: string[]): ConsentMode {
  const value = readString(env, 'VITE_CONSENT_MODE');
  if (value === null) return DEFAULT_CONSENT_MODE;
  const mode = CONSENT_MODES.find((known) => known === value);
  if (mode) return mode;
  invalid.push('VITE_CONSENT_MODE');
  return DEFAULT_CONSENT_MODE;
}

function readWholesaleConfig(env: Env, invalid: string[]): WholesaleConfig {
  const scriptUrl = readHttpsUrl(env, 'VITE_WHOLESALE_WIDGET_SCRIPT_URL', invalid);
  const brandSlug = readMatching(env, 'VITE_WHOLESALE_BRAND_SLUG', /^[\w-]+$/, invalid);
  return {
    iframeUrl: readHttpsUrl(env, 'VITE_WHOLESALE_IFRAME_URL', invalid),
    widget: scriptUrl && brandSlug ? { scriptUrl, brandSlug } : null,
  };
}

function readListConfig(env: Env, invalid: string[]): ListConfig | null {
  const siteKey = readMatching(env, 'VITE_KLAVIYO_SITE_KEY', /^[A-Za-z0-9]{6}$/, invalid);
  const listId = readMatching(env, 'VITE_KLAVIYO_LIST_ID', /^[A-Za-z0-9]{6}$/, invalid);
  return siteKey && listId ? { provider: 'klaviyo', siteKey, listId } : null;
}

/** An absolute https URL, or null (an embed over plain http would be blocked as mixed content). */
function readHttpsUrl(env: Env, name: string, invalid: string[]): string | null {
  const value = readString(env, name);
  if (value === null) return null;
  try {
    if (new URL(value).protocol === 'https:') return value;
  } catch {
    // Not a URL at all: reported below like any other malformed value.
  }
  invalid.push(name);
  return null;
}

/** The value when it matches `pattern`; a set value that does not is listed as invalid. */
function readMatching(env: Env, name: string, pattern: RegExp, invalid: string[]): string | null {
  const value = readString(env, name);
  if (value === null) return null;
  if (pattern.test(value)) return value;
  invalid.push(name);
  return null;
}

function readStoreConfig(env: Env, invalid: string[]): StoreConfig | null {
  const domain = readString(env, 'VITE_SHOPIFY_DOMAIN');
  const publicAccessToken = readString(env, 'VITE_SHOPIFY_STOREFRONT_TOKEN');
  const productId = readString(env, 'VITE_SHOPIFY_PRODUCT_ID');
  const productGid = productId === null ? null : toShopifyGid('Product', productId);
  const variantId = readString(env, 'VITE_SHOPIFY_VARIANT_ID');
  const variantGid = variantId === null ? null : toShopifyGid('ProductVariant', variantId);
  if (variantId !== null && variantGid === null) invalid.push('VITE_SHOPIFY_VARIANT_ID');
  if (!domain || !publicAccessToken || !productGid) return null;
  const shopDomain = withoutTrailingSlash(domain.replace(/^https?:\/\//, ''));
  return {
    domain: shopDomain,
    accountUrl:
      readHttpsUrl(env, 'VITE_SHOPIFY_ACCOUNT_URL', invalid) ?? `https://${shopDomain}/account`,
    publicAccessToken,
    productGid,
    variantGid,
    apiVersion: readString(env, 'VITE_SHOPIFY_API_VERSION') ?? DEFAULT_STOREFRONT_API_VERSION,
    shopPay: readMatching(env, 'VITE_SHOP_PAY', /^(true|false)$/, invalid) === 'true',
    maxQuantity: Number(
      readMatching(env, 'VITE_MAX_QUANTITY', /^(?:[1-9]|[1-9]\d)$/, invalid) ??
        DEFAULT_MAX_QUANTITY,
    ),
  };
}

/** Accepts a numeric id or a gid of that type (gid://shopify/Product/N); anything else is null. */
export function toShopifyGid(type: 'Product' | 'ProductVariant', id: string): string | null {
  if (/^\d+$/.test(id)) return `gid://shopify/${type}/${id}`;
  return new RegExp(`^gid://shopify/${type}/\\d+$`).test(id) ? id : null;
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

declare const __SITE_CONFIG__: SiteConfig | undefined;

/** Built in as __SITE_CONFIG__ (vite.config.ts), so the parser never ships; Node reads env here. */
export const config: SiteConfig =
  typeof __SITE_CONFIG__ === 'undefined'
    ? // Outside Vite (vite.config.ts itself imports this module), there is no import.meta.env.
      readConfig(import.meta.env ?? {})
    : __SITE_CONFIG__;

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function readString(env: Env, name: string): string | null {
  const value = env[name];
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}
