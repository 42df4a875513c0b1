import type { SiteConfig } from '../config';

/** Every page's headers: a CSP naming just the configured services, and the usual hardening. */

/** @param scriptHashes the prerendered pages' inline scripts: the only inline code that runs. */
const basePolicy = (scriptHashes: readonly string[]) => ({
  'default-src': ["'self'"],
  // Google's "strict CSP": the hashed scripts, and by 'strict-dynamic' what they load. Browsers
  // that know it ignore host entries (no JSONP gadgets); the hosts stay for older ones.
  'script-src': ["'strict-dynamic'", ...scriptHashes, "'self'"],
  // The pages inline their stylesheet; the toast and captcha libraries set styles from script.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'"],
  'media-src': ["'self'"],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-src': [] as string[],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});

type Directive = keyof ReturnType<typeof basePolicy>;
export type ContentSecurityPolicy = Record<Directive, string[]>;

/** What each outside service needs, per Google's reCAPTCHA FAQ and Meta's pixel documentation. */
export const SERVICE_SOURCES = {
  recaptcha: {
    'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  },
  metaPixel: {
    'script-src': ['https://connect.facebook.net'],
    'img-src': ['https://www.facebook.com'],
    'connect-src': ['https://www.facebook.com'],
  },
} as const satisfies Record<string, Partial<ContentSecurityPolicy>>;

export function contentSecurityPolicy(
  config: SiteConfig,
  scriptHashes: readonly string[],
): ContentSecurityPolicy {
  const policy: ContentSecurityPolicy = basePolicy(scriptHashes);
  const allow = (sources: Partial<ContentSecurityPolicy>) => {
    for (const [directive, values] of Object.entries(sources) as [Directive, string[]][]) {
      for (const value of values) {
        if (!policy[directive].includes(value)) policy[directive].push(value);
      }
    }
  };

  if (config.store) {
    // The post's redirect to the checkout is held to form-action, and a checkout may be on the
    // store's own domain: any https origin.
    allow({ 'form-action': ['https:'] });
  }
  if (config.email) allow({ 'connect-src': [new URL(config.email.origin).origin] });
  if (config.captchaSiteKey) allow(SERVICE_SOURCES.recaptcha);
  if (config.metaPixelId) allow(SERVICE_SOURCES.metaPixel);
  if (config.wholesale.iframeUrl) {
    allow({ 'frame-src': [new URL(config.wholesale.iframeUrl).origin] });
  }
  if (config.wholesale.widget) {
    // The widget draws from its own origin: its script, its images, its requests, its frames.
    const origin = new URL(config.wholesale.widget.scriptUrl).origin;
    allow({
      'script-src': [origin],
      'img-src': [origin],
      'connect-src': [origin],
      'frame-src': [origin],
    });
  }
  if (policy['frame-src'].length === 0) policy['frame-src'].push("'none'");
  return policy;
}

export function serializePolicy(policy: ContentSecurityPolicy): string {
  return Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}

/** Browser features the site never uses, denied to it and to every frame it embeds. */
const DENIED_FEATURES = (
  'accelerometer camera display-capture geolocation gyroscope hid magnetometer microphone midi ' +
  'payment serial usb xr-spatial-tracking'
).split(' ');

export function securityHeaders(config: SiteConfig, scriptHashes: readonly string[]) {
  return {
    'Content-Security-Policy': serializePolicy(contentSecurityPolicy(config, scriptHashes)),
    ...hardeningHeaders(),
  };
}

function hardeningHeaders() {
  return {
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // No embedding by other sites (Spectre-class leaks, hotlinking); link previews fetch from a
    // server, where it does not apply.
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
  };
}

/** Hashed assets forever; media (redrawn under the same names) a day; HTML revalidated. */
const CACHE_RULES = [
  { path: '/assets/*', cacheControl: 'public, max-age=31536000, immutable' },
  { path: '/images/*', cacheControl: 'public, max-age=86400' },
  { path: '/video/*', cacheControl: 'public, max-age=86400' },
  { path: '/icons/*', cacheControl: 'public, max-age=86400' },
  { path: '/favicon.ico', cacheControl: 'public, max-age=86400' },
  { path: '/favicon.svg', cacheControl: 'public, max-age=86400' },
] as const;

type Headers = Record<string, string>;

/** The `_headers` file of Netlify and Cloudflare Pages (also what `npm start` applies). */
export function renderHeadersFile(headers: Headers): string {
  const block = (path: string, entries: Headers) =>
    [path, ...Object.entries(entries).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${[
    block('/*', headers),
    ...CACHE_RULES.map(({ path, cacheControl }) => block(path, { 'Cache-Control': cacheControl })),
  ].join('\n')}\n`;
}

/** A `<meta>` policy: all but `frame-ancestors`, which browsers ignore there. */
export function metaPolicy(policy: ContentSecurityPolicy): string {
  return Object.entries(policy)
    .filter(([directive]) => directive !== 'frame-ancestors')
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}

/** The directives that depend on nothing a build decides: the header's policy on Vercel. */
const STATIC_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'none'";

/** `vercel.json` is read before the build: static directives here, the rest in each page's meta. */
export function renderVercelConfig(): string {
  const toVercel = (entries: Headers) =>
    Object.entries(entries).map(([key, value]) => ({ key, value }));
  const hardening: Headers = { ...hardeningHeaders(), 'Content-Security-Policy': STATIC_POLICY };
  const vercel = {
    framework: 'react-router',
    headers: [
      {
        source: '/(.*)',
        headers: toVercel(hardening),
      },
      ...CACHE_RULES.map(({ path, cacheControl }) => ({
        source: path.replace('*', '(.*)'),
        headers: toVercel({ 'Cache-Control': cacheControl }),
      })),
    ],
  };
  return `${JSON.stringify(vercel, null, 2)}\n`;
}
