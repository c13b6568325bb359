import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition';
import type { RecipesService } from './recipes.service';

/**
 * Every 30 minutes: deletes generated recipes nobody saved once their 48 hours are up, and removed
 * recipes once their time for Undo is, with their photos, files and public copies.
 */
export const purgeExpiredRecipesJob = (recipes: Pick<RecipesService, 'purgeExpired'>) =>
  defineJob({
    type: 'purge-expired-recipes',
    payload: z.unknown(),
    everySeconds: 1800,
    maxAttempts: 1,
    handler: async () => ({ deleted: await recipes.purgeExpired() }),
  });
