// @ts-check
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const { nodeVersionProblem } = /** @type {{ nodeVersionProblem: (v: string) => string | null }} */ (
  createRequire(import.meta.url)('./check-node.cjs')
);

describe('the Node version check that runs before every script', () => {
  it.each(['22.22.0', '24.21.0', '26.0.0'])('lets Node %s through', (version) => {
    expect(nodeVersionProblem(version)).toBeNull();
  });

  it.each(['22.12.0', '20.20.2', '18.19.1'])('tells a user on Node %s what to do', (version) => {
    const problem = nodeVersionProblem(version);
    expect(problem).toContain(
      `needs Node 22.22 or newer (Node 24 LTS recommended); this is Node ${version}.`,
    );
    expect(problem).toContain('`npm start` and `npm test` bring Node 24 LTS themselves');
  });
});
