/**
 * What a build has set up, said in plain lines: one per outside service, configured or not and
 * which variable to set. The build writes it beside the site (`build/setup.json`,
 * never served) and `npm start` prints it once under the address.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type StoreConfig, readConfig } from '../../app/config';

type Env = Record<string, string | boolean | undefined>;

const SETUP_REPORT_FILE = 'setup.json';

/** One line per service, e.g. "store (Order Now): not configured, set VITE_SHOPIFY_DOMAIN". */
export function describeSetup(env: Env): string[] {
  const config = readConfig(env);
  const isUnset = (name: string) => {
    const value = env[name];
    return typeof value !== 'string' || value.trim() === '';
  };
  /** `variables`: what the service needs; the line names the unset ones (all, if none is). */
  const line = (service: string, configured: string | null, variables: string[]) => {
    if (configured !== null) return `${service}: configured (${configured})`;
    const unset = variables.filter(isUnset);
    return `${service}: not configured, set ${(unset.length > 0 ? unset : variables).join(', ')} (see .env.example)`;
  };
  const widget = config.wholesale.widget;
  const lines = [
    line('store (Order Now)', config.store ? storeSummary(config.store) : null, [
      'VITE_SHOPIFY_DOMAIN',
      'VITE_SHOPIFY_STOREFRONT_TOKEN',
      'VITE_SHOPIFY_PRODUCT_ID',
    ]),
    line('contact form (EmailJS)', config.email ? `service ${config.email.serviceId}` : null, [
      'VITE_EMAILJS_PUBLIC_KEY',
      'VITE_EMAILJS_SERVICE_ID',
      'VITE_EMAILJS_TEMPLATE_ID',
    ]),
    line('captcha (reCAPTCHA v2)', config.captchaSiteKey ? 'site key set' : null, [
      'VITE_RECAPTCHA_SITE_KEY',
    ]),
    config.metaPixelId
      ? `pixel (Meta): configured, consent mode ${config.consentMode} (VITE_CONSENT_MODE)`
      : `pixel (Meta): not configured, set VITE_META_PIXEL_ID; consent mode ${config.consentMode} (VITE_CONSENT_MODE) then applies`,
    line('email list and waitlist (Klaviyo)', config.list ? `list ${config.list.listId}` : null, [
      'VITE_KLAVIYO_SITE_KEY',
      'VITE_KLAVIYO_LIST_ID',
    ]),
    line('wholesale marketplace', config.wholesale.iframeUrl ? 'iframe' : null, [
      'VITE_WHOLESALE_IFRAME_URL',
    ]),
    line('wholesale widget', widget ? `brand ${widget.brandSlug}` : null, [
      'VITE_WHOLESALE_WIDGET_SCRIPT_URL',
      'VITE_WHOLESALE_BRAND_SLUG',
    ]),
  ];
  if (config.invalidVariables.length > 0)
    lines.push(`malformed, treated as unset: ${config.invalidVariables.join(', ')}`);
  return lines;
}

/** Writes the lines next to `client/`, where `npm start` finds them. */
export async function writeSetupReport(buildDirectory: string, env: Env) {
  await writeFile(
    join(buildDirectory, SETUP_REPORT_FILE),
    `${JSON.stringify(describeSetup(env), null, 2)}\n`,
  );
}

function storeSummary(store: StoreConfig): string {
  return `${store.domain}, Shop Pay link ${store.shopPay ? 'on' : 'off (VITE_SHOP_PAY)'}`;
}
