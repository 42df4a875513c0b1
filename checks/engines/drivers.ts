/**
 * One small way to drive a browser for the Gecko and WebKit journeys: Firefox through
 * puppeteer-core over WebDriver BiDi, WebKitGTK's MiniBrowser through selenium-webdriver and
 * WebKitWebDriver (in a virtual X display; MiniBrowser has no headless mode). Both send other
 * hosts' requests through the journeys' proxy (./outside.ts) and accept its certificate.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import puppeteer from 'puppeteer-core';
import { Builder, By, Key, type WebDriver } from 'selenium-webdriver';

export type EngineName = 'gecko' | 'webkit';

export type KeyName = 'Tab' | 'Shift+Tab' | 'Enter' | 'Space' | 'ArrowDown' | 'Escape';

export type Driver = {
  /** Opens the URL and waits for its load event. */
  goto(url: string): Promise<void>;
  /** Runs a function body in the page (`return …`) and gives its value. */
  run<T>(body: string, ...args: unknown[]): Promise<T>;
  /** A real click (the engine's own input) in the middle of the first element matching `css`. */
  click(css: string): Promise<void>;
  /** Types into the first element matching `css`, as keys. */
  type(css: string, text: string): Promise<void>;
  /** Presses a key where the focus is, as the keyboard does (Shift+Tab: both together). */
  press(key: KeyName): Promise<void>;
  /** Types text where the focus is, key by key. */
  typeKeys(text: string): Promise<void>;
  /** Rests the pointer on the middle of the first element matching `css`. */
  hover(css: string): Promise<void>;
  /** The window's inner size, or as near as the engine goes (WebKitGTK: no narrower than ~447). */
  resize(width: number, height: number): Promise<void>;
  url(): Promise<string>;
  /** Uncaught errors and console errors the page reported. */
  errors(): Promise<string[]>;
  close(): Promise<void>;
};

/** Firefox: FIREFOX_PATH, else Debian's Firefox ESR, else a usual Linux or macOS install. */
function firefoxPath(): string | null {
  const chosen = process.env.FIREFOX_PATH?.trim();
  if (chosen) return chosen;
  return (
    [
      '/usr/bin/firefox-esr',
      '/usr/bin/firefox',
      '/usr/local/bin/firefox',
      '/Applications/Firefox.app/Contents/MacOS/firefox',
    ].find(existsSync) ?? null
  );
}

/** WebKitGTK: its WebDriver and the MiniBrowser it drives (Debian's webkit2gtk-driver). */
function webkitPaths(): { driver: string; browser: string } | null {
  const driver = ['/usr/bin/WebKitWebDriver', '/usr/local/bin/WebKitWebDriver'].find(existsSync);
  const libs = existsSync('/usr/lib') ? readdirSync('/usr/lib') : [];
  const browser = [...libs.map((dir) => `/usr/lib/${dir}/webkit2gtk-4.1/MiniBrowser`)].find(
    existsSync,
  );
  return driver && browser ? { driver, browser } : null;
}

/** Why this machine cannot run the engine's journeys (scripts/check-tools.mjs installs what it can), or null. */
export function engineMissing(engine: EngineName): string | null {
  if (engine === 'gecko') {
    return firefoxPath() ? null : 'no Firefox here (install firefox-esr, or set FIREFOX_PATH)';
  }
  if (!webkitPaths()) {
    return "no WebKitGTK WebDriver here (Debian: webkit2gtk-driver); Safari's safaridriver is not driven yet";
  }
  const hasDisplay =
    Boolean(process.env.DISPLAY) || ['/usr/bin/Xvfb', '/usr/local/bin/Xvfb'].some(existsSync);
  return hasDisplay ? null : 'no X display for WebKitGTK (install xvfb)';
}

export async function launch(engine: EngineName, proxy: string): Promise<Driver> {
  return engine === 'gecko' ? launchGecko(proxy) : launchWebKit(proxy);
}

async function launchGecko(proxy: string): Promise<Driver> {
  const executablePath = firefoxPath();
  if (!executablePath) throw new Error('No Firefox: install firefox-esr or set FIREFOX_PATH');
  const [host, port] = proxy.split(':');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    acceptInsecureCerts: true,
    defaultViewport: { width: 1280, height: 900 },
    extraPrefsFirefox: {
      'network.proxy.type': 1,
      'network.proxy.http': host,
      'network.proxy.http_port': Number(port),
      'network.proxy.ssl': host,
      'network.proxy.ssl_port': Number(port),
      'network.proxy.no_proxies_on': 'localhost, 127.0.0.1',
      'network.proxy.allow_hijacking_localhost': false,
    },
  });
  const errors: string[] = [];
  let page = await browser.newPage();
  /** Each visit in a tab of its own: what the page left behind reports nothing once it is left. */
  const open = async () => {
    const fresh = await browser.newPage();
    fresh.on('pageerror', (error) => {
      if (page === fresh) errors.push(`page error: ${String(error)}`);
    });
    fresh.on('console', (message) => {
      if (page === fresh && message.type() === 'error') {
        errors.push(`console error: ${message.text()}`);
      }
    });
    const left = page;
    page = fresh;
    await left.close();
  };
  return {
    async goto(url) {
      await open();
      await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    },
    run: (body, ...args) =>
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- page code, by design
      page.evaluate(new Function(body) as () => never, ...(args as [])),
    async click(css) {
      await page.locator(css).setTimeout(30_000).click();
    },
    async type(css, text) {
      await page.locator(css).setTimeout(30_000).fill(text);
    },
    async press(key) {
      if (key === 'Shift+Tab') {
        await page.keyboard.down('Shift');
        await page.keyboard.press('Tab');
        await page.keyboard.up('Shift');
        return;
      }
      await page.keyboard.press(key === 'Space' ? ' ' : key);
    },
    typeKeys: (text) => page.keyboard.type(text),
    async hover(css) {
      await page.locator(css).setTimeout(30_000).hover();
    },
    resize: (width, height) => page.setViewport({ width, height }),
    url: () => Promise.resolve(page.url()),
    errors: () => Promise.resolve([...errors]),
    close: () => browser.close(),
  };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  return typeof address === 'object' && address ? address.port : 0;
}

/** A virtual X display for MiniBrowser, unless the machine has one. */
async function startDisplay(): Promise<{ display: string; stop: () => void }> {
  if (process.env.DISPLAY) return { display: process.env.DISPLAY, stop: () => {} };
  for (let number = 90 + (process.pid % 100); ; number += 1) {
    if (existsSync(`/tmp/.X11-unix/X${number}`) || existsSync(`/tmp/.X${number}-lock`)) continue;
    const xvfb = spawn('Xvfb', [`:${number}`, '-screen', '0', '1280x900x24', '-nolisten', 'tcp'], {
      stdio: 'ignore',
    });
    for (let waited = 0; waited < 100 && !existsSync(`/tmp/.X11-unix/X${number}`); waited += 1) {
      if (xvfb.exitCode !== null) break;
      await sleep(100);
    }
    if (xvfb.exitCode === null) return { display: `:${number}`, stop: () => xvfb.kill() };
  }
}

async function launchWebKit(proxy: string): Promise<Driver> {
  const paths = webkitPaths();
  if (!paths) throw new Error('No WebKitGTK WebDriver: install webkit2gtk-driver');
  const { display, stop } = await startDisplay();
  const port = await freePort();
  const service: ChildProcess = spawn(paths.driver, [`--port=${port}`], {
    stdio: 'ignore',
    env: {
      ...process.env,
      DISPLAY: display,
      http_proxy: `http://${proxy}`,
      https_proxy: `http://${proxy}`,
      no_proxy: 'localhost,127.0.0.1',
    },
  });
  let driver: WebDriver;
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await fetch(`http://127.0.0.1:${port}/status`);
        break;
      } catch (error) {
        if (attempt > 100) throw error;
        await sleep(100);
      }
    }
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        acceptInsecureCerts: true,
        'webkitgtk:browserOptions': { binary: paths.browser, args: ['--automation'] },
      })
      .build();
    await driver.manage().window().setRect({ width: 1280, height: 900 });
  } catch (error) {
    service.kill();
    stop();
    throw error;
  }
  const errors: string[] = [];
  // WebDriver classic has no page events: a listener set after each load records what is
  // uncaught from then on (hydration's own failure shows as a page that never hydrates).
  const listen = () =>
    driver.executeScript(`
      if (!window.__journeyErrors) {
        window.__journeyErrors = [];
        addEventListener('error', (event) => window.__journeyErrors.push('page error: ' + event.message));
        addEventListener('unhandledrejection', (event) => window.__journeyErrors.push('page error: ' + String(event.reason)));
      }`);
  const collect = async () => {
    try {
      const found = await driver.executeScript<string[] | null>(
        'return window.__journeyErrors ?? null',
      );
      if (found) errors.push(...found.filter((error) => !errors.includes(error)));
    } catch {
      // Between two documents.
    }
  };
  return {
    async goto(url) {
      await collect();
      await driver.get(url);
      await listen();
    },
    run: async (body, ...args) => {
      await listen().catch(() => {});
      return driver.executeScript(body, ...args);
    },
    async click(css) {
      await collect();
      const element = await driver.findElement(By.css(css));
      await driver.executeScript('arguments[0].scrollIntoView({ block: "center" })', element);
      await element.click();
    },
    async type(css, text) {
      await driver.findElement(By.css(css)).sendKeys(text);
    },
    async press(key) {
      const actions = driver.actions();
      if (key === 'Shift+Tab') {
        await actions.keyDown(Key.SHIFT).sendKeys(Key.TAB).keyUp(Key.SHIFT).perform();
        return;
      }
      const keys = {
        Tab: Key.TAB,
        Enter: Key.ENTER,
        Space: Key.SPACE,
        ArrowDown: Key.ARROW_DOWN,
        Escape: Key.ESCAPE,
      };
      await actions.sendKeys(keys[key]).perform();
    },
    typeKeys: (text) => driver.actions().sendKeys(text).perform(),
    async hover(css) {
      await driver
        .actions()
        .move({ origin: await driver.findElement(By.css(css)) })
        .perform();
    },
    async resize(width, height) {
      await driver.manage().window().setRect({ width, height });
    },
    url: () => driver.getCurrentUrl(),
    async errors() {
      await collect();
      return [...errors];
    },
    async close() {
      await driver.quit().catch(() => {});
      service.kill();
      stop();
    },
  };
}
