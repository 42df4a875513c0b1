import { describe, expect, it } from 'vitest';
import { EVERYTHING } from '../../app/server/security-headers.fixtures';
import { describeSetup } from './setup-report';

describe('describeSetup (what npm start says is set up)', () => {
  it('names, for each service not set up, the variables to set', () => {
    expect(describeSetup({ VITE_SHOPIFY_DOMAIN: 'shop.myshopify.com' })).toEqual([
      'store (Order Now): not configured, set VITE_SHOPIFY_STOREFRONT_TOKEN, VITE_SHOPIFY_PRODUCT_ID (see .env.example)',
      'contact form (EmailJS): not configured, set VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID (see .env.example)',
      'captcha (reCAPTCHA v2): not configured, set VITE_RECAPTCHA_SITE_KEY (see .env.example)',
      'pixel (Meta): not configured, set VITE_META_PIXEL_ID; consent mode opt-in (VITE_CONSENT_MODE) then applies',
      'email list and waitlist (Klaviyo): not configured, set VITE_KLAVIYO_SITE_KEY, VITE_KLAVIYO_LIST_ID (see .env.example)',
      'wholesale marketplace: not configured, set VITE_WHOLESALE_IFRAME_URL (see .env.example)',
      'wholesale widget: not configured, set VITE_WHOLESALE_WIDGET_SCRIPT_URL, VITE_WHOLESALE_BRAND_SLUG (see .env.example)',
    ]);
  });

  it('says configured for each service that is', () => {
    expect(describeSetup({ ...EVERYTHING, VITE_CONSENT_MODE: 'opt-out' })).toEqual([
      'store (Order Now): configured (lumen-hive.myshopify.com, Shop Pay link off (VITE_SHOP_PAY))',
      'contact form (EmailJS): configured (service service)',
      'captcha (reCAPTCHA v2): configured (site key set)',
      'pixel (Meta): configured, consent mode opt-out (VITE_CONSENT_MODE)',
      'email list and waitlist (Klaviyo): configured (list XyZ789)',
      'wholesale marketplace: configured (iframe)',
      'wholesale widget: configured (brand lumen)',
    ]);
  });

  it('names a malformed value, and what it leaves unset', () => {
    const lines = describeSetup({
      ...EVERYTHING,
      VITE_WHOLESALE_IFRAME_URL: 'http://plain.example',
    });
    expect(lines).toContain(
      'wholesale marketplace: not configured, set VITE_WHOLESALE_IFRAME_URL (see .env.example)',
    );
    expect(lines.at(-1)).toBe('malformed, treated as unset: VITE_WHOLESALE_IFRAME_URL');
  });
});
