import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTACT_EMAIL, DEFAULT_SITE_URL, readConfig } from './config';

describe('readConfig', () => {
  it('falls back to the documented defaults when nothing is set', () => {
    expect(readConfig({})).toEqual({
      contactEmail: DEFAULT_CONTACT_EMAIL,
      siteUrl: DEFAULT_SITE_URL,
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
