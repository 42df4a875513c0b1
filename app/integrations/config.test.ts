import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CONTACT_EMAIL,
  DEFAULT_EMAILJS_ORIGIN,
  DEFAULT_SITE_URL,
  PLACEHOLDER_SERVICE_ID,
  readConfig,
} from './config';

describe('readConfig', () => {
  it('falls back to the documented defaults when nothing is set', () => {
    expect(readConfig({})).toEqual({
      contactEmail: DEFAULT_CONTACT_EMAIL,
      siteUrl: DEFAULT_SITE_URL,
      email: null,
      captchaSiteKey: null,
    });
  });

  it('trims values and treats blank ones as unset', () => {
    const config = readConfig({ VITE_CONTACT_EMAIL: '  shop@example.com ', VITE_SITE_URL: '   ' });
    expect(config.contactEmail).toBe('shop@example.com');
    expect(config.siteUrl).toBe(DEFAULT_SITE_URL);
  });

  it('drops trailing slashes from the site URL', () => {
    expect(readConfig({ VITE_SITE_URL: 'https://shop.example//' }).siteUrl).toBe(
      'https://shop.example',
    );
  });
});

describe('readConfig: email and captcha', () => {
  const EMAIL_ENV = {
    VITE_EMAILJS_PUBLIC_KEY: 'pk_123',
    VITE_EMAILJS_SERVICE_ID: 'service_abc',
    VITE_EMAILJS_TEMPLATE_ID: 'template_xyz',
  };

  it('reads the EmailJS values with the default origin', () => {
    expect(readConfig(EMAIL_ENV).email).toEqual({
      publicKey: 'pk_123',
      serviceId: 'service_abc',
      templateId: 'template_xyz',
      origin: DEFAULT_EMAILJS_ORIGIN,
      blockedEmails: [],
    });
  });

  it('takes an origin override and a blocked-address list', () => {
    const email = readConfig({
      ...EMAIL_ENV,
      VITE_EMAILJS_ORIGIN: 'https://mail.example/',
      VITE_EMAILJS_BLOCKED_EMAILS: ' spam@example.com, ,bot@example.com',
    }).email;
    expect(email?.origin).toBe('https://mail.example');
    expect(email?.blockedEmails).toEqual(['spam@example.com', 'bot@example.com']);
  });

  it('is not configured while the service id is the placeholder or a value is missing', () => {
    expect(
      readConfig({ ...EMAIL_ENV, VITE_EMAILJS_SERVICE_ID: PLACEHOLDER_SERVICE_ID }).email,
    ).toBe(null);
    expect(readConfig({ ...EMAIL_ENV, VITE_EMAILJS_TEMPLATE_ID: ' ' }).email).toBe(null);
    expect(readConfig({ ...EMAIL_ENV, VITE_EMAILJS_PUBLIC_KEY: undefined }).email).toBe(null);
  });

  it('reads the captcha site key', () => {
    expect(readConfig({ VITE_RECAPTCHA_SITE_KEY: ' site-key ' }).captchaSiteKey).toBe('site-key');
  });
});
