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
    restoreMocks: true,
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
