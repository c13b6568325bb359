import {
  generateRequestSchema,
  generateResponseSchema,
  generationLimitsSchema,
  generationStatusSchema,
  limitExceededSchema,
} from '@sous/contract/recipe-api';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GenerationService } from './generation.service';

/** Each handler: the caller, the validated input, one service call. */
export const generationRoutes =
  (service: GenerationService): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    app.post(
      '/api/recipes/generate',
      {
        schema: {
          tags: ['generation'],
          summary: 'Start generating recipes from a meal description and preferences',
          body: generateRequestSchema,
          response: { 202: generateResponseSchema, 403: limitExceededSchema },
        },
      },
      async (request, reply) => reply.status(202).send(await service.start(await request.actor(), request.body)),
    );
    app.get(
      '/api/recipes/generate/limits',
      {
        schema: {
          tags: ['generation'],
          summary: "Today's generation allowance for the caller (premium: unlimited), without using any",
          response: { 200: generationLimitsSchema },
        },
      },
      async (request) => service.limits(await request.actor()),
    );
    app.get(
      '/api/recipes/status/:id',
      {
        schema: {
          tags: ['generation'],
          summary: 'Poll a generation: pending, running, completed with its recipes, or failed with a reason',
          params: z.object({ id: z.string().max(100) }),
          response: { 200: generationStatusSchema },
        },
      },
      async (request) => service.status(await request.actor(), request.params.id),
    );
    done();
  };
