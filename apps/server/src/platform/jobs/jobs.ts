import { z } from 'zod';
import { defineJob, type JobDefinition } from './job-definition';
import type { EnqueueOptions, JobQueue } from './jobs.repository';

/**
 * The jobs of every module, as `app.jobs`: each module plugin defines its own, so adding a module
 * never touches a central list. Enqueueing by definition checks the payload and applies the
 * definition's attempts limit.
 */
export function createJobs(queue: JobQueue) {
  const definitions = new Map<string, JobDefinition>();
  const jobs = {
    queue,
    define<Payload>(definition: JobDefinition<Payload>): void {
      if (definitions.has(definition.type)) throw new Error(`Job type ${definition.type} is defined twice`);
      definitions.set(definition.type, definition);
    },
    definitions: (): JobDefinition[] => [...definitions.values()],
    enqueue<Payload>(definition: JobDefinition<Payload>, payload: Payload, options: Omit<EnqueueOptions, 'maxAttempts'> = {}): Promise<string> {
      return queue.enqueue(definition.type, definition.payload.parse(payload), { ...options, maxAttempts: definition.maxAttempts });
    },
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
