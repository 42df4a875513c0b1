import { describe, expect, it } from 'vitest';
import { pagePathsOf } from './sitemap-xml';

const page = { default: () => null };

describe('the sitemap’s pages, read from the server build’s route table', () => {
  it('lists the pages by their whole path, not layouts, resources, the catch-all or a post’s page', () => {
    expect(
      pagePathsOf({
        root: { id: 'root', module: page },
        'routes/home': { id: 'routes/home', parentId: 'root', index: true, module: page },
        'routes/site-layout': { id: 'routes/site-layout', parentId: 'root', module: page },
        'routes/contact': {
          id: 'routes/contact',
          parentId: 'routes/site-layout',
          path: 'contact',
          module: page,
        },
        'routes/not-found': {
          id: 'routes/not-found',
          parentId: 'routes/site-layout',
          path: '*',
          module: page,
        },
        'routes/cart.post': {
          id: 'routes/cart.post',
          parentId: 'root',
          path: 'cart',
          module: page,
        },
        'routes/robots-txt': {
          id: 'routes/robots-txt',
          parentId: 'root',
          path: 'robots.txt',
          module: {},
        },
      }),
    ).toEqual(['/', '/contact']);
  });
});
