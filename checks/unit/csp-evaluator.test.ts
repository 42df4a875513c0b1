import { describe, expect, it } from 'vitest';
import { readConfig } from '../../app/config';
import { contentSecurityPolicy, serializePolicy } from '../../app/server/security-headers';
import { EVERYTHING, HASHES } from '../../app/server/security-headers.fixtures';

// csp_evaluator is one of the checkers' packages (checks/package.json), not the site's.
describe("Google's CSP Evaluator", () => {
  it.each([
    ['nothing configured', {}],
    ['every service configured', EVERYTHING],
  ])('finds nothing above informational with %s', async (_name, env) => {
    const { CspEvaluator } = await import('csp_evaluator/dist/evaluator.js');
    const { CspParser } = await import('csp_evaluator/dist/parser.js');
    const { Severity } = await import('csp_evaluator/dist/finding.js');
    const policy = serializePolicy(contentSecurityPolicy(readConfig(env), HASHES));
    const findings = new CspEvaluator(new CspParser(policy).csp).evaluate();
    expect(
      findings
        .filter((finding) => finding.severity < Severity.INFO)
        .map((finding) => `${finding.directive}: ${finding.description}`),
    ).toEqual([]);
  });
});
