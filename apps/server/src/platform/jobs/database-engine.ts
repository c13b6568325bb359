import type { JobEngine } from './job-engine';
import type { JobQueue } from './jobs.repository';
import { startWorker } from './worker';

/** The embedded engine: jobs are rows of the application database, claimed with leases. */
export function createDatabaseEngine(queue: JobQueue): JobEngine {
  return {
    name: 'database',
    enqueue: (type, payload, options) => queue.enqueue(type, payload, options),
    async get(_type, id) {
      const job = await queue.get(id);
      if (!job) return undefined;
      const { status, attempts, result, lastError, type } = job;
      return { id, type, status, attempts, result, lastError };
    },
    discard: (type, payloads) => queue.discard(type, payloads),
    startWorker: (options) => startWorker({ ...options, queue }),
    close: () => Promise.resolve(),
  };
}
