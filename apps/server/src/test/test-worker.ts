import { afterAll, beforeAll } from 'vitest';
import { startWorker, type Worker } from '../platform/jobs/worker';
import type { App } from '../app';

/**
 * Runs the real job worker beside a test app (as SOUS_ROLE=all does), polling fast.
 * Use after `useTestApp()`: `useTestWorker(t)`.
 */
export function useTestWorker(t: { app: App; config: App['config'] }) {
  let worker: Worker | undefined;
  beforeAll(async () => {
    worker = await startWorker({
      queue: t.app.jobs.queue,
      definitions: t.app.jobs.definitions(),
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
