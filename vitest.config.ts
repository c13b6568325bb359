import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Three projects: pure unit tests, server integration (real database, real HTTP), web components.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.unit.test.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.unit.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file already builds its own app on its own fresh database (src/test/test-app.ts), so
          // files need not re-import the server's modules: sharing them in a worker saves ~1.5 s a file.
          isolate: false,
          // Mostly waiting on the database, Redis, child processes and job polling, so two files at a
          // time at least, even on two cores (vitest's default there is one).
          maxWorkers: Math.max(2, availableParallelism() - 1),
        },
      },
      'apps/web',
    ],
  },
});
