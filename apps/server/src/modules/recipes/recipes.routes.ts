import { recipeSchema, updateRecipeSchema } from '@sous/contract/recipe-api';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RecipesService } from './recipes.service';

const params = z.object({ id: z.string().min(1).max(100) });

/** The saved collection and single recipes (spec 2 §7). */
export const recipesRoutes =
  (service: RecipesService): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    app.get(
      '/api/recipes',
      { schema: { tags: ['recipes'], summary: "The signed-in user's recipes, newest first", response: { 200: z.array(recipeSchema) } } },
      async (request) => service.list(await request.user()),
    );
    app.get(
      '/api/recipes/:id',
      { schema: { tags: ['recipes'], summary: 'One of your recipes (or one generated on this device)', params, response: { 200: recipeSchema } } },
      async (request) => service.get(await request.actor(), request.params.id),
    );
    app.put(
      '/api/recipes/:id',
      {
        schema: {
          tags: ['recipes'],
          summary: 'Save, edit, soft-delete or restore a recipe (isSaved, content fields, isDeleted)',
          params,
          body: updateRecipeSchema,
          response: { 200: recipeSchema },
        },
      },
      async (request) => service.update(await request.user(), request.params.id, request.body),
    );
    app.delete(
      '/api/recipes/:id',
      { schema: { tags: ['recipes'], summary: 'Delete a recipe for good', params, response: { 204: z.null().describe('Deleted') } } },
      async (request, reply) => {
        await service.remove(await request.user(), request.params.id);
        return reply.status(204).send(null);
      },
    );
    done();
  };
