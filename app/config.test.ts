import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CONTACT_EMAIL,
  DEFAULT_EMAILJS_ORIGIN,
  DEFAULT_SITE_URL,
  DEFAULT_STOREFRONT_API_VERSION,
  PLACEHOLDER_SERVICE_ID,
  describeInvalidSettings,
  readConfig,
  toShopifyGid,
} from './config';

describe('readConfig', () => {
  it('falls back to the documented defaults when nothing is set', () => {
    expect(readConfig({})).toEqual({
      contactEmail: DEFAULT_CONTACT_EMAIL,
      siteUrl: DEFAULT_SITE_URL,
      email: null,
      captchaSiteKey: null,
      store: null,
      missingStoreVariables: [
        'VITE_SHOPIFY_DOMAIN',
        'VITE_SHOPIFY_STOREFRONT_TOKEN',
        'VITE_SHOPIFY_PRODUCT_ID',
      ],
      metaPixelId: null,
      consentMode: 'opt-in',
      wholesale: { iframeUrl: null, widget: null },
      list: null,
      invalidVariables: [],
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

describe('readConfig: store', () => {
  const STORE_ENV = {
    VITE_SHOPIFY_DOMAIN: 'https://lumen-hive.myshopify.com/',
    VITE_SHOPIFY_STOREFRONT_TOKEN: 'public-token',
    VITE_SHOPIFY_PRODUCT_ID: '8123456789',
  };

  it('reads the store with a current default API version', () => {
    expect(readConfig(STORE_ENV).store).toEqual({
      domain: 'lumen-hive.myshopify.com',
      publicAccessToken: 'public-token',
      productGid: 'gid://shopify/Product/8123456789',
      variantGid: null,
      apiVersion: DEFAULT_STOREFRONT_API_VERSION,
      shopPay: false,
      maxQuantity: 6,
      accountUrl: 'https://lumen-hive.myshopify.com/account',
    });
    expect(readConfig(STORE_ENV).missingStoreVariables).toEqual([]);
  });

  it('links subscribers to VITE_SHOPIFY_ACCOUNT_URL (https), else the shop’s own /account', () => {
    const named = readConfig({
      ...STORE_ENV,
      VITE_SHOPIFY_ACCOUNT_URL: 'https://account.lumenhive.com',
    });
    expect(named.store?.accountUrl).toBe('https://account.lumenhive.com');
    const plain = readConfig({ ...STORE_ENV, VITE_SHOPIFY_ACCOUNT_URL: 'http://account.example' });
    expect(plain.store?.accountUrl).toBe('https://lumen-hive.myshopify.com/account');
    expect(plain.invalidVariables).toEqual(['VITE_SHOPIFY_ACCOUNT_URL']);
  });

  it('offers Shop Pay only when VITE_SHOP_PAY is true, and names any other value', () => {
    expect(readConfig({ ...STORE_ENV, VITE_SHOP_PAY: 'true' }).store?.shopPay).toBe(true);
    expect(readConfig({ ...STORE_ENV, VITE_SHOP_PAY: 'false' }).store?.shopPay).toBe(false);
    const yes = readConfig({ ...STORE_ENV, VITE_SHOP_PAY: 'yes' });
    expect(yes.store?.shopPay).toBe(false);
    expect(yes.invalidVariables).toEqual(['VITE_SHOP_PAY']);
  });

  it('offers 1 to VITE_MAX_QUANTITY jars (6 unless set), and names a value out of 1–99', () => {
    expect(readConfig(STORE_ENV).store?.maxQuantity).toBe(6);
    expect(readConfig({ ...STORE_ENV, VITE_MAX_QUANTITY: '12' }).store?.maxQuantity).toBe(12);
    expect(readConfig({ ...STORE_ENV, VITE_MAX_QUANTITY: '1' }).store?.maxQuantity).toBe(1);
    for (const value of ['0', '100', '3.5', 'six', '-2']) {
      const config = readConfig({ ...STORE_ENV, VITE_MAX_QUANTITY: value });
      expect(config.store?.maxQuantity).toBe(6);
      expect(config.invalidVariables).toEqual(['VITE_MAX_QUANTITY']);
    }
  });

  it('takes an API version override', () => {
    expect(
      readConfig({ ...STORE_ENV, VITE_SHOPIFY_API_VERSION: '2026-07' }).store?.apiVersion,
    ).toBe('2026-07');
  });

  it.each([
    ['4455', 'gid://shopify/ProductVariant/4455'],
    ['gid://shopify/ProductVariant/4455', 'gid://shopify/ProductVariant/4455'],
  ])('takes the variant to sell as %s', (id, gid) => {
    const config = readConfig({ ...STORE_ENV, VITE_SHOPIFY_VARIANT_ID: id });
    expect(config.store?.variantGid).toBe(gid);
    expect(config.invalidVariables).toEqual([]);
  });

  it('treats a malformed variant id as unset and names it', () => {
    const config = readConfig({ ...STORE_ENV, VITE_SHOPIFY_VARIANT_ID: 'gid://shopify/Product/1' });
    expect(config.store?.variantGid).toBeNull();
    expect(config.invalidVariables).toEqual(['VITE_SHOPIFY_VARIANT_ID']);
  });

  it('names what is missing and is not configured without it', () => {
    const config = readConfig({ ...STORE_ENV, VITE_SHOPIFY_STOREFRONT_TOKEN: '' });
    expect(config.store).toBeNull();
    expect(config.missingStoreVariables).toEqual(['VITE_SHOPIFY_STOREFRONT_TOKEN']);
  });
});

describe('toShopifyGid', () => {
  it.each([
    ['Product', '8123456789', 'gid://shopify/Product/8123456789'],
    ['Product', 'gid://shopify/Product/42', 'gid://shopify/Product/42'],
    ['Product', 'gid://shopify/ProductVariant/42', null],
    ['ProductVariant', 'gid://shopify/ProductVariant/42', 'gid://shopify/ProductVariant/42'],
    ['ProductVariant', 'gid://shopify/Product/42', null],
    ['Product', 'abc', null],
    ['Product', '12a', null],
  ] as const)('%s %s → %s', (type, id, gid) => {
    expect(toShopifyGid(type, id)).toBe(gid);
  });
});

describe('readConfig: pixel and wholesale', () => {
  const WHOLESALE_ENV = {
    VITE_WHOLESALE_IFRAME_URL: 'https://wholesale.example/embed/lumen-hive',
    VITE_WHOLESALE_WIDGET_SCRIPT_URL: 'https://widgets.wholesale.example/badge.js',
    VITE_WHOLESALE_BRAND_SLUG: 'lumen-hive',
  };

  it('reads a numeric pixel id', () => {
    expect(readConfig({ VITE_META_PIXEL_ID: ' 1234567890 ' }).metaPixelId).toBe('1234567890');
  });

  it('treats a malformed pixel id as unset and names it', () => {
    const config = readConfig({ VITE_META_PIXEL_ID: 'fbq-123' });
    expect(config.metaPixelId).toBeNull();
    expect(config.invalidVariables).toEqual(['VITE_META_PIXEL_ID']);
  });

  it('reads the wholesale iframe and widget', () => {
    expect(readConfig(WHOLESALE_ENV).wholesale).toEqual({
      iframeUrl: 'https://wholesale.example/embed/lumen-hive',
      widget: { scriptUrl: 'https://widgets.wholesale.example/badge.js', brandSlug: 'lumen-hive' },
    });
  });

  it('needs both the widget script and the brand slug for the widget', () => {
    const withoutSlug = { ...WHOLESALE_ENV, VITE_WHOLESALE_BRAND_SLUG: undefined };
    expect(readConfig(withoutSlug).wholesale.widget).toBeNull();
    expect(readConfig(withoutSlug).wholesale.iframeUrl).not.toBeNull();
  });

  it('refuses embeds that are not https, and slugs with other characters', () => {
    const config = readConfig({
      VITE_WHOLESALE_IFRAME_URL: 'http://wholesale.example/embed',
      VITE_WHOLESALE_WIDGET_SCRIPT_URL: 'not a url',
      VITE_WHOLESALE_BRAND_SLUG: 'lumen hive"',
    });
    expect(config.wholesale).toEqual({ iframeUrl: null, widget: null });
    expect(config.invalidVariables).toEqual([
      'VITE_WHOLESALE_WIDGET_SCRIPT_URL',
      'VITE_WHOLESALE_BRAND_SLUG',
      'VITE_WHOLESALE_IFRAME_URL',
    ]);
  });
});

describe('readConfig: consent mode', () => {
  it.each(['opt-in', 'opt-out', 'off'] as const)('takes %s', (mode) => {
    expect(readConfig({ VITE_CONSENT_MODE: ` ${mode} ` }).consentMode).toBe(mode);
  });

  it('treats an unknown mode as opt-in and names it', () => {
    const config = readConfig({ VITE_CONSENT_MODE: 'optin' });
    expect(config.consentMode).toBe('opt-in');
    expect(config.invalidVariables).toEqual(['VITE_CONSENT_MODE']);
  });
});

describe('describeInvalidSettings (one wording at build and in the browser)', () => {
  it('says nothing when every setting is well formed', () => {
    expect(describeInvalidSettings([])).toBeNull();
  });

  it('names the malformed settings, and what an unknown consent mode means', () => {
    expect(describeInvalidSettings(['VITE_META_PIXEL_ID', 'VITE_CONSENT_MODE'])).toBe(
      'Malformed settings, treated as unset (an unknown VITE_CONSENT_MODE means opt-in): VITE_META_PIXEL_ID, VITE_CONSENT_MODE. See .env.example.',
    );
  });

  it('the email list needs both its site key and its list id, each six letters or digits', () => {
    expect(
      readConfig({ VITE_KLAVIYO_SITE_KEY: 'AbC123', VITE_KLAVIYO_LIST_ID: 'XyZ789' }).list,
    ).toEqual({
      provider: 'klaviyo',
      siteKey: 'AbC123',
      listId: 'XyZ789',
    });
    expect(readConfig({ VITE_KLAVIYO_SITE_KEY: 'AbC123' }).list).toBeNull();
    const malformed = readConfig({
      VITE_KLAVIYO_SITE_KEY: 'pk_secret_1234',
      VITE_KLAVIYO_LIST_ID: 'XyZ789',
    });
    expect(malformed.list).toBeNull();
    expect(malformed.invalidVariables).toContain('VITE_KLAVIYO_SITE_KEY');
  });
});
