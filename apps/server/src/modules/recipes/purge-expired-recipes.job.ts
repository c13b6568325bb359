import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition';
import type { RecipesRepository } from './recipes.repository';

/** Deletes generated recipes nobody saved once their 48 hours are up, every 30 minutes. */
export const purgeExpiredRecipesJob = (recipes: RecipesRepository) =>
  defineJob({
    type: 'purge-expired-recipes',
    payload: z.unknown(),
    everySeconds: 1800,
    maxAttempts: 1,
    handler: async () => ({ deleted: await recipes.purgeExpired() }),
  });
