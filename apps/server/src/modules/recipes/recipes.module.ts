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
    const service = createRecipesService(repository, app.storage);
    app.decorate('recipes', service);
    app.userData.add({ name: 'recipes', tables: ['recipes'], export: (userId) => service.exportOf(userId), erase: (userId) => service.eraseOf(userId) });
    app.jobs.define(purgeExpiredRecipesJob(service));
    await app.register(recipesRoutes(service));
  },
  { name: 'recipes', dependencies: ['user-data'] },
);
