// @ts-check
/**
 * Rewrites a page prerendered by React Router so that it paints before any of its JavaScript is
 * fetched: the module preloads go, and the module script that imports the route modules and
 * starts hydration hands that work to app/early/start-hydration.ts, which runs it once the page
 * has been shown (docs/decisions/0001-paint-first.md).
 *
 * It relies on the shape React Router 7 gives a prerendered page, and checks all of it: one
 * module script that sets `window.__reactRouterRouteModules`, made of imports and one dynamic
 * import of the browser entry, and a module preload for each module that script imports. A page
 * of another shape fails the build with what was found.
 */

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const ROUTER_MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const SIDE_EFFECT_IMPORT = /^\s*import\s+("[^"]+");\s*$/;
const NAMESPACE_IMPORT = /^\s*import\s+\*\s+as\s+([\w$]+)\s+from\s+("[^"]+");\s*$/;
const ENTRY_IMPORT = /^\s*import\(("[^"]+")\);\s*$/;

/**
 * @param {string} html a prerendered page
 * @param {string} starter app/early/hydration.ts, bundled (scripts/build/early-scripts.ts)
 * @returns {string} the page with its hydration deferred
 * @throws {Error} when the page does not have the shape React Router 7 emits
 */
export function deferHydration(html, starter) {
  // What React Router preloads is every module the page needs before it hydrates (the route
  // modules and their static imports): fetched all at once when hydration starts.
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => String(match[1]));
  if (modules.length === 0) throw new Error('deferHydration: the page has no module preloads');
  let rewritten = 0;
  const result = html.replace(MODULE_PRELOAD, '').replace(ROUTER_MODULE_SCRIPT, (whole, body) => {
    if (!body.includes('window.__reactRouterRouteModules')) return whole;
    rewritten += 1;
    return `<script type="module" async="">${rewriteModuleScript(body, modules, starter)}</script>`;
  });
  if (rewritten !== 1) {
    throw new Error(`deferHydration: expected one router module script, found ${rewritten}`);
  }
  return result;
}

/** @param {string} body @param {readonly string[]} modules @param {string} starter */
function rewriteModuleScript(body, modules, starter) {
  /** @type {string[]} */ const specifiers = [];
  /** @type {string[]} */ const bindings = [];
  /** @type {string[]} */ const statements = [];
  let entry = null;

  for (const line of body.split('\n')) {
    if (line.trim() === '') continue;
    const sideEffect = SIDE_EFFECT_IMPORT.exec(line);
    const namespace = NAMESPACE_IMPORT.exec(line);
    const entryImport = ENTRY_IMPORT.exec(line);
    if (sideEffect?.[1]) {
      specifiers.push(sideEffect[1]);
      bindings.push('');
    } else if (namespace?.[1] && namespace[2]) {
      specifiers.push(namespace[2]);
      bindings.push(namespace[1]);
    } else if (entryImport?.[1]) {
      entry = entryImport[1];
    } else {
      statements.push(line.trim());
    }
  }
  if (entry === null || specifiers.length === 0) {
    throw new Error('deferHydration: unexpected router module script:\n' + body);
  }
  const notPreloaded = [...specifiers, entry].filter(
    (specifier) => !modules.includes(JSON.parse(specifier)),
  );
  if (notPreloaded.length > 0) {
    throw new Error(`deferHydration: the page does not preload ${notPreloaded.join(', ')}`);
  }

  const imports = specifiers.map((specifier) => `import(${specifier})`).join(',');
  // What app/early/hydration.ts declares: the page's own imports, run when it says so.
  return [
    'const pageHydrate=async()=>{',
    `const [${bindings.join(',')}]=await Promise.all([${imports}]);`,
    ...statements,
    `await import(${entry});`,
    '};',
    `const pageModules=${JSON.stringify(modules)};`,
    starter,
  ].join('\n');
}
