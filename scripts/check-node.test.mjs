// @ts-check
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const { nodeVersionProblem } = /** @type {{ nodeVersionProblem: (v: string) => string | null }} */ (
  createRequire(import.meta.url)('./check-node.cjs')
);

describe('the Node version check that runs before every script', () => {
  it.each(['20.19.0', '20.20.2', '22.12.0', '24.21.0', '26.0.0'])(
    'lets Node %s through',
    (version) => {
      expect(nodeVersionProblem(version)).toBeNull();
    },
  );

  it.each(['20.18.3', '18.19.1', '16.20.2'])('tells a user on Node %s what to do', (version) => {
    const problem = nodeVersionProblem(version);
    expect(problem).toContain(
      `needs Node 20.19 or newer (Node 24 LTS recommended); this is Node ${version}.`,
    );
    expect(problem).toContain('Install Node 24');
  });
});
