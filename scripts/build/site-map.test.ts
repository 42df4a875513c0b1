import { describe, expect, it } from 'vitest';
import routes from '../../app/routes';
import { pageFile, pagePaths } from './site-map';

describe('pagePaths (the one list of routes)', () => {
  it('lists every page of app/routes.ts, without the not-found catch-all', () => {
    expect(pagePaths(routes)).toEqual([
      '/',
      '/wholesale',
      '/contact',
      '/privacy',
      '/terms',
      '/accessibility',
    ]);
  });

  it('follows nested paths through layouts', () => {
    expect(
      pagePaths([
        { file: 'a.tsx', index: true },
        {
          file: 'l.tsx',
          children: [{ file: 'b.tsx', path: 'shop', children: [{ file: 'c.tsx', path: 'jar' }] }],
        },
      ]),
    ).toEqual(['/', '/shop/jar']);
  });

  it('refuses a route with a parameter, which a static site cannot serve', () => {
    expect(() => pagePaths([{ file: 'routes/discount.tsx', path: 'discount/:code' }])).toThrow(
      /\/discount\/:code \(routes\/discount.tsx\) has a parameter/,
    );
  });

  it('serves each page from a flat file', () => {
    expect(['/', '/wholesale', '/404'].map(pageFile)).toEqual([
      'index.html',
      'wholesale.html',
      '404.html',
    ]);
  });
});
