import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition';
import type { GenerationsRepository } from './generations.repository';

/** How long a finished request stays readable: its unsaved recipes are gone after 48 hours anyway. */
const KEEP_FINISHED_DAYS = 3;

/** Deletes finished generation requests older than three days, every hour. */
export const purgeGenerationsJob = (generations: GenerationsRepository) =>
  defineJob({
    type: 'purge-generations',
    payload: z.unknown(),
    everySeconds: 3600,
    maxAttempts: 1,
    handler: async () => ({ deleted: await generations.purgeFinished(new Date(Date.now() - KEEP_FINISHED_DAYS * 86_400_000)) }),
  });
