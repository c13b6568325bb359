import type { Config } from '../config/env';
import { createAllowanceRepository } from '../modules/generation/allowance.repository';
import { createRecipesRepository } from '../modules/recipes/recipes.repository';
import { createRecipeProvider } from '../platform/ai/create-provider';
import { reviewerFor } from '../platform/ai/recipe-review';
import type { Db } from '../platform/db/database';
import { purgeIdentityJob } from '../platform/identity/purge-identity.job';
import { createGuardedFetch } from '../platform/net/guarded-fetch';
import { generateRecipesJob } from './definitions/generate-recipes';
import { purgeExpiredRecipesJob } from './definitions/purge-expired-recipes';
import { purgeFinishedJobsJob } from './definitions/purge-finished-jobs';
import { purgeRateLimitsJob } from './definitions/purge-rate-limits';
import type { JobDefinition } from './job-definition';

/** What job handlers may use. */
export interface JobDependencies {
  db: Db;
  config: Config;
}

/** Every kind of job the workers run. Adding one: write it in definitions/ and list it here. */
export function createJobDefinitions({ db, config }: JobDependencies): JobDefinition[] {
  const recipes = createRecipesRepository(db);
  return [
    generateRecipesJob({
      recipes,
      allowance: createAllowanceRepository(db),
      provider: createRecipeProvider(config, createGuardedFetch(config)),
      reviewer: (payload) => reviewerFor(payload.prompt, payload.preferences),
    }),
    purgeExpiredRecipesJob(recipes),
    purgeRateLimitsJob(db),
    purgeFinishedJobsJob(db),
    purgeIdentityJob(db),
  ];
}
