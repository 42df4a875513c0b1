/**
 * The server build's route table as app/routes/list.post.tsx reads it, for unit tests (vitest
 * aliases `virtual:react-router/server-build` here): one page under the site's layout.
 */
import { createElement } from 'react';

export const routes = {
  'routes/contact': {
    id: 'routes/contact',
    parentId: 'routes/site-layout',
    path: 'contact',
    module: {
      default: () => createElement('h1', null, 'Contact Us'),
      meta: () => [{ title: 'Contact Us' }],
    },
  },
};
