import type { RecipesRepository } from '../../modules/recipes/recipes.repository';
import { defineJob } from '../job-definition';

/** Deletes generated recipes nobody saved once their 48 hours are up, every 30 minutes. */
export const purgeExpiredRecipesJob = (recipes: RecipesRepository) =>
  defineJob({
    type: 'purge-expired-recipes',
    everySeconds: 1800,
    maxAttempts: 1,
    handler: async () => ({ deleted: await recipes.purgeExpired() }),
  });
