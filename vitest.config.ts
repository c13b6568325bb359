import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Three projects: pure unit tests, server integration (real database, real HTTP), web components.
export default defineConfig({
  test: {
    // Two files at a time at least, even on two cores, where vitest's default (cores - 1) is one and
    // leaves a core idle: its main process does little, and integration files mostly wait on the
    // database, Redis, child processes and job polling.
    maxWorkers: Math.max(2, availableParallelism() - 1),
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
        },
      },
      'apps/web',
    ],
  },
});
