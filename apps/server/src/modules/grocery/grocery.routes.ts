import {
  groceryGenerationStarted,
  groceryListSchema,
  groceryListsResponse,
  groceryRequestStatusSchema,
  groceryShareResponse,
  postGroceryListBody,
  sharedGroceryListSchema,
  stockPantryBody,
  stockPantryResponse,
  updateGroceryListBody,
} from '@sous/contract/grocery';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GroceryService } from './grocery.service';

const params = z.object({ id: z.string().min(1).max(100) });

/** Grocery lists (spec 3 §7), the owner's read-only share link and what the link shows. */
export const groceryRoutes =
  (service: GroceryService): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    app.get(
      '/api/grocery-lists',
      { schema: { tags: ['grocery'], summary: 'Your grocery lists, newest first, without their items', response: { 200: groceryListsResponse } } },
      async (request) => ({ lists: await service.list(await request.user()) }),
    );
    app.post(
      '/api/grocery-lists',
      {
        schema: {
          tags: ['grocery'],
          summary: 'With generateAsync: start making a list from saved recipes (poll its status); without: create a list by hand',
          body: postGroceryListBody,
          response: { 201: groceryListSchema, 202: groceryGenerationStarted },
        },
      },
      async (request, reply) => {
        const user = await request.user();
        const body = request.body;
        if ('generateAsync' in body) return reply.status(202).send(await service.start(user, body));
        return reply.status(201).send(await service.create(user, body));
      },
    );
    app.get(
      '/api/grocery-lists/status/:id',
      { schema: { tags: ['grocery'], summary: 'Poll a list being made: pending, running, completed with its listId, or failed', params, response: { 200: groceryRequestStatusSchema } } },
      async (request) => service.status(await request.user(), request.params.id),
    );
    app.get(
      '/api/grocery-lists/shared/:id',
      { schema: { tags: ['grocery'], summary: 'A grocery list through its read-only link (no sign-in)', params, response: { 200: sharedGroceryListSchema } } },
      async (request) => service.shared(request.params.id),
    );
    app.get(
      '/api/grocery-lists/:id',
      { schema: { tags: ['grocery'], summary: 'One of your grocery lists with its categories and items', params, response: { 200: groceryListSchema } } },
      async (request) => service.get(await request.user(), request.params.id),
    );
    app.put(
      '/api/grocery-lists/:id',
      { schema: { tags: ['grocery'], summary: 'Replace the name, categories and items of your list', params, body: updateGroceryListBody, response: { 200: groceryListSchema } } },
      async (request) => service.update(await request.user(), request.params.id, request.body),
    );
    app.delete(
      '/api/grocery-lists/:id',
      { schema: { tags: ['grocery'], summary: 'Delete your grocery list', params, response: { 204: z.null().describe('Deleted') } } },
      async (request, reply) => {
        await service.remove(await request.user(), request.params.id);
        return reply.status(204).send(null);
      },
    );
    app.post(
      '/api/grocery-lists/:id/pantry',
      {
        schema: {
          tags: ['grocery'],
          summary: 'Put bought items of your list in your pantry (each once)',
          params,
          body: stockPantryBody,
          response: { 200: stockPantryResponse },
        },
      },
      async (request) => service.stockPantry(await request.user(), request.params.id, request.body.itemIds),
    );
    app.post(
      '/api/grocery-lists/:id/share',
      { schema: { tags: ['grocery'], summary: 'Start (or keep) the read-only link of your list', params, response: { 200: groceryShareResponse } } },
      async (request) => service.share(await request.user(), request.params.id),
    );
    app.delete(
      '/api/grocery-lists/:id/share',
      { schema: { tags: ['grocery'], summary: 'End the read-only link of your list', params, response: { 204: z.null().describe('No longer shared') } } },
      async (request, reply) => {
        await service.unshare(await request.user(), request.params.id);
        return reply.status(204).send(null);
      },
    );
    done();
  };
