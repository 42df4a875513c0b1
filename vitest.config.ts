import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./app', import.meta.url)),
      // What only a build has: the server's route table (app/routes/list.post.tsx).
      'virtual:react-router/server-build': fileURLToPath(
        new URL('./app/server/server-build.fixtures.ts', import.meta.url),
      ),
    },
  },
  test: {
    environment: 'jsdom',
    // checks/unit: unit tests that need one of the checkers' packages (checks/package.json).
    include: [
      'app/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'scripts/**/*.test.{ts,mjs}',
      'checks/unit/**/*.test.ts',
    ],
    setupFiles: ['./app/test-setup.ts'],
    // CI shares a 2-core machine: with both cores busy (stress --cpu 2) the slowest tests that
    // do real work (pictures encoded, 500 property runs, the content setup) took 2 to 3.7 s,
    // close to Vitest's 5 s default. A hang still fails; a busy machine does not.
    testTimeout: 30_000,
    restoreMocks: true,
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
