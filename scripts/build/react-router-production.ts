/**
 * React Router, as the browser gets it, without what only development needs (the
 * home page's first load). Two things, in the client build only:
 *
 * 1. Its production build. The package's `exports` name only `dist/development` (a stopgap,
 *    remix-run/react-router#12532 and #14102), so every bundler ships the copy with
 *    `ENABLE_DEV_WARNINGS = true`. `dist/production` is the same code with that flag off.
 * 2. What tree-shaking can then drop. Its bundle sets `X.displayName = "X"` at the top level for
 *    React DevTools, and creates components with `React.forwardRef(...)` without a pure
 *    annotation: both count as side effects, so `<Form>` and everything it uses (submission,
 *    `useSubmit`, …), which this site never renders, stay in the bundle.
 *
 * If a new React Router moves these files or changes their shape, nothing breaks: the paths are
 * checked and the patterns stop matching; the first-load budget test then says so.
 */
import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';

const ENTRY_POINTS = new Set(['react-router', 'react-router/dom']);
const DEVELOPMENT_DIR = '/react-router/dist/development/';
const PRODUCTION_DIR = '/react-router/dist/production/';

/** `Form.displayName = "Form";` at the top level of a module. */
const TOP_LEVEL_DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;
/** `var Link = React10.forwardRef(` and the contexts and memoized components made the same way. */
const UNANNOTATED_COMPONENT = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;

/** One module of React Router's bundle, trimmed as above. Lines stay where they were. */
export function trimReactRouterModule(code: string): string {
  return code
    .replace(TOP_LEVEL_DISPLAY_NAME, '')
    .replace(UNANNOTATED_COMPONENT, '$1/* @__PURE__ */ $2');
}

/** The production twin of a module of React Router's development build, when there is one. */
export function productionTwin(resolvedId: string, exists = existsSync): string | null {
  if (!resolvedId.includes(DEVELOPMENT_DIR)) return null;
  const twin = resolvedId.replace(DEVELOPMENT_DIR, PRODUCTION_DIR);
  return exists(twin) ? twin : null;
}

export function reactRouterProduction(): Plugin {
  return {
    name: 'react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (this.environment.name !== 'client' || !ENTRY_POINTS.has(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      const twin = productionTwin(resolved.id);
      return twin === null ? resolved : { ...resolved, id: twin };
    },
    transform(code, id) {
      if (this.environment.name !== 'client' || !id.includes(PRODUCTION_DIR)) return null;
      return { code: trimReactRouterModule(code), map: null };
    },
  };
}
