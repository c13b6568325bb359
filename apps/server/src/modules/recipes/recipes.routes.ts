import { recipeSchema, updateRecipeSchema } from '@sous/contract/recipe-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth } from '../../http/auth';
import { deviceKeyOf } from '../../http/device-key';
import type { RecipesService } from './recipes.service';

const params = z.object({ id: z.string().min(1).max(100) });

/** The saved collection and single recipes (spec 2 §7). */
export const recipesRoutes =
  (service: RecipesService, auth: Auth, secureCookies: boolean): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/recipes',
      { schema: { tags: ['recipes'], summary: "The signed-in user's recipes, newest first", response: { 200: z.array(recipeSchema) } } },
      async (request) => service.list((await auth.require(request)).userId),
    );

    app.get(
      '/api/recipes/:id',
      { schema: { tags: ['recipes'], summary: 'One of your recipes (or one generated on this device)', params, response: { 200: recipeSchema } } },
      async (request, reply) => {
        const user = await auth.optional(request);
        return service.get({ userId: user?.userId ?? null, deviceKey: deviceKeyOf(request, reply, secureCookies) }, request.params.id);
      },
    );

    app.put(
      '/api/recipes/:id',
      {
        schema: {
          tags: ['recipes'],
          summary: 'Save, edit or soft-delete a recipe (isSaved, content fields, isDeleted)',
          params,
          body: updateRecipeSchema,
          response: { 200: recipeSchema },
        },
      },
      async (request, reply) => {
        const user = await auth.require(request);
        return service.update({ userId: user.userId, deviceKey: deviceKeyOf(request, reply, secureCookies) }, request.params.id, request.body);
      },
    );

    app.delete(
      '/api/recipes/:id',
      { schema: { tags: ['recipes'], summary: 'Delete a recipe for good', params } },
      async (request, reply) => {
        const user = await auth.require(request);
        await service.remove({ userId: user.userId, deviceKey: null }, request.params.id);
        return reply.status(204).send();
      },
    );
  };
