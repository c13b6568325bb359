import {
  createInventoryItemBody,
  inventoryItemSchema,
  inventoryListResponse,
  scanPresignResponse,
  scanStatusResponse,
  updateInventoryItemBody,
} from '@sous/contract/inventory';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { InventoryScanService } from './inventory-scans.service';
import type { InventoryService } from './inventory.service';

const tags = ['inventory'];
const itemParams = z.object({ itemId: z.string().min(1).max(100) });
const scanParams = z.object({ scanId: z.string().min(1).max(100) });

const errorBody = (description: string) => z.object({ code: z.string(), message: z.string() }).describe(description);
const badRequest = errorBody('Invalid input: the message says what to fix');
const signInNeeded = errorBody('Sign in required');
const notFound = errorBody('No such item of yours');

/** The pantry (spec 3 §7 Inventory): every call needs sign-in; another user's item answers 404. */
export const inventoryRoutes =
  (service: InventoryService, scans: InventoryScanService): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    app.get(
      '/api/inventory',
      { schema: { tags, summary: 'Your pantry items', response: { 200: inventoryListResponse, 401: signInNeeded } } },
      async (request) => service.list(await request.user()),
    );
    app.post(
      '/api/inventory',
      {
        schema: {
          tags,
          summary: 'Add an item (quantity 1, unit pcs and category Other unless given)',
          body: createInventoryItemBody,
          response: { 201: inventoryItemSchema, 400: badRequest, 401: signInNeeded, 409: errorBody('The pantry is full') },
        },
      },
      async (request, reply) => reply.status(201).send(await service.create(await request.user(), request.body)),
    );
    app.put(
      '/api/inventory/:itemId',
      {
        schema: {
          tags,
          summary: 'Change any of an item’s fields',
          params: itemParams,
          body: updateInventoryItemBody,
          response: { 200: inventoryItemSchema, 400: badRequest, 401: signInNeeded, 404: notFound },
        },
      },
      async (request) => service.update(await request.user(), request.params.itemId, request.body),
    );
    app.delete(
      '/api/inventory/:itemId',
      {
        schema: { tags, summary: 'Delete an item', params: itemParams, response: { 204: z.null(), 401: signInNeeded, 404: notFound } },
      },
      async (request, reply) => {
        await service.remove(await request.user(), request.params.itemId);
        return reply.status(204).send(null);
      },
    );
    app.post(
      '/api/inventory/scans/presign',
      {
        schema: {
          tags,
          summary: 'Start a receipt scan: a multipart POST to uploadUrl with fields, then the photo as `file` (JPEG, at most 10 MB)',
          response: { 200: scanPresignResponse, 401: signInNeeded, 429: errorBody('Too many scans this hour') },
        },
      },
      async (request) => scans.presign(await request.user()),
    );
    app.get(
      '/api/inventory/scans/:scanId',
      {
        schema: {
          tags,
          summary: "A scan's status: pending until the photo arrives, processing, then completed with itemsCount (0 with error when no receipt was read) or failed with error",
          params: scanParams,
          response: { 200: scanStatusResponse, 401: signInNeeded, 404: errorBody('No such scan of yours') },
        },
      },
      async (request) => scans.status(await request.user(), request.params.scanId),
    );
    done();
  };
