import { expect, test, waitForHydration } from './fixtures';

test('the policy blocks a script from an origin the site does not use, and the suite sees it', async ({
  page,
  outside,
  consoleWatch,
}) => {
  consoleWatch.allow(/^CSP violation: script-src-elem blocked https:\/\/evil\.test/);
  consoleWatch.allow(/^Loading the script 'https:\/\/evil\.test\/x\.js' violates/);
  const requested: string[] = [];
  outside.fake(/^https:\/\/evil\.test\//, async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: 'window.pwned = true;' });
  });
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = 'https://evil.test/x.js';
    document.head.append(script);
  });
  await expect
    .poll(() => consoleWatch.errors().filter((text) => text.startsWith('CSP violation')))
    .toEqual(['CSP violation: script-src-elem blocked https://evil.test/x.js']);
  expect(requested).toEqual([]);
  expect(await page.evaluate(() => 'pwned' in window)).toBe(false);
});

test('inline code injected into the page does not run', async ({ page, consoleWatch }) => {
  consoleWatch.allow(/^CSP violation: script-src-elem blocked inline/);
  consoleWatch.allow(/^Executing inline script violates/);
  await page.goto('/contact');
  await waitForHydration(page);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.pwned = true;';
    document.body.append(script);
  });
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
