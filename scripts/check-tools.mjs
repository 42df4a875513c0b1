// @ts-check
/**
 * The programs the checks need besides their npm packages: a Chromium for the browser tests and
 * the bench, Java for the W3C Nu HTML Checker, openssl for the Observatory test's certificates.
 * Each is found on the machine or installed the platform's way; if one can be neither, the
 * checks stop before any test with one message that says what to run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** @typedef {{ path: string, source: string }} FoundBrowser */

/**
 * What the decisions read of the machine, passed in so that tests can describe any machine.
 * @typedef {object} Machine
 * @property {NodeJS.Platform} platform
 * @property {NodeJS.ProcessEnv} env
 * @property {boolean} isRoot
 * @property {string} osRelease the text of /etc/os-release ('' where there is none)
 * @property {(path: string) => boolean} exists
 * @property {(command: string, args: string[]) => boolean} runs true if the command exits 0
 * @property {() => string | null} playwrightChromium Playwright's own Chromium, if installed
 */

/** Where browsers of the Chromium family live when a package manager or installer put them. */
const SYSTEM_CHROMIUMS = /** @type {const} */ ({
  linux: [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome-stable',
    '/usr/bin/google-chrome',
    '/snap/bin/chromium',
  ],
  darwin: [
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  ],
  win32: [
    'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
    'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe',
  ],
});

/**
 * The Chromium the checks will launch: `CHROMIUM_PATH` if set, else a system Chromium or Chrome,
 * else Playwright's own download. Null when there is none.
 * @param {Machine} machine
 * @returns {FoundBrowser | null}
 */
export function findChromium(machine) {
  const chosen = machine.env.CHROMIUM_PATH?.trim();
  if (chosen) return { path: chosen, source: 'CHROMIUM_PATH' };
  const candidates = /** @type {Record<string, readonly string[]>} */ (SYSTEM_CHROMIUMS);
  const system = (candidates[machine.platform] ?? []).find((path) => machine.exists(path));
  if (system) return { path: system, source: 'system' };
  const playwright = machine.playwrightChromium();
  if (playwright && machine.exists(playwright)) {
    return { path: playwright, source: "Playwright's own" };
  }
  return null;
}

/** @param {string} osRelease */
export function isDebianLike(osRelease) {
  return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(osRelease.replaceAll('"', ''));
}

/**
 * One program the checks need.
 * @typedef {object} Tool
 * @property {string} name
 * @property {string} needFor
 * @property {string} debianPackage
 * @property {string} hint how to install it elsewhere
 * @property {(machine: Machine) => boolean} isPresent
 * @property {boolean} [optional] without it only the tests that need it are skipped (they say so)
 */

/** @type {Tool[]} */
const TOOLS = [
  {
    name: 'Chromium',
    needFor: 'the browser tests and the bench',
    debianPackage: 'chromium',
    hint: 'install Chromium or Google Chrome, or run `cd checks && npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium-family executable',
    isPresent: (machine) => findChromium(machine) !== null,
  },
  {
    name: 'Java',
    needFor: 'the W3C Nu HTML Checker',
    debianPackage: 'default-jre-headless',
    hint: 'install a Java runtime, 11 or newer (macOS: `brew install openjdk`)',
    isPresent: (machine) => machine.runs('java', ['-version']),
  },
  {
    name: 'openssl',
    needFor: "the Observatory test's certificates",
    debianPackage: 'openssl',
    hint: 'install openssl (macOS: `brew install openssl`)',
    isPresent: (machine) => machine.runs('openssl', ['version']),
  },
];

/**
 * The other engines' browsers (checks/engines/): installed where the machine can, skipped with a
 * note elsewhere; a newcomer's `npm test` never fails for want of them.
 * @type {Tool[]}
 */
const ENGINE_TOOLS = [
  {
    name: 'Firefox',
    needFor: 'the Gecko journeys',
    debianPackage: 'firefox-esr',
    hint: 'install Firefox, or set FIREFOX_PATH to its executable',
    isPresent: (machine) =>
      Boolean(machine.env.FIREFOX_PATH?.trim()) ||
      ['/usr/bin/firefox-esr', '/usr/bin/firefox', '/usr/local/bin/firefox'].some(machine.exists),
    optional: true,
  },
  {
    name: "WebKitGTK's WebDriver",
    needFor: 'the WebKit journeys',
    debianPackage: 'webkit2gtk-driver',
    hint: "install WebKitGTK's WebDriver (Debian and Ubuntu: webkit2gtk-driver); Safari's safaridriver is not driven yet",
    isPresent: (machine) =>
      ['/usr/bin/WebKitWebDriver', '/usr/local/bin/WebKitWebDriver'].some(machine.exists),
    optional: true,
  },
  {
    name: 'Xvfb',
    needFor: "the WebKit journeys (WebKitGTK's browser has no headless mode)",
    debianPackage: 'xvfb',
    hint: 'install Xvfb, or run the tests in a desktop session (DISPLAY set)',
    isPresent: (machine) =>
      Boolean(machine.env.DISPLAY) || ['/usr/bin/Xvfb', '/usr/local/bin/Xvfb'].some(machine.exists),
    optional: true,
  },
];

/**
 * @typedef {object} Plan
 * @property {Tool[]} missing
 * @property {{ say: string, commands: string[][] }[]} steps what gets what is missing
 * @property {Tool[]} unobtainable what no step here can get: the checks cannot run
 */

/**
 * What to install, and how: on Debian or Ubuntu as root, Debian's packages in one apt-get; a
 * missing Chromium elsewhere from Playwright's own download (which needs its host reachable).
 * @param {Machine} machine
 * @param {Tool[]} [tools]
 * @returns {Plan}
 */
export function planTools(machine, tools = TOOLS) {
  const missing = tools.filter((tool) => !tool.isPresent(machine));
  /** @type {Plan['steps']} */
  const steps = [];
  /** @type {Tool[]} */
  let unobtainable = [];
  const hasApt =
    machine.platform === 'linux' &&
    machine.isRoot &&
    isDebianLike(machine.osRelease) &&
    machine.runs('apt-get', ['--version']);
  if (missing.length > 0 && hasApt) {
    const packages = missing.map((tool) => tool.debianPackage);
    steps.push({
      say: `apt-get install ${packages.join(' ')}`,
      commands: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', ...packages],
      ],
    });
  } else {
    for (const tool of missing) {
      if (tool.name === 'Chromium') {
        steps.push({
          say: 'playwright install chromium',
          commands: [['playwright', 'install', 'chromium']],
        });
      } else {
        unobtainable = [...unobtainable, tool];
      }
    }
  }
  return { missing, steps, unobtainable };
}

/**
 * The message for a machine where the checks cannot get what they need.
 * @param {Tool[]} tools
 */
function missingToolsMessage(tools) {
  const lines = tools.map((tool) => `  - ${tool.name}, for ${tool.needFor}: ${tool.hint}`);
  return [
    'The checks need programs this machine lacks and that could not be installed here:',
    ...lines,
    'On Debian or Ubuntu, as root, `npm test` installs them itself. Then run `npm test` again.',
  ].join('\n');
}

/**
 * The real machine.
 * @param {string} checksDir where the checks' packages (with Playwright) are installed
 * @returns {Machine}
 */
export function thisMachine(checksDir) {
  return {
    platform: process.platform,
    env: process.env,
    isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
    osRelease: existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '',
    exists: existsSync,
    runs: (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0,
    playwrightChromium() {
      try {
        const require = createRequire(join(checksDir, 'package.json'));
        /** @type {{ chromium: { executablePath(): string } }} */
        const playwright = require('playwright-core');
        return playwright.chromium.executablePath();
      } catch {
        return null;
      }
    },
  };
}

/**
 * Finds or installs every tool; returns the Chromium to launch, or a message saying what to run.
 * @param {Machine} machine
 * @param {(command: string[]) => boolean} run runs a command, true if it succeeded
 * @returns {{ ok: true, chromium: FoundBrowser } | { ok: false, message: string }}
 */
export function ensureTools(machine, run) {
  const plan = planTools(machine, [...TOOLS, ...ENGINE_TOOLS]);
  if (plan.unobtainable.some((tool) => !tool.optional))
    return { ok: false, message: missingToolsMessage(plan.missing.filter((t) => !t.optional)) };
  for (const step of plan.steps) {
    const names = plan.missing.map((tool) => tool.name).join(', ');
    console.log(`The checks need ${names}; installing: ${step.say}…`);
    if (!step.commands.every((command) => run(command))) break;
  }
  const stillMissing = TOOLS.filter((tool) => !tool.isPresent(machine));
  for (const tool of ENGINE_TOOLS.filter((each) => !each.isPresent(machine))) {
    console.log(`No ${tool.name} here: ${tool.needFor} are skipped (${tool.hint}).`);
  }
  const chromium = findChromium(machine);
  if (stillMissing.length > 0 || !chromium) {
    return { ok: false, message: missingToolsMessage(stillMissing) };
  }
  return { ok: true, chromium };
}
