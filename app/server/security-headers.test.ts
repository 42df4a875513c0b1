import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import {
  SERVICE_SOURCES,
  contentSecurityPolicy,
  metaPolicy,
  renderHeadersFile,
  renderVercelConfig,
  securityHeaders,
  serializePolicy,
} from './security-headers';
import { EVERYTHING, HASHES } from './security-headers.fixtures';

describe('contentSecurityPolicy', () => {
  it('with nothing configured allows only the site itself and its inline-script hashes', () => {
    expect(contentSecurityPolicy(readConfig({}), HASHES)).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'strict-dynamic'", ...HASHES, "'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'"],
      'media-src': ["'self'"],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'frame-src': ["'none'"],
      'manifest-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it('with every service configured allows exactly the origins each one uses', () => {
    const policy = contentSecurityPolicy(readConfig(EVERYTHING), HASHES);
    expect(policy['script-src']).toEqual([
      "'strict-dynamic'",
      ...HASHES,
      "'self'",
      ...SERVICE_SOURCES.recaptcha['script-src'],
      ...SERVICE_SOURCES.metaPixel['script-src'],
      'https://widgets.market.example',
    ]);
    expect(policy['connect-src']).toEqual([
      "'self'", // the function: the cart and the live product (never the store itself)
      'https://mail-proxy.example',
      'https://www.facebook.com',
      'https://widgets.market.example',
    ]);
    expect(policy['frame-src']).toEqual([
      ...SERVICE_SOURCES.recaptcha['frame-src'],
      'https://market.example',
      'https://widgets.market.example',
    ]);
    expect(policy['img-src']).toEqual([
      "'self'",
      'https://www.facebook.com',
      'https://widgets.market.example',
    ]);
    for (const directive of ['default-src', 'media-src', 'font-src', 'manifest-src'] as const) {
      expect(policy[directive]).toEqual(["'self'"]);
    }
  });

  it('never lets scripts run inline or from eval', () => {
    for (const env of [{}, EVERYTHING]) {
      const scripts = contentSecurityPolicy(readConfig(env), HASHES)['script-src'];
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
    }
  });
});

describe('securityHeaders and the files that carry them', () => {
  const headers = securityHeaders(readConfig({}), HASHES);

  it('sends the hardening headers with the policy', () => {
    expect(headers).toMatchObject({
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
    });
    expect(headers['Content-Security-Policy']).toBe(
      serializePolicy(contentSecurityPolicy(readConfig({}), HASHES)),
    );
    expect(headers['Permissions-Policy']).toMatch(/^accelerometer=\(\), camera=\(\),/);
  });

  it('writes the _headers file with the headers for every path and caching rules', () => {
    const file = renderHeadersFile(headers);
    expect(file.startsWith('/*\n  Content-Security-Policy: default-src')).toBe(true);
    expect(file).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
  });

  it('writes Vercel the headers no build changes: the hardening, the policy’s static part', () => {
    const vercel = JSON.parse(renderVercelConfig()) as {
      framework: string;
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    expect(vercel).toMatchObject({ framework: 'react-router' });
    const all = vercel.headers.find((rule) => rule.source === '/(.*)');
    expect(Object.fromEntries(all?.headers.map(({ key, value }) => [key, value]) ?? [])).toEqual({
      ...headers,
      'Content-Security-Policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'none'",
    });
    expect(vercel.headers.map((rule) => rule.source)).toContain('/assets/(.*)');
  });

  it('a policy in a <meta> element: all but frame-ancestors, which only a header can carry', () => {
    const policy = metaPolicy(contentSecurityPolicy(readConfig(EVERYTHING), HASHES));
    expect(policy).toContain("script-src 'strict-dynamic'");
    expect(policy).not.toContain('frame-ancestors');
  });
});
