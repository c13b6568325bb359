import { publicListResponse, publicRecipeSchema, shareBody, shareResponse, shareStatusResponse } from '@sous/contract/public-recipes';
import { recipeSchema } from '@sous/contract/recipe-api';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PublicRecipesService } from './public-recipes.service';

const tags = ['public recipes'];
const recipeParams = z.object({ recipeId: z.string().min(1).max(100) });
const publicParams = z.object({ id: z.string().min(1).max(100) });
const listQuery = z.object({
  type: z.enum(['featured', 'browse']).optional(),
  limit: z.coerce.number().int().min(1).max(48).optional(),
  nextToken: z.string().max(500).optional(),
  tags: z.string().max(500).optional(),
  cuisine: z.string().max(40).optional(),
});

/** Sharing and the public recipe calls (spec 2 §7). */
export const publicRecipesRoutes =
  (service: PublicRecipesService): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    app.post(
      '/api/recipes/share',
      { schema: { tags, summary: 'Make one of your recipes public (the same id when it already is); 400 SCREEN_NAME_REQUIRED without a screen name', body: shareBody, response: { 200: shareResponse } } },
      async (request) => service.share(await request.user(), request.body.recipeId),
    );
    app.get(
      '/api/recipes/share/:recipeId',
      { schema: { tags, summary: 'Whether one of your recipes is public, and its public id', params: recipeParams, response: { 200: shareStatusResponse } } },
      async (request) => service.shareStatus(await request.user(), request.params.recipeId),
    );
    app.delete(
      '/api/recipes/share/:recipeId',
      { schema: { tags, summary: 'Make one of your recipes private again (its public page goes)', params: recipeParams, response: { 204: z.null().describe('Private') } } },
      async (request, reply) => {
        await service.unshare(await request.user(), request.params.recipeId);
        return reply.status(204).send(null);
      },
    );
    app.get(
      '/api/recipes/public',
      { schema: { tags, summary: 'Featured recipes, a browse page (filters, 12 a page, nextToken), or the newest', querystring: listQuery, response: { 200: publicListResponse } } },
      async (request) => service.list(request.query),
    );
    app.get(
      '/api/recipes/public/:id',
      { schema: { tags, summary: 'One public recipe', params: publicParams, response: { 200: publicRecipeSchema } } },
      async (request) => service.get(await request.actor(), request.params.id),
    );
    app.post(
      '/api/recipes/public/:id/save',
      { schema: { tags, summary: 'Copy a public recipe into your collection', params: publicParams, response: { 200: recipeSchema } } },
      async (request) => service.saveCopy(await request.user(), request.params.id),
    );
    done();
  };
