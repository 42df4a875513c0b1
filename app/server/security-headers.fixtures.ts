/** Settings with every outside service configured, and two inline-script hashes. */
export const EVERYTHING = {
  VITE_SHOPIFY_DOMAIN: 'lumen-hive.myshopify.com',
  VITE_SHOPIFY_STOREFRONT_TOKEN: 'token',
  VITE_SHOPIFY_PRODUCT_ID: '1',
  VITE_EMAILJS_PUBLIC_KEY: 'pk',
  VITE_EMAILJS_SERVICE_ID: 'service',
  VITE_EMAILJS_TEMPLATE_ID: 'template',
  VITE_EMAILJS_ORIGIN: 'https://mail-proxy.example/some/path',
  VITE_RECAPTCHA_SITE_KEY: 'site-key',
  VITE_META_PIXEL_ID: '123',
  VITE_WHOLESALE_IFRAME_URL: 'https://market.example/embed/brand/lumen',
  VITE_WHOLESALE_WIDGET_SCRIPT_URL: 'https://widgets.market.example/widget.js',
  VITE_WHOLESALE_BRAND_SLUG: 'lumen',
  VITE_KLAVIYO_SITE_KEY: 'AbC123',
  VITE_KLAVIYO_LIST_ID: 'XyZ789',
};

export const HASHES = ["'sha256-abc='", "'sha256-def='"];
