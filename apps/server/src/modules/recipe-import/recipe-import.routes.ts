import { recipeSchema } from '@sous/contract/recipe-api';
import {
  importListQuery,
  importListResponse,
  importStartedResponse,
  importStatusSchema,
  presignMultipleBody,
  presignMultipleResponse,
  presignOneBody,
  presignOneResponse,
  saveImportedRecipeBody,
  textImportBody,
  tiktokImportBody,
  tiktokImportResponse,
  webImportBody,
} from '@sous/contract/recipe-import';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RecipeImportService } from './recipe-import.service';

const tags = ['recipe import'];
const importParams = z.object({ importId: z.string().min(1).max(100) });
const videoQuery = z.object({ videoId: z.string().min(1).max(40) });

const errorBody = (description: string) => z.object({ code: z.string(), message: z.string() }).describe(description);
const badRequest = errorBody('Invalid input: the message says what to fix');
const signInNeeded = errorBody('Sign in required');
const notFound = errorBody('No such import of yours');
const tooMany = errorBody('Too many imports started this hour');

/**
 * Recipe import (spec 3 §7, plus web pages and pasted text): every call needs sign-in, and an
 * import is its owner's alone (another user's answers 404). Each handler: the caller, the
 * input, one call.
 */
export const recipeImportRoutes =
  (service: RecipeImportService): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    app.post(
      '/api/recipe-import/presign-multiple',
      {
        schema: {
          tags,
          summary: 'Start a photo import of 1..10 pages (JPEG or PNG, 10 MB each): a signed PUT URL per page, in order',
          body: presignMultipleBody,
          response: { 200: presignMultipleResponse, 400: badRequest, 401: signInNeeded, 429: tooMany },
        },
      },
      async (request) => service.presignMultiple(await request.user(), request.body),
    );
    app.post(
      '/api/recipe-import/presign',
      {
        schema: {
          tags,
          summary: 'Start a photo import of one page: its signed PUT URL',
          body: presignOneBody,
          response: { 200: presignOneResponse, 400: badRequest, 401: signInNeeded, 429: tooMany },
        },
      },
      async (request) => service.presignOne(await request.user(), request.body),
    );
    app.post(
      '/api/recipe-import/:importId/start',
      {
        schema: {
          tags,
          summary: 'Read the uploaded pages now (idempotent: a started or finished import answers its status); 409 while pages are missing',
          params: importParams,
          response: { 200: importStatusSchema, 401: signInNeeded, 404: notFound, 409: errorBody('Some pages have not arrived yet') },
        },
      },
      async (request) => service.start(await request.user(), request.params.importId),
    );
    app.get(
      '/api/recipe-import/status/:importId',
      {
        schema: {
          tags,
          summary: "An import's status: UPLOADING, PROCESSING, then COMPLETE with recipeData or FAILED with statusMessage",
          params: importParams,
          response: { 200: importStatusSchema, 401: signInNeeded, 404: notFound },
        },
      },
      async (request) => service.status(await request.user(), request.params.importId),
    );
    app.get(
      '/api/recipe-import/status',
      {
        schema: {
          tags,
          summary: 'Your newest import of a TikTok video; 404 until there is one (read as INITIALIZING)',
          querystring: videoQuery,
          response: { 200: importStatusSchema, 400: badRequest, 401: signInNeeded, 404: notFound },
        },
      },
      async (request) => service.statusOfVideo(await request.user(), request.query.videoId),
    );
    app.get(
      '/api/recipe-import',
      {
        schema: {
          tags,
          summary: 'Your newest imports (limit: default 10, at most 50)',
          querystring: importListQuery,
          response: { 200: importListResponse, 400: badRequest, 401: signInNeeded },
        },
      },
      async (request) => service.list(await request.user(), request.query.limit),
    );
    app.post(
      '/api/import/tiktok',
      {
        schema: {
          tags,
          summary: "Import a TikTok video's recipe from its caption (https link on tiktok.com; attestRights must be true)",
          body: tiktokImportBody,
          response: { 202: tiktokImportResponse, 400: badRequest, 401: signInNeeded, 429: tooMany },
        },
      },
      async (request, reply) => reply.status(202).send(await service.startTikTok(await request.user(), request.body)),
    );
    app.post(
      '/api/recipe-import/web',
      {
        schema: {
          tags,
          summary: "Import a recipe page's recipe (schema.org Recipe data, or its text); public addresses only",
          body: webImportBody,
          response: { 202: importStartedResponse, 400: badRequest, 401: signInNeeded, 429: tooMany },
        },
      },
      async (request, reply) => reply.status(202).send(await service.startWeb(await request.user(), request.body)),
    );
    app.post(
      '/api/recipe-import/text',
      {
        schema: {
          tags,
          summary: 'Import pasted recipe text, read at once: the import answers COMPLETE with recipeData, or FAILED',
          body: textImportBody,
          response: { 201: importStatusSchema, 400: badRequest, 401: signInNeeded, 429: tooMany },
        },
      },
      async (request, reply) => reply.status(201).send(await service.importText(await request.user(), request.body)),
    );
    app.post(
      '/api/recipe-import/:importId/recipe',
      {
        schema: {
          tags,
          summary: 'Save the reviewed recipe of a COMPLETE import to your collection (saving again updates the same recipe)',
          params: importParams,
          body: saveImportedRecipeBody,
          response: { 201: recipeSchema, 400: badRequest, 401: signInNeeded, 404: notFound, 409: errorBody('The import is not complete') },
        },
      },
      async (request, reply) => reply.status(201).send(await service.save(await request.user(), request.params.importId, request.body)),
    );
    done();
  };
