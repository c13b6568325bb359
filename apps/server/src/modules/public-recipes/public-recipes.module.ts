import { seedCatalog } from '@sous/kitchen/seed/seed-catalog';
import fp from 'fastify-plugin';
import { AppError } from '../../http/app-error';
import { getOrCreateSecret } from '../../platform/app-secrets.repository';
import { createBrowseCursor } from './browse-cursor';
import { publicRecipeHead } from './public-recipe-head';
import { createPublicRecipesRepository } from './public-recipes.repository';
import { publicRecipesRoutes } from './public-recipes.routes';
import { createPublicRecipesService, type PublicRecipesService } from './public-recipes.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Public recipes, for the recipe-media module (owners, featured photos, removals). */
    publicRecipes: PublicRecipesService;
  }
}

/** Sharing, the public recipe pages and browse, and the seed catalog a fresh install starts with. */
export const publicRecipesModule = fp(
  async (app) => {
    const repository = createPublicRecipesRepository(app.db);
    const service = createPublicRecipesService({
      repository,
      cursor: createBrowseCursor(await getOrCreateSecret(app.db, 'browse-cursor')),
      async ownRecipe(actor, recipeId) {
        const recipe = await app.recipes.get(actor, recipeId);
        // A recipe still held by this device (not yet claimed by the account) is not the caller's to publish.
        if (recipe.userId !== actor.userId) throw AppError.notFound('Recipe not found');
        return recipe;
      },
      saveToCollection: (actor, content) => app.recipes.saveCopy(actor, content),
      saveRecipe: (actor, recipeId) => app.recipes.update(actor, recipeId, { isSaved: true }),
      screenNameOf: async (actor) => (await app.users.settings(actor)).screenName,
    });
    app.decorate('publicRecipes', service);
    app.recipes.onChange((recipe) => service.recipeChanged(recipe));
    app.recipes.onRemoved((recipeId) => service.recipeRemoved(recipeId));
    app.userData.add({ name: 'publicRecipes', tables: ['public_recipes', 'public_recipe_filters'], export: (userId) => service.exportOf(userId), erase: (userId) => service.eraseOf(userId) });
    await service.loadSeed(seedCatalog());
    // Link previews and search engines read a public recipe page before any script runs: at its own
    // address, and at /recipes/{id}, the link the Share modal gives.
    const headOf = async (match: RegExpExecArray) => {
      const recipe = await service.find(match[1] ?? '');
      return recipe && publicRecipeHead(recipe, app.config.PUBLIC_URL);
    };
    app.pageHeads.add(/^\/recipes\/public\/([^/]+)$/, headOf);
    app.pageHeads.add(/^\/recipes\/([^/]+)$/, headOf);
    await app.register(publicRecipesRoutes(service));
  },
  { name: 'public-recipes', dependencies: ['users', 'recipes', 'user-data'] },
);
