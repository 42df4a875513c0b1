/**
 * The only reader of import.meta.env. Every value is public (it ends up in the bundle):
 * never put a secret in a VITE_* variable. Optional services that are not set up are `null`.
 */
export type SiteConfig = {
  /** Where visitors can always write to us; shown in fallbacks and error messages. */
  contactEmail: string;
  /** Canonical origin of the deployed site, without a trailing slash. */
  siteUrl: string;
};

type Env = Record<string, string | boolean | undefined>;

export const DEFAULT_CONTACT_EMAIL = 'hello@lumenhive.com';
export const DEFAULT_SITE_URL = 'https://lumenhive.com';

export function readConfig(env: Env): SiteConfig {
  return {
    contactEmail: readString(env, 'VITE_CONTACT_EMAIL') ?? DEFAULT_CONTACT_EMAIL,
    siteUrl: (readString(env, 'VITE_SITE_URL') ?? DEFAULT_SITE_URL).replace(/\/+$/, ''),
  };
}

export const config: SiteConfig = readConfig(import.meta.env);

function readString(env: Env, name: string): string | null {
  const value = env[name];
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}
