import {
  generateRequestSchema,
  generateResponseSchema,
  generationStatusSchema,
  limitExceededSchema,
} from '@sous/contract/recipe-api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientAddressKey } from '../../http/client-address';
import { deviceKeyOf } from '../../http/device-key';
import type { GenerationService } from './generation.service';

/** Who is signed in, if anyone (from the bearer token), and whether they are premium. */
export type Identify = (request: FastifyRequest) => Promise<{ userId: string | null; isPremium: boolean }>;

export const generationRoutes =
  (service: GenerationService, identify: Identify, secureCookies: boolean): FastifyPluginAsyncZod =>
  async (app) => {
    const requesterOf = async (request: FastifyRequest, reply: FastifyReply) => ({
      ...(await identify(request)),
      deviceKey: deviceKeyOf(request, reply, secureCookies),
      addressKey: clientAddressKey(request),
    });

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
      async (request, reply) => {
        const started = await service.start(await requesterOf(request, reply), request.body);
        return reply.status(202).send(started);
      },
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
      async (request, reply) => service.status(await requesterOf(request, reply), request.params.id),
    );
  };
