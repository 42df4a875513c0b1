// @ts-check
/** Prints one closing line for the whole suite from the Vitest and Playwright JSON reports. */
import { existsSync, readFileSync } from 'node:fs';

/** @param {string} path */
function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

const unit = readJson('test-results/vitest.json');
const browser = readJson('test-results/playwright.json');
const passed = (unit?.numPassedTests ?? 0) + (browser?.stats?.expected ?? 0);
const failed =
  (unit?.numFailedTests ?? 0) + (browser?.stats?.unexpected ?? 0) + (browser?.stats?.flaky ?? 0);
const skipped = (unit?.numPendingTests ?? 0) + (browser?.stats?.skipped ?? 0);
if (!unit) console.log('(no unit-test report: the unit tests did not run)');
if (!browser) console.log('(no browser-test report: the browser tests did not run)');
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
