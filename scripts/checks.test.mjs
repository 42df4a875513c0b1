// @ts-check
// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INSTALL_SCRIPTS } from './checks.mjs';

/**
 * @param {string} path a package-lock.json
 * @returns {string[]} the names of the packages in it that have an install script
 */
function packagesWithInstallScripts(path) {
  /** @type {{ packages: Record<string, { hasInstallScript?: boolean }> }} */
  const lock = JSON.parse(readFileSync(new URL(`../${path}`, import.meta.url), 'utf8'));
  const names = Object.entries(lock.packages)
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([key]) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length));
  return [...new Set(names)].sort();
}

/** @param {string} path a package.json @returns {Record<string, boolean>} */
function allowScripts(path) {
  return JSON.parse(readFileSync(new URL(`../${path}`, import.meta.url), 'utf8')).allowScripts;
}

/** @param {Record<string, string>} reasons @returns {Record<string, boolean>} */
const approvals = (reasons) =>
  Object.fromEntries(
    Object.entries(reasons).map(([name, reason]) => [name, reason.startsWith('run:')]),
  );

describe('install scripts (nothing compiles at install)', () => {
  it('the site’s install runs only the reasoned ones, and npm is told so', () => {
    // Exactly: a package that left the lockfile leaves the list too.
    expect(packagesWithInstallScripts('package-lock.json').sort()).toEqual(
      Object.keys(INSTALL_SCRIPTS.root).sort(),
    );
    expect(allowScripts('package.json')).toEqual(approvals(INSTALL_SCRIPTS.root));
  });

  it('every install script in the checks’ lockfile is named and skipped, with its reason', () => {
    expect(packagesWithInstallScripts('checks/package-lock.json')).toEqual(
      Object.keys(INSTALL_SCRIPTS.checks).sort(),
    );
    expect(Object.values(INSTALL_SCRIPTS.checks).every((r) => r.startsWith('skipped:'))).toBe(true);
    expect(allowScripts('checks/package.json')).toEqual(approvals(INSTALL_SCRIPTS.checks));
    expect(INSTALL_SCRIPTS.checks.libpq).toMatch(/^skipped:/);
  });

  it('the checks’ runtime is Node alone, the only script that runs', () => {
    expect(packagesWithInstallScripts('checks/runtime/package-lock.json')).toEqual(['node']);
    expect(allowScripts('checks/runtime/package.json')).toEqual({ node: true });
  });

  it('the site’s build needs none of the checkers', () => {
    /** @type {{ dependencies?: Record<string, string>, devDependencies?: Record<string, string> }} */
    const site = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    const siteDeps = Object.keys({ ...site.dependencies, ...site.devDependencies });
    const checkers = ['@playwright/test', 'lighthouse', 'wrangler', '@mdn/mdn-http-observatory'];
    // Nor Node itself: a host builds on its own, and an older machine's `npm start` takes the
    // checks' (scripts/on-modern-node.mjs).
    const testOnly = ['vnu-jar', '@capsizecss/metrics', 'node'];
    expect(siteDeps.filter((name) => [...checkers, ...testOnly].includes(name))).toEqual([]);
  });
});
