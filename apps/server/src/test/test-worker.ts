import { afterAll, beforeAll } from 'vitest';
import { createJobDefinitions } from '../jobs/registry';
import { startWorker, type Worker } from '../jobs/worker';
import type { App } from '../app';

/**
 * Runs the real job worker beside a test app (as SOUS_ROLE=all does), polling fast.
 * Use after `useTestApp()`: `useTestWorker(t)`.
 */
export function useTestWorker(t: { app: App; config: App['config'] }) {
  let worker: Worker | undefined;
  beforeAll(async () => {
    worker = await startWorker({
      queue: t.app.jobs,
      definitions: createJobDefinitions({ db: t.app.db, config: t.config }),
      log: t.app.log,
      concurrency: 2,
      pollIntervalMs: 25,
      leaseSeconds: 10,
    });
  });
  afterAll(async () => {
    await worker?.stop();
  });
}
