import fp from 'fastify-plugin';
import { createRecipeProvider } from '../../platform/ai/create-provider';
import { createGuardedFetch } from '../../platform/net/guarded-fetch';
import { createAllowanceRepository } from './allowance.repository';
import { generateRecipesJob } from './generate-recipes.job';
import { generationRoutes } from './generation.routes';
import { createGenerationService } from './generation.service';
import { createGenerationsRepository } from './generations.repository';
import { purgeGenerationsJob } from './purge-generations.job';
import { createUnmatchedDishesRepository } from './unmatched-dishes.repository';

/**
 * Recipe generation, the template every module copies: it owns its tables (generations, daily
 * allowances) through its repositories, defines its job, and registers its routes. Other modules
 * are reached only through their services (here `app.recipes`).
 */
export const generationModule = fp(
  async (app) => {
    const generations = createGenerationsRepository(app.db);
    const allowance = createAllowanceRepository(app.db);
    const job = generateRecipesJob({
      generations,
      allowance,
      recipes: app.recipes,
      provider: createRecipeProvider(app.config, createGuardedFetch(app.config)),
      unmatchedDishes: createUnmatchedDishesRepository(app.db),
    });
    app.jobs.define(job);
    app.jobs.define(purgeGenerationsJob(generations));
    const service = createGenerationService({
      generations,
      allowance,
      recipes: app.recipes,
      pantryOf: async (userId) => (await app.inventory.holdingsOf(userId)).map(({ name, foodId }) => (foodId === undefined ? { name } : { name, foodId })),
      enqueue: (generationId) => app.jobs.enqueue(job, { generationId }),
      discardJobs: (generationIds) => app.jobs.discard(job, generationIds.map((generationId) => ({ generationId }))),
    });
    app.userData.add({
      name: 'generations',
      tables: ['generations', 'generation_allowances', 'jobs'],
      export: (userId) => service.exportOf(userId),
      erase: (userId) => service.eraseOf(userId),
    });
    await app.register(generationRoutes(service));
  },
  { name: 'generation', dependencies: ['recipes', 'inventory', 'user-data'] },
);
