import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/**
 * Serves a page as the server does, with its real headers, plus markup an attacker managed to
 * inject into the HTML (the case a Content-Security-Policy is there for).
 */
async function injectMarkup(page: Page, path: string, markup: string) {
  await page.route(path, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('<body>', `<body>${markup}`);
    await route.fulfill({ response, body });
  });
}

test('markup injected into a page cannot load a script, even from a host the policy lists', async ({
  page,
  outside,
  consoleWatch,
}) => {
  // connect.facebook.net is in script-src (the pixel) as a fallback for old browsers only: with
  // 'strict-dynamic', a script tag an attacker injects into the HTML is refused whatever its host,
  // so a JSONP endpoint or gadget on an allowed host cannot be used.
  consoleWatch.allow(
    /^CSP violation: script-src-elem blocked https:\/\/(evil\.test|connect\.facebook\.net)/,
  );
  consoleWatch.allow(/^Loading the script '[^']+' violates/);
  const requested: string[] = [];
  outside.fake(/^https:\/\/(evil\.test|connect\.facebook\.net)\/gadget\.js$/, async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: 'window.pwned = true;' });
  });
  await injectMarkup(
    page,
    '/',
    '<script src="https://evil.test/gadget.js"></script><script src="https://connect.facebook.net/gadget.js"></script>',
  );
  await page.goto('/');
  await waitForHydration(page);
  await expect
    .poll(() =>
      consoleWatch
        .errors()
        .filter((text) => text.startsWith('CSP violation'))
        .sort(),
    )
    .toEqual([
      'CSP violation: script-src-elem blocked https://connect.facebook.net/gadget.js',
      'CSP violation: script-src-elem blocked https://evil.test/gadget.js',
    ]);
  expect(requested).toEqual([]);
  expect(await page.evaluate(() => 'pwned' in window)).toBe(false);
});

test('every response says other sites may not embed it', async ({ request }) => {
  for (const path of ['/', '/images/social-card.jpg', '/favicon.svg']) {
    const headers = (await request.get(path)).headers();
    expect(headers['cross-origin-resource-policy'], path).toBe('same-origin');
  }
});

test('inline code injected into a page does not run', async ({ page, consoleWatch }) => {
  consoleWatch.allow(/^CSP violation: script-src-elem blocked inline/);
  consoleWatch.allow(/^Executing inline script violates/);
  await injectMarkup(page, '/contact', '<script>window.pwned = true;</script>');
  await page.goto('/contact');
  await waitForHydration(page);
  await expect
    .poll(() => consoleWatch.errors().filter((text) => text.startsWith('CSP violation')))
    .toEqual(['CSP violation: script-src-elem blocked inline']);
  expect(await page.evaluate(() => 'pwned' in window)).toBe(false);
});

test('no page can be framed by another site', async ({ request }) => {
  const headers = (await request.get('/')).headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
});
