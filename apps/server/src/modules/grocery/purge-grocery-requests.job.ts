import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition';
import type { GroceryRequestsRepository } from './grocery-requests.repository';

/** How long a finished request stays readable; the screen polls it for seconds, not days. */
const KEEP_FINISHED_DAYS = 3;

/** Deletes finished grocery list requests older than three days, every hour. */
export const purgeGroceryRequestsJob = (requests: GroceryRequestsRepository) =>
  defineJob({
    type: 'purge-grocery-requests',
    payload: z.unknown(),
    everySeconds: 3600,
    maxAttempts: 1,
    handler: async () => ({ deleted: await requests.purgeFinished(new Date(Date.now() - KEEP_FINISHED_DAYS * 86_400_000)) }),
  });
