import fp from 'fastify-plugin';
import { purgeExpiredRecipesJob } from './purge-expired-recipes.job';
import { createRecipesRepository } from './recipes.repository';
import { recipesRoutes } from './recipes.routes';
import { createRecipesService, type RecipesService } from './recipes.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The collection, for modules that store or read recipes (generation, later import and sharing). */
    recipes: RecipesService;
  }
}

/** The recipe collection: its table, its purge job, its routes, and its service for other modules. */
export const recipesModule = fp(
  async (app) => {
    const repository = createRecipesRepository(app.db);
    const service = createRecipesService(repository);
    app.decorate('recipes', service);
    app.jobs.define(purgeExpiredRecipesJob(repository));
    await app.register(recipesRoutes(service));
  },
  { name: 'recipes' },
);
