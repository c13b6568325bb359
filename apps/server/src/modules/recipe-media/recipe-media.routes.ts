import {
  attachTikTokBody,
  featuredResponse,
  imageItemSchema,
  mediaListResponse,
  presignBody,
  presignResponse,
  tiktokItemSchema,
} from '@sous/contract/recipe-media';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RecipeMediaService } from './recipe-media.service';

const tags = ['recipe media'];
const id = z.string().min(1).max(100);
const recipeParams = z.object({ id });
const imageParams = z.object({ id, imageId: id });
const videoParams = z.object({ id, videoId: z.string().min(1).max(40) });
const removed = z.null().describe('Removed');

/**
 * Community media (spec 2 §7). `{id}` is a public recipe's publicRecipeId or the caller's own
 * private recipe's id; the server tells which. Each handler: the caller, the input, one call.
 */
export const recipeMediaRoutes =
  (service: RecipeMediaService): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    app.post(
      '/api/recipes/:id/images/presign',
      {
        schema: {
          tags,
          summary: 'A signed URL to PUT one photo to (JPEG, PNG or WebP under 10 MB); 400 SCREEN_NAME_REQUIRED on a public recipe without a screen name, 429 after 20 in 10 minutes',
          params: recipeParams,
          body: presignBody,
          response: { 200: presignResponse },
        },
      },
      async (request) => service.presign(await request.user(), request.params.id, request.body),
    );
    app.get(
      '/api/recipes/:id/images',
      { schema: { tags, summary: "The recipe's photos and TikToks (ACTIVE ones, and the caller's own PENDING uploads)", params: recipeParams, response: { 200: mediaListResponse } } },
      async (request) => service.list(await request.actor(), request.params.id),
    );
    app.get(
      '/api/recipes/:id/images/:imageId',
      { schema: { tags, summary: 'One photo with its URLs (PENDING or REJECTED ones for their uploader only)', params: imageParams, response: { 200: imageItemSchema } } },
      async (request) => service.details(await request.actor(), request.params.id, request.params.imageId),
    );
    app.delete(
      '/api/recipes/:id/images/:imageId',
      { schema: { tags, summary: 'Delete one of your photos', params: imageParams, response: { 204: removed } } },
      async (request, reply) => {
        await service.deleteImage(await request.user(), request.params.id, request.params.imageId);
        return reply.status(204).send(null);
      },
    );
    app.post(
      '/api/recipes/:id/images/:imageId/featured',
      { schema: { tags, summary: 'Make an ACTIVE photo the featured one (recipe owner only)', params: imageParams, response: { 200: featuredResponse } } },
      async (request) => service.setFeatured(await request.user(), request.params.id, request.params.imageId),
    );
    app.post(
      '/api/recipes/:id/media/tiktok',
      {
        schema: {
          tags,
          summary: 'Attach a TikTok video by its link (ACTIVE at once; caption and thumbnail follow); 409 when already attached',
          params: recipeParams,
          body: attachTikTokBody,
          response: { 201: tiktokItemSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await service.attachTikTok(await request.user(), request.params.id, request.body.tiktokUrl)),
    );
    app.delete(
      '/api/recipes/:id/media/tiktok/:videoId',
      { schema: { tags, summary: 'Remove one of your TikTok videos', params: videoParams, response: { 204: removed } } },
      async (request, reply) => {
        await service.removeTikTok(await request.user(), request.params.id, request.params.videoId);
        return reply.status(204).send(null);
      },
    );
    done();
  };
