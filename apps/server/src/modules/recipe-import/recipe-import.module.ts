import { ErrorCode } from '@sous/contract/errors';
import { IMPORT } from '@sous/contract/recipe-import';
import { isImportedRecipe } from '@sous/kitchen/recipe-text/is-imported-recipe';
import { parseTikTokCaption } from '@sous/kitchen/recipe-text/parse-caption';
import { parseRecipeText } from '@sous/kitchen/recipe-text/parse-recipe-text';
import { readRecipePage } from '@sous/kitchen/recipe-text/read-recipe-page';
import fp from 'fastify-plugin';
import { AppError } from '../../http/app-error';
import { createGuardedFetch } from '../../platform/net/guarded-fetch';
import { purgeRateLimitsJob } from '../../platform/rate-limit/purge-rate-limits.job';
import { createRateLimiter } from '../../platform/rate-limit/rate-limits.repository';
import { createMediaUrls } from '../../platform/storage/media-url';
import { createTikTokOEmbed } from '../../platform/tiktok/tiktok-oembed';
import { readPhotoImportJob } from './read-photo-import.job';
import { readTikTokImportJob } from './read-tiktok-import.job';
import { readWebImportJob } from './read-web-import.job';
import { recipeImportRoutes } from './recipe-import.routes';
import { createRecipeImportService } from './recipe-import.service';
import { createRecipeImportsRepository } from './recipe-imports.repository';
import { sweepRecipeImportsJob } from './sweep-recipe-imports.job';

/**
 * Recipe import: photos of a recipe card (signed uploads, OCR in a job), TikTok captions (oEmbed
 * through the guarded client), recipe web pages and pasted text, each read by the recipe-text
 * parser of packages/kitchen into a recipe its owner reviews and saves to the collection.
 */
export const recipeImportModule = fp(
  async (app) => {
    const repository = createRecipeImportsRepository(app.db);
    const counters = createRateLimiter(app.db);
    const fetch = createGuardedFetch(app.config);
    const parser = { parseRecipeText, parseTikTokCaption, readRecipePage, isImportedRecipe };
    const photoJob = readPhotoImportJob({ repository, storage: app.storage, ocr: app.ocr, parser });
    const tiktokJob = readTikTokImportJob({ repository, storage: app.storage, oembed: createTikTokOEmbed(fetch, app.config.TIKTOK_OEMBED_URL), parser });
    // A recipe page gets the contract's time, or the configured outbound time when that is shorter.
    const webJob = readWebImportJob({ repository, fetch, timeoutMs: Math.min(IMPORT.webPageTimeoutMs, app.config.OUTBOUND_TIMEOUT_MS), parser });
    for (const job of [photoJob, tiktokJob, webJob]) app.jobs.define(job);
    // Import counts live in rate_limits, whose purge another module may have defined already.
    const purgeCounters = purgeRateLimitsJob(app.db);
    if (!app.jobs.definitions().some((definition) => definition.type === purgeCounters.type)) app.jobs.define(purgeCounters);

    const service = createRecipeImportService({
      repository,
      storage: app.storage,
      mediaUrl: createMediaUrls(app.storage, app.config.PUBLIC_MEDIA_BASE_URL),
      recipes: app.recipes,
      async attachTikTok(actor, recipeId, tiktokUrl, known) {
        await app.recipeMedia.attachTikTok(actor, recipeId, tiktokUrl, known).catch((error: unknown) => {
          // Saved before: the video is attached already.
          if (error instanceof AppError && error.code === ErrorCode.Conflict) return;
          throw error;
        });
      },
      parser,
      takeImport: async (userId) => (await counters.consume(`recipe-imports:${userId}`, IMPORT.importsPerWindow, IMPORT.importWindowSeconds)).allowed,
      enqueue: {
        photo: (importId) => app.jobs.enqueue(photoJob, { importId }),
        tiktok: (importId) => app.jobs.enqueue(tiktokJob, { importId }),
        web: (importId) => app.jobs.enqueue(webJob, { importId }),
      },
      async discardJobs(importIds) {
        const payloads = importIds.map((importId) => ({ importId }));
        for (const job of [photoJob, tiktokJob, webJob]) await app.jobs.discard(job, payloads);
      },
      uploadTtlSeconds: app.config.UPLOAD_URL_TTL_SECONDS,
      uploadMaxBytes: app.config.UPLOAD_MAX_BYTES,
    });
    app.jobs.define(sweepRecipeImportsJob(service));
    app.userData.add({
      name: 'recipeImports',
      tables: ['recipe_imports'],
      export: (userId) => service.exportOf(userId),
      erase: (userId) => service.eraseOf(userId),
    });
    await app.register(recipeImportRoutes(service));
  },
  { name: 'recipe-import', dependencies: ['recipes', 'recipe-media', 'user-data'] },
);
