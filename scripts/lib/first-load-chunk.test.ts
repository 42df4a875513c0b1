import { describe, expect, it } from 'vitest';
import { commonModules } from './first-load-chunk';

const ENTRY = '/app/node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx';
const ROOT = '/app/app/root.tsx?__react-router-build-client-route';
const HOME = '/app/app/routes/home.tsx?__react-router-build-client-route';
const CONTACT = '/app/app/routes/contact.tsx?__react-router-build-client-route';

const IMPORTS: Record<string, string[]> = {
  [ENTRY]: ['react-dom/client', 'react-router/dom'],
  'react-router/dom': ['react-router'],
  [ROOT]: ['/app/app/root.tsx'],
  '/app/app/root.tsx': ['react', 'react-router', 'consent-provider'],
  [HOME]: ['/app/app/routes/home.tsx'],
  '/app/app/routes/home.tsx': ['hero', 'toast', 'seo'],
  [CONTACT]: ['/app/app/routes/contact.tsx'],
  '/app/app/routes/contact.tsx': ['contact-form', 'toast', 'seo'],
};

const common = commonModules({
  entries: [ENTRY, ROOT, HOME, CONTACT],
  staticImports: (id) => IMPORTS[id] ?? [],
});

describe('commonModules', () => {
  it('takes what the browser entry and the root route import, React DOM included', () => {
    for (const id of ['react-dom/client', 'react-router/dom', 'react', 'consent-provider']) {
      expect(common, id).toContain(id);
    }
  });

  it('takes the root route itself, but not the browser entry, whose import starts hydration', () => {
    expect(common).toContain(ROOT);
    expect(common).toContain('/app/app/root.tsx');
    expect(common).not.toContain(ENTRY);
  });

  it('takes what two pages share, and leaves each page its own code and entry', () => {
    expect(common).toContain('toast');
    expect(common).toContain('seo');
    for (const id of ['hero', 'contact-form', HOME, CONTACT, '/app/app/routes/home.tsx']) {
      expect(common, id).not.toContain(id);
    }
  });
});
