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
