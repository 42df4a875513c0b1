// @ts-check
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ALLOWED_WARNINGS, describeNewWarnings, unexpectedWarnings } from './quiet.mjs';

describe('a quiet build', () => {
  it('passes what is not a warning, and the allowlisted ones', () => {
    const output = [
      'vite v8.3.8 building client environment for production...',
      '\u001b[33mThe `envFile` option is deprecated, please use `envDir: false` instead.\u001b[39m',
      'npm warn Unknown user config "nodedir". This will stop working in the next major version of npm.',
      '✓ built in 996ms',
    ].join('\n');
    expect(unexpectedWarnings(output)).toEqual([]);
    expect(describeNewWarnings('npm run build', output)).toBeNull();
  });

  it('fails on the warnings the project once printed', () => {
    const output = [
      "(!) Your Vite config uses features that are unsupported by `configLoader: 'native'`",
      '  ⚠️  Future Flag Warning: Route middleware support is changing in React Router v8.',
      'npm warn install-scripts 2 packages have install scripts not yet covered by allowScripts:',
      'npm warn EBADENGINE Unsupported engine {',
      '▲ [WARNING] No compatibility_date was specified.',
    ].join('\n');
    expect(unexpectedWarnings(output)).toHaveLength(5);
    expect(describeNewWarnings('npm run build', output)).toMatch(
      /^npm run build printed warnings not on the allowlist \(scripts\/quiet\.mjs\):\n {2}\(!\)/,
    );
  });

  it('gives every allowed warning its reason', () => {
    for (const { reason } of ALLOWED_WARNINGS) expect(reason.length).toBeGreaterThan(40);
  });
});
