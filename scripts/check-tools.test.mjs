// @ts-check
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ensureTools, findChromium, isDebianLike, planTools } from './check-tools.mjs';

const DEBIAN = 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\n';
const UBUNTU = 'NAME="Ubuntu"\nID=ubuntu\nID_LIKE=debian\n';

/**
 * A machine described by what it has.
 * @param {{ files?: string[], commands?: string[], platform?: NodeJS.Platform, isRoot?: boolean,
 *   osRelease?: string, env?: NodeJS.ProcessEnv, playwright?: string | null }} has
 * @returns {import('./check-tools.mjs').Machine}
 */
function machine(has) {
  const files = new Set(has.files ?? []);
  const commands = new Set(has.commands ?? []);
  return {
    platform: has.platform ?? 'linux',
    env: has.env ?? {},
    isRoot: has.isRoot ?? true,
    osRelease: has.osRelease ?? DEBIAN,
    exists: (path) => files.has(path),
    runs: (command) => commands.has(command),
    playwrightChromium: () => has.playwright ?? null,
    // Installing adds what the command names, as the real one would.
    ...{ files, commands },
  };
}

describe('finding a browser', () => {
  it('takes CHROMIUM_PATH first, then a system browser, then Playwright’s own', () => {
    const everything = {
      files: ['/usr/bin/google-chrome', '/root/.cache/ms-playwright/chrome'],
      playwright: '/root/.cache/ms-playwright/chrome',
    };
    expect(findChromium(machine({ ...everything, env: { CHROMIUM_PATH: ' /opt/c ' } }))).toEqual({
      path: '/opt/c',
      source: 'CHROMIUM_PATH',
    });
    expect(findChromium(machine(everything))).toEqual({
      path: '/usr/bin/google-chrome',
      source: 'system',
    });
    expect(findChromium(machine({ ...everything, files: [everything.playwright] }))?.source).toBe(
      "Playwright's own",
    );
  });

  it('finds Chrome where macOS keeps it, and nothing on a bare machine', () => {
    const chrome = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    expect(findChromium(machine({ platform: 'darwin', files: [chrome] }))?.path).toBe(chrome);
    expect(findChromium(machine({ playwright: '/not/downloaded/chrome' }))).toBeNull();
  });
});

describe('getting what is missing', () => {
  it('reads Debian and Ubuntu from os-release', () => {
    expect(isDebianLike(DEBIAN)).toBe(true);
    expect(isDebianLike(UBUNTU)).toBe(true);
    expect(isDebianLike('ID=fedora\nID_LIKE="rhel centos fedora"\n')).toBe(false);
  });

  it('on Debian as root, installs every missing tool in one apt-get', () => {
    const plan = planTools(machine({ commands: ['apt-get', 'openssl'] }));
    expect(plan.missing.map((tool) => tool.name)).toEqual(['Chromium', 'Java']);
    expect(plan.steps).toEqual([
      {
        say: 'apt-get install chromium default-jre-headless',
        commands: [
          ['apt-get', 'update', '-qq'],
          ['apt-get', 'install', '-y', '-qq', 'chromium', 'default-jre-headless'],
        ],
      },
    ]);
    expect(plan.unobtainable).toEqual([]);
  });

  it('elsewhere, gets a browser from Playwright and cannot get Java', () => {
    const mac = machine({
      platform: 'darwin',
      osRelease: '',
      isRoot: false,
      commands: ['openssl'],
    });
    const plan = planTools(mac);
    expect(plan.steps).toEqual([
      { say: 'playwright install chromium', commands: [['playwright', 'install', 'chromium']] },
    ]);
    expect(plan.unobtainable.map((tool) => tool.name)).toEqual(['Java']);
    // Debian without root is "elsewhere" too.
    expect(
      planTools(machine({ isRoot: false, commands: ['java', 'openssl', 'apt-get'] })).steps,
    ).toEqual([
      { say: 'playwright install chromium', commands: [['playwright', 'install', 'chromium']] },
    ]);
  });

  it('needs nothing where everything is there', () => {
    const plan = planTools(
      machine({ files: ['/usr/bin/chromium'], commands: ['java', 'openssl'] }),
    );
    expect(plan).toEqual({ missing: [], steps: [], unobtainable: [] });
  });
});

describe('ensureTools', () => {
  it('installs, then returns the browser it finds', () => {
    const bare = machine({ commands: ['apt-get', 'java', 'openssl'] });
    /** @type {string[][]} */
    const ran = [];
    const log = console.log;
    console.log = () => {};
    try {
      const result = ensureTools(bare, (command) => {
        ran.push(command);
        if (command[1] === 'install') /** @type {any} */ (bare).files.add('/usr/bin/chromium');
        return true;
      });
      expect(result).toEqual({
        ok: true,
        chromium: { path: '/usr/bin/chromium', source: 'system' },
      });
    } finally {
      console.log = log;
    }
    expect(ran).toEqual([
      ['apt-get', 'update', '-qq'],
      ['apt-get', 'install', '-y', '-qq', 'chromium', 'firefox-esr', 'webkit2gtk-driver', 'xvfb'],
    ]);
  });

  it('installs the other engines with the rest on Debian, and skips them with a note elsewhere', () => {
    const log = console.log;
    /** @type {string[]} */
    const said = [];
    console.log = (line) => said.push(String(line));
    try {
      const mac = machine({
        platform: 'darwin',
        osRelease: '',
        isRoot: false,
        commands: ['java', 'openssl'],
        files: ['/Applications/Chromium.app/Contents/MacOS/Chromium'],
      });
      const result = ensureTools(mac, () => {
        throw new Error('nothing to install: only the optional engines are missing');
      });
      expect(result.ok).toBe(true);
      expect(said).toEqual([
        expect.stringMatching(/^No Firefox here: the Gecko journeys are skipped/),
        expect.stringMatching(/^No WebKitGTK's WebDriver here: the WebKit journeys are skipped/),
        expect.stringMatching(/^No Xvfb here/),
      ]);
    } finally {
      console.log = log;
    }
  });

  it('stops with one message naming each missing tool and what to run', () => {
    const result = ensureTools(
      machine({ platform: 'darwin', isRoot: false, osRelease: '' }),
      () => {
        throw new Error('nothing may run when a tool cannot be had');
      },
    );
    expect(result.ok).toBe(false);
    const message = result.ok ? '' : result.message;
    expect(message).toMatch(/Chromium, for the browser tests.*CHROMIUM_PATH/);
    expect(message).toMatch(/Java, for the W3C Nu HTML Checker: install a Java runtime/);
    expect(message).toMatch(/openssl/);
  });

  it('says what is still missing when an install fails', () => {
    const log = console.log;
    console.log = () => {};
    try {
      const result = ensureTools(
        machine({ commands: ['apt-get', 'java', 'openssl'] }),
        () => false,
      );
      expect(result.ok).toBe(false);
      expect(result.ok ? '' : result.message).toMatch(
        /^The checks need programs.*\n {2}- Chromium/,
      );
    } finally {
      console.log = log;
    }
  });
});
