import { MEDIA } from '@sous/contract/recipe-media';
import fp from 'fastify-plugin';
import { AppError } from '../../http/app-error';
import { createGuardedFetch } from '../../platform/net/guarded-fetch';
import { purgeRateLimitsJob } from '../../platform/rate-limit/purge-rate-limits.job';
import { createRateLimiter } from '../../platform/rate-limit/rate-limits.repository';
import { createMediaUrls } from '../../platform/storage/media-url';
import { createTikTokOEmbed } from '../../platform/tiktok/tiktok-oembed';
import { processImageJob } from './process-image.job';
import type { MediaRecipe } from './recipe-media.policy';
import { createRecipeMediaRepository } from './recipe-media.repository';
import { recipeMediaRoutes } from './recipe-media.routes';
import { createRecipeMediaService, type RecipeMediaService } from './recipe-media.service';
import { sweepMediaJob } from './sweep-media.job';
import { tiktokDetailsJob } from './tiktok-details.job';

declare module 'fastify' {
  interface FastifyInstance {
    /** Media on recipes, for modules that add some (an imported TikTok recipe gets its video). */
    recipeMedia: RecipeMediaService;
  }
}

/**
 * Community media on recipes: photos (signed upload, processing job, WebP renditions, the
 * featured photo) and TikTok links, on public recipes and on their owner's private ones.
 */
export const recipeMediaModule = fp(
  async (app) => {
    const repository = createRecipeMediaRepository(app.db);
    const uploads = createRateLimiter(app.db);
    const processing = processImageJob({
      repository,
      storage: app.storage,
      async recipeOwnerOf(item) {
        if (item.scope === 'public') return (await app.publicRecipes.ownerOf(item.recipeId))?.ownerUserId ?? null;
        // Only a private recipe's owner ever adds to it.
        return item.userId;
      },
    });
    const tiktokDetails = tiktokDetailsJob({
      repository,
      storage: app.storage,
      oembed: createTikTokOEmbed(createGuardedFetch(app.config), app.config.TIKTOK_OEMBED_URL),
    });
    app.jobs.define(processing);
    app.jobs.define(tiktokDetails);
    // Upload counts live in rate_limits, whose purge the embedded issuer defines; an external issuer does not.
    const purgeCounters = purgeRateLimitsJob(app.db);
    if (!app.jobs.definitions().some((definition) => definition.type === purgeCounters.type)) app.jobs.define(purgeCounters);

    const service = createRecipeMediaService({
      repository,
      storage: app.storage,
      mediaUrl: createMediaUrls(app.storage, app.config.PUBLIC_MEDIA_BASE_URL),
      async findRecipe(actor, id): Promise<MediaRecipe | null> {
        const shared = await app.publicRecipes.ownerOf(id);
        if (shared) return { id, scope: 'public', ownerUserId: shared.ownerUserId };
        if (actor.kind !== 'user') return null;
        const recipe = await app.recipes.get(actor, id).catch((error: unknown) => {
          if (error instanceof AppError && error.statusCode === 404) return null;
          throw error;
        });
        // The signed-in owner's own recipe only (not one this device made before signing in).
        return recipe?.userId === actor.userId ? { id: recipe.id, scope: 'private', ownerUserId: actor.userId } : null;
      },
      screenNameOf: async (actor) => (await app.users.settings(actor)).screenName,
      takeUpload: async (userId) => (await uploads.consume(`recipe-media-uploads:${userId}`, MEDIA.uploadsPerWindow, MEDIA.uploadWindowSeconds)).allowed,
      enqueueProcessing: (mediaId) => app.jobs.enqueue(processing, { mediaId }),
      enqueueTikTokDetails: (mediaId) => app.jobs.enqueue(tiktokDetails, { mediaId }),
      async discardJobs(mediaIds) {
        const payloads = mediaIds.map((mediaId) => ({ mediaId }));
        await app.jobs.discard(processing, payloads);
        await app.jobs.discard(tiktokDetails, payloads);
      },
      uploadTtlSeconds: app.config.UPLOAD_URL_TTL_SECONDS,
      uploadMaxBytes: app.config.UPLOAD_MAX_BYTES,
    });
    app.decorate('recipeMedia', service);
    app.jobs.define(sweepMediaJob(service));
    app.publicRecipes.useFeaturedImages((recipeIds) => service.featuredImages(recipeIds));
    app.recipes.useFeaturedImages((recipeIds) => service.featuredImages(recipeIds));
    app.publicRecipes.onRemoved((publicRecipeId) => service.recipeRemoved(publicRecipeId));
    // A private recipe deleted for good (not a soft delete, which Undo may take back) takes its media.
    app.recipes.onRemoved((recipeId) => service.recipeRemoved(recipeId));
    app.userData.add({
      name: 'recipeMedia',
      tables: ['recipe_media', 'jobs'],
      export: (userId) => service.exportOf(userId),
      erase: (userId) => service.eraseOf(userId),
    });
    await app.register(recipeMediaRoutes(service));
  },
  { name: 'recipe-media', dependencies: ['users', 'recipes', 'public-recipes', 'user-data'] },
);
