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

describe('install scripts (nothing compiles at install, issue 18)', () => {
  it('the site’s install runs only the reasoned ones', () => {
    const allowed = Object.keys(INSTALL_SCRIPTS.root);
    expect(
      packagesWithInstallScripts('package-lock.json').filter((n) => !allowed.includes(n)),
    ).toEqual([]);
  });

  it('every install script in the checks’ lockfile is named, run or skipped, with its reason', () => {
    expect(packagesWithInstallScripts('checks/package-lock.json')).toEqual(
      Object.keys(INSTALL_SCRIPTS.checks).sort(),
    );
  });

  it('the only script the checks’ install runs is the one that brings their Node', () => {
    const run = Object.entries(INSTALL_SCRIPTS.checks)
      .filter(([, reason]) => reason.startsWith('run:'))
      .map(([name]) => name);
    expect(run).toEqual(['node']);
    expect(INSTALL_SCRIPTS.checks.libpq).toMatch(/^skipped:/);
  });

  it('the site’s build needs none of the checkers', () => {
    /** @type {{ dependencies?: Record<string, string>, devDependencies?: Record<string, string> }} */
    const site = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    const siteDeps = Object.keys({ ...site.dependencies, ...site.devDependencies });
    const checkers = ['@playwright/test', 'lighthouse', 'wrangler', '@mdn/mdn-http-observatory'];
    expect(siteDeps.filter((name) => [...checkers, 'vnu-jar', 'node'].includes(name))).toEqual([]);
  });
});
