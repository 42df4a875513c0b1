// @ts-check
/**
 * Rewrites a page prerendered by React Router so that it paints before any of its JavaScript is
 * fetched: the module preloads go, and the module script that imports the route modules and
 * starts hydration waits until the page is parsed, has painted and its priority image (the LCP)
 * has loaded, or the window's `load` event, whichever comes first; then it fetches at once every
 * module that the removed preloads named. See docs/decisions/0001-paint-first.md.
 *
 * It relies on the shape React Router 7 gives a prerendered page, and checks all of it: one
 * module script that sets `window.__reactRouterRouteModules`, made of imports and one dynamic
 * import of the browser entry, and a module preload for each module that script imports. A page
 * of another shape fails the build with what was found.
 */

/** Hydration starts by this long after the page's scripts run, even if an image is late. */
export const HYDRATION_DEADLINE_MS = 5000;

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const ROUTER_MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const SIDE_EFFECT_IMPORT = /^\s*import\s+("[^"]+");\s*$/;
const NAMESPACE_IMPORT = /^\s*import\s+\*\s+as\s+([\w$]+)\s+from\s+("[^"]+");\s*$/;
const ENTRY_IMPORT = /^\s*import\(("[^"]+")\);\s*$/;

/**
 * @param {string} html a prerendered page
 * @returns {string} the page with its hydration deferred
 * @throws {Error} when the page does not have the shape React Router 7 emits
 */
export function deferHydration(html) {
  // What React Router preloads is every module the page needs before it hydrates (the route
  // modules and their static imports): fetched all at once when hydration starts.
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => String(match[1]));
  if (modules.length === 0) throw new Error('deferHydration: the page has no module preloads');
  let rewritten = 0;
  const result = html.replace(MODULE_PRELOAD, '').replace(ROUTER_MODULE_SCRIPT, (whole, body) => {
    if (!body.includes('window.__reactRouterRouteModules')) return whole;
    rewritten += 1;
    return `<script type="module" async="">${rewriteModuleScript(body, modules)}</script>`;
  });
  if (rewritten !== 1) {
    throw new Error(`deferHydration: expected one router module script, found ${rewritten}`);
  }
  return result;
}

/** @param {string} body @param {readonly string[]} modules */
function rewriteModuleScript(body, modules) {
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
  return [
    'const hydrate=async()=>{',
    `const [${bindings.join(',')}]=await Promise.all([${imports}]);`,
    ...statements,
    `await import(${entry});`,
    '};',
    `const modules=${JSON.stringify(modules)};`,
    // Without this, each level of imports is discovered only once the one above it arrived.
    'const preload=()=>{for(const href of modules){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link);}};',
    'let started=false;',
    'const start=()=>{if(started)return;started=true;preload();setTimeout(()=>hydrate().catch((error)=>console.error("The page could not start its scripts",error)));};',
    // The first paint comes first on every page, so no script competes with it (and a page
    // without an image does not hydrate before it shows); where the browser cannot report
    // paints, two animation frames mean a frame was drawn.
    'const firstPaint=()=>new Promise((done)=>{if(!(PerformanceObserver.supportedEntryTypes||[]).includes("paint")){requestAnimationFrame(()=>requestAnimationFrame(done));return;}new PerformanceObserver((_list,observer)=>{observer.disconnect();done();}).observe({type:"paint",buffered:true});});',
    // The first screen's own image (fetchpriority=high, the LCP) comes first too; the rest
    // (lazy or below-the-fold images, the favicon) need not hold up the scripts.
    'const priorityImages=()=>Promise.all([...document.querySelectorAll(\'img[fetchpriority="high"]\')].map((img)=>img.complete?0:new Promise((done)=>{img.addEventListener("load",done,{once:true});img.addEventListener("error",done,{once:true});})));',
    'const whenShown=()=>Promise.all([firstPaint(),priorityImages()]).then(start);',
    'if(document.readyState==="complete")start();',
    'else{addEventListener("load",start,{once:true});if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",whenShown,{once:true});else whenShown();}',
    // A stalled request (an image, a frame) must not keep the page inert: start anyway.
    `setTimeout(start,${HYDRATION_DEADLINE_MS});`,
  ].join('\n');
}
