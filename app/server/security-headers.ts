import type { SiteConfig } from '../config';

/**
 * The response headers of every page, derived from the build's configuration: a strict
 * Content-Security-Policy that allows exactly the origins the configured services use, plus the
 * usual hardening headers. Written at build into `_headers` (Netlify, Cloudflare Pages; read by
 * `npm start` too) and `vercel.json` (react-router.config.ts).
 */

type Directive =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'media-src'
  | 'font-src'
  | 'connect-src'
  | 'frame-src'
  | 'manifest-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors';

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

/**
 * @param scriptHashes `'sha256-…'` sources of the inline scripts the prerendered pages carry
 *   (React Router's context and module loader): the only inline code allowed to run.
 */
export function contentSecurityPolicy(
  config: SiteConfig,
  scriptHashes: readonly string[],
): ContentSecurityPolicy {
  const policy: ContentSecurityPolicy = {
    'default-src': ["'self'"],
    // Google's "strict CSP": only the hashed inline scripts run on their own; 'strict-dynamic'
    // extends that trust to the scripts they load (the app's modules, then each service's
    // loader and what it loads). Browsers that know 'strict-dynamic' ignore every host entry, so
    // a JSONP endpoint or gadget on an allowed host cannot be used; 'self' and the services'
    // hosts (added below) remain only for older browsers.
    'script-src': ["'strict-dynamic'", ...scriptHashes, "'self'"],
    // Inline styles: the prerendered pages inline their stylesheet, and the toast and captcha
    // libraries set styles from script. Scripts get no such allowance.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'"],
    'media-src': ["'self'"],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': [],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    // Nothing in the site uses <base>: none may be injected.
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const allow = (sources: Partial<ContentSecurityPolicy>) => {
    for (const [directive, values] of Object.entries(sources) as [Directive, string[]][]) {
      for (const value of values) {
        if (!policy[directive].includes(value)) policy[directive].push(value);
      }
    }
  };

  if (config.store) {
    // The page asks only the site's function (the cart, the live product), never the store. The
    // form's post redirects to the hosted checkout: browsers hold that redirect to form-action,
    // and a store's checkout may be on its own custom domain. Any https origin, never http.
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
const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

export function securityHeaders(config: SiteConfig, scriptHashes: readonly string[]) {
  return {
    'Content-Security-Policy': serializePolicy(contentSecurityPolicy(config, scriptHashes)),
    ...hardeningHeaders(),
  };
}

/** The headers that depend on nothing a build decides. */
function hardeningHeaders() {
  return {
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Other sites cannot embed our files in their pages (Spectre-class leaks, hotlinking). Link
    // previews are not affected: their crawlers fetch the social card from a server, where the
    // header does not apply; our own pages, manifest and icons are same-origin.
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
  };
}

/**
 * Caching by path: hashed assets forever; media `npm run media` redraws under the same names for
 * a day. Everything else (the HTML) is revalidated on each visit.
 */
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

/**
 * What a policy delivered in a `<meta>` element may say: all but `frame-ancestors`, which
 * browsers ignore there (with a console warning); the header keeps that one.
 */
export function metaPolicy(policy: ContentSecurityPolicy): string {
  return Object.entries(policy)
    .filter(([directive]) => directive !== 'frame-ancestors')
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}

/** The directives that depend on nothing a build decides: the header's policy on Vercel. */
const STATIC_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'none'";

/**
 * Vercel's `vercel.json` at the project's root, read before the build, so it cannot carry a
 * build's script hashes: the hardening headers and the policy's static directives on every
 * answer and the caching rules. Each page carries the
 * rest of its policy in a `<meta>` element (finish-build.ts, on Vercel's builds).
 */
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
