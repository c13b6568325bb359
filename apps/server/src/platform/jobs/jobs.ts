import { z } from 'zod';
import { defineJob, type JobDefinition } from './job-definition';
import type { JobEngine, StartWorkerOptions, Worker } from './job-engine';
import type { EnqueueOptions, JobQueue } from './jobs.repository';

/**
 * The jobs of every module, as `app.jobs`: each module plugin defines its own, so adding a module
 * never touches a central list. Enqueueing by definition checks the payload and applies the
 * definition's attempts limit. Which engine runs them (the database queue or BullMQ) is the
 * engine's business; modules only define and enqueue. `queue` is the database queue, whose table
 * is purged here whichever engine runs.
 */
export function createJobs(queue: JobQueue, engine: JobEngine) {
  const definitions = new Map<string, JobDefinition>();
  const jobs = {
    define<Payload>(definition: JobDefinition<Payload>): void {
      if (definitions.has(definition.type)) throw new Error(`Job type ${definition.type} is defined twice`);
      definitions.set(definition.type, definition);
    },
    definitions: (): JobDefinition[] => [...definitions.values()],
    enqueue<Payload>(definition: JobDefinition<Payload>, payload: Payload, options: Omit<EnqueueOptions, 'maxAttempts'> = {}): Promise<string> {
      return engine.enqueue(definition.type, definition.payload.parse(payload), { ...options, maxAttempts: definition.maxAttempts });
    },
    /** Removes the waiting jobs of this definition with one of these payloads (see JobEngine.discard). */
    discard<Payload>(definition: JobDefinition<Payload>, payloads: Payload[]): Promise<void> {
      return engine.discard(definition.type, payloads.map((payload) => definition.payload.parse(payload)));
    },
    /** Starts a worker for every defined job on the configured engine. */
    startWorker: (options: Omit<StartWorkerOptions, 'definitions'>): Promise<Worker> =>
      engine.startWorker({ ...options, definitions: jobs.definitions() }),
    close: (): Promise<void> => engine.close(),
  };
  jobs.define(purgeFinishedJobs(queue));
  return jobs;
}

/** How long finished jobs stay readable (debugging). */
const KEEP_FINISHED_DAYS = 7;

/** Deletes succeeded and failed jobs older than a week, every hour. */
const purgeFinishedJobs = (queue: JobQueue) =>
  defineJob({
    type: 'purge-finished-jobs',
    payload: z.unknown(),
    everySeconds: 3600,
    maxAttempts: 1,
    handler: async () => ({ deleted: await queue.purgeFinished(new Date(Date.now() - KEEP_FINISHED_DAYS * 86_400_000)) }),
  });

export type Jobs = ReturnType<typeof createJobs>;
