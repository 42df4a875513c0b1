import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionTwin, trimReactRouterModule } from './react-router-production';

const MODULE = [
  'var DataRouterContext = React.createContext(null);',
  'DataRouterContext.displayName = "DataRouter";',
  'var Form = React10.forwardRef(',
  '  ({ method = "get", ...props }, ref) => {',
  '    FetcherForm2.displayName = "fetcher.Form";',
  '    return null;',
  '  }',
  ');',
  'Form.displayName = "Form";',
  'var MemoizedRoutes = React3.memo(DataRoutes);',
  'var routes = createRoutes(manifest);',
].join('\n');

describe('trimReactRouterModule', () => {
  const trimmed = trimReactRouterModule(MODULE);

  it('drops the top-level displayName assignments and keeps the lines in place', () => {
    expect(trimmed).not.toContain('Form.displayName = "Form"');
    expect(trimmed).not.toContain('DataRouterContext.displayName');
    expect(trimmed.split('\n')).toHaveLength(MODULE.split('\n').length);
  });

  it('keeps a displayName set inside a function', () => {
    expect(trimmed).toContain('    FetcherForm2.displayName = "fetcher.Form";');
  });

  it('marks components and contexts made at the top level as pure', () => {
    expect(trimmed).toContain('var Form = /* @__PURE__ */ React10.forwardRef(');
    expect(trimmed).toContain('var DataRouterContext = /* @__PURE__ */ React.createContext(null);');
    expect(trimmed).toContain('var MemoizedRoutes = /* @__PURE__ */ React3.memo(DataRoutes);');
  });

  it('leaves any other call alone', () => {
    expect(trimmed).toContain('var routes = createRoutes(manifest);');
  });
});

describe('productionTwin', () => {
  const development = '/app/node_modules/react-router/dist/development/index.mjs';
  const production = '/app/node_modules/react-router/dist/production/index.mjs';

  it('names the production build of a development module that has one', () => {
    expect(productionTwin(development, (path) => path === production)).toBe(production);
  });

  it('keeps the module when there is no production build', () => {
    expect(productionTwin(development, () => false)).toBeNull();
  });

  it('ignores any other module', () => {
    expect(productionTwin('/app/node_modules/react/index.js', () => true)).toBeNull();
  });
});

describe('the installed React Router: fails loudly when an upgrade changes what the build relies on', () => {
  const require = createRequire(import.meta.url);
  const development = [
    require.resolve('react-router').replace(/\.js$/, '.mjs'),
    require.resolve('react-router/dom').replace(/\.js$/, '.mjs'),
  ];

  it('its package still names only the development build, and the production twin exists', () => {
    for (const file of development) {
      expect(file).toContain('/react-router/dist/development/');
      expect(productionTwin(file)).not.toBeNull();
    }
  });

  it('its production bundle still has the patterns the trim removes (else nothing is trimmed)', () => {
    const dir = dirname(productionTwin(development[0] ?? '') ?? '');
    const bundle = readdirSync(dir)
      .filter((name) => name.endsWith('.mjs'))
      .map((name) => readFileSync(join(dir, name), 'utf8'))
      .join('\n');
    const trimmed = trimReactRouterModule(bundle);
    expect(bundle.match(/^[\w$]+\.displayName = "[^"\n]*";$/gm)?.length ?? 0).toBeGreaterThan(10);
    // <Form>, which this site never renders, can go only once it is marked pure.
    expect(trimmed).toMatch(/^var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
  });
});
