import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';

const run = promisify(execFile);
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/**
 * The W3C Nu HTML Checker (vnu-jar, on the machine's Java) over every page of both builds, as a
 * crawler gets them. Its CSS checker does not know some CSS Tailwind 4 emits (`@property` and
 * the like), so CSS messages are left to the browser tests.
 */
for (const build of ['build', 'build-e2e']) {
  test(`every page of ${build}/ is valid HTML`, async () => {
    const dir = fileURLToPath(new URL(`../../${build}/client/`, import.meta.url));
    const pages = readdirSync(dir)
      .filter((file) => file.endsWith('.html'))
      .map((file) => `${dir}${file}`);
    expect(pages.length).toBeGreaterThanOrEqual(6); // five routes and the 404 page
    const result = await run(
      'java',
      ['-jar', VNU_JAR, '--errors-only', '--filterpattern', 'CSS: .*', ...pages],
      { maxBuffer: 10 * 1024 * 1024 },
    ).then(
      ({ stderr }) => stderr,
      (error: { stderr?: string; message: string }) => error.stderr || error.message,
    );
    expect(result.trim()).toBe('');
  });
}
