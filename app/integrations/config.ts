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
};

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
    siteUrl: (readString(env, 'VITE_SITE_URL') ?? DEFAULT_SITE_URL).replace(/\/+$/, ''),
    email: readEmailConfig(env),
    captchaSiteKey: readString(env, 'VITE_RECAPTCHA_SITE_KEY'),
  };
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
    origin: (readString(env, 'VITE_EMAILJS_ORIGIN') ?? DEFAULT_EMAILJS_ORIGIN).replace(/\/+$/, ''),
    blockedEmails: (readString(env, 'VITE_EMAILJS_BLOCKED_EMAILS') ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
  };
}

export const config: SiteConfig = readConfig(import.meta.env);

function readString(env: Env, name: string): string | null {
  const value = env[name];
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}
