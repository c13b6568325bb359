import { ErrorCode } from '@sous/contract/errors';
import {
  MEDIA,
  MEDIA_MESSAGES,
  type ImageItem,
  type MediaListResponse,
  type PresignBody,
  type PresignResponse,
  type TikTokItem,
} from '@sous/contract/recipe-media';
import type { Actor, UserActor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import { uuidV7 } from '../../platform/ids';
import { normalizeContentType } from '../../platform/storage/object-key';
import type { ObjectStorage } from '../../platform/storage/object-storage';
import type { MediaUrlOf } from '../../platform/storage/media-url';
import type { FeaturedImage } from '../recipes/recipes.presenter';
import { isMediaImageType } from './image-processing';
import { mediaFolder, tiktokThumbnailKey } from './media-keys';
import { canChooseFeatured, canRemoveMedia, canSeeMedia, type MediaRecipe } from './recipe-media.policy';
import { presentImage, presentMedia, presentTikTok } from './recipe-media.presenter';
import type { RecipeMediaRepository, StoredMedia } from './recipe-media.repository';
import { parseTikTokLink } from './tiktok-link';
import { renderTikTokThumbnail } from './tiktok-thumbnail';

/**
 * What another module has read from TikTok about a video already (a TikTok import's oEmbed
 * answer), handed over so attaching it asks TikTok nothing again. `thumbnail` is image bytes
 * (JPEG, PNG or WebP), checked and redrawn here like any thumbnail.
 */
export interface KnownTikTokDetails {
  caption: string | null;
  username: string | null;
  thumbnail: Buffer | null;
}

export interface RecipeMediaDependencies {
  repository: RecipeMediaRepository;
  storage: Pick<ObjectStorage, 'createUpload' | 'get' | 'put' | 'deleteByPrefix'>;
  mediaUrl: MediaUrlOf;
  /** The recipe `id` names for this caller: a public recipe, or the caller's own private one; null otherwise. */
  findRecipe(actor: Actor, id: string): Promise<MediaRecipe | null>;
  screenNameOf(actor: UserActor): Promise<string | null>;
  /** Counts one upload URL for the user; false once the window's allowance is used. */
  takeUpload(userId: string): Promise<boolean>;
  enqueueProcessing(mediaId: string): Promise<unknown>;
  enqueueTikTokDetails(mediaId: string): Promise<unknown>;
  /** Removes the waiting jobs of these items. */
  discardJobs(mediaIds: string[]): Promise<void>;
  uploadTtlSeconds: number;
  uploadMaxBytes: number;
}

/** An upload URL may still be in use this long after it expires (a slow body started in time). */
const UPLOAD_GRACE_MS = 5 * 60_000;
/** Processing queued longer ago than this and still PENDING lost its job. */
const STUCK_AFTER_MS = 60 * 60_000;
/** A REJECTED item stays readable by its uploader this long (why it failed), then goes. */
const REJECTED_KEPT_MS = 24 * 3600_000;

const recipeNotFound = () => AppError.notFound(MEDIA_MESSAGES.recipeNotFound);
const mediaNotFound = () => AppError.notFound(MEDIA_MESSAGES.mediaNotFound);
const viewerOf = (actor: Actor) => (actor.kind === 'user' ? actor.userId : null);

/**
 * Community media on recipes: upload URLs for photos (processed by a job into WebP renditions),
 * TikTok links, the featured photo, and who may do what (spec 2 §6).
 */
export function createRecipeMediaService(deps: RecipeMediaDependencies) {
  const { repository, storage, mediaUrl } = deps;
  const maxBytes = Math.min(MEDIA.maxBytes, deps.uploadMaxBytes);

  async function recipeFor(actor: Actor, id: string): Promise<MediaRecipe> {
    const recipe = await deps.findRecipe(actor, id);
    if (!recipe) throw recipeNotFound();
    return recipe;
  }

  /** The recipe the caller adds media to: a public one needs a screen name (a private one is the owner's). */
  async function recipeToAddTo(actor: UserActor, id: string): Promise<{ recipe: MediaRecipe; screenName: string | null }> {
    const recipe = await recipeFor(actor, id);
    const screenName = await deps.screenNameOf(actor);
    if (recipe.scope === 'public' && !screenName) throw new AppError(400, ErrorCode.ScreenNameRequired, MEDIA_MESSAGES.screenNameRequired);
    return { recipe, screenName };
  }

  /** Deletes items with their waiting jobs and files first, so a retry still finds what is left. */
  async function removeItems(items: readonly StoredMedia[]): Promise<void> {
    if (items.length === 0) return;
    await deps.discardJobs(items.map((item) => item.id));
    for (const item of items) await storage.deleteByPrefix(mediaFolder(item));
    await repository.remove(items.map((item) => item.id));
  }

  /**
   * Queues the processing of an upload whose file has arrived. Whoever notices first (a read of
   * the list or the item, or the sweep) queues it; every later look finds it queued.
   */
  async function noticeUpload(item: StoredMedia): Promise<boolean> {
    if (item.kind !== 'image' || item.status !== 'PENDING' || item.queuedAt !== null || item.originalKey === null) return false;
    const object = await storage.get(item.originalKey);
    if (!object) return false;
    object.body.destroy();
    if (!(await repository.markQueued(item.id))) return false;
    try {
      await deps.enqueueProcessing(item.id);
    } catch (error) {
      await repository.unmarkQueued(item.id);
      throw error;
    }
    return true;
  }

  async function visibleImage(actor: Actor, recipe: MediaRecipe, imageId: string): Promise<StoredMedia> {
    const item = await repository.findImage(recipe.id, imageId);
    if (!item || !canSeeMedia(viewerOf(actor), item)) throw mediaNotFound();
    return item;
  }

  return {
    /** A signed URL for one photo of the recipe (JPEG, PNG or WebP, under 10 MB), and its PENDING item. */
    async presign(actor: UserActor, recipeId: string, body: PresignBody): Promise<PresignResponse> {
      if (body.recipeId !== undefined && body.recipeId !== recipeId) throw AppError.badRequest(MEDIA_MESSAGES.recipeMismatch);
      const { recipe, screenName } = await recipeToAddTo(actor, recipeId);
      const contentType = normalizeContentType(body.contentType);
      if (!isMediaImageType(contentType)) throw AppError.badRequest(MEDIA_MESSAGES.unsupportedType);
      if (body.size !== undefined && body.size > maxBytes) throw AppError.badRequest(MEDIA_MESSAGES.tooLarge);
      if (!(await deps.takeUpload(actor.userId))) throw new AppError(429, ErrorCode.RateLimited, MEDIA_MESSAGES.tooManyUploads);
      const id = uuidV7();
      const upload = await storage.createUpload({ keyPrefix: mediaFolder({ recipeId: recipe.id, id }), contentType, maxBytes });
      const expiresAt = new Date(Date.now() + deps.uploadTtlSeconds * 1000).toISOString();
      await repository.insertImage({
        id,
        recipeId: recipe.id,
        scope: recipe.scope,
        userId: actor.userId,
        userScreenName: screenName,
        contentType,
        originalKey: upload.key,
        uploadExpiresAt: expiresAt,
      });
      return { uploadUrl: upload.url, imageId: id, method: 'PUT', headers: upload.headers, maxBytes, expiresAt };
    },

    /** The recipe's photos and TikToks, oldest first: ACTIVE ones, and the caller's own PENDING uploads. */
    async list(actor: Actor, recipeId: string): Promise<MediaListResponse> {
      const recipe = await recipeFor(actor, recipeId);
      const viewer = viewerOf(actor);
      const items = await repository.listForRecipe(recipe.id);
      // The uploader's polling starts processing; other readers leave it to the sweep.
      for (const item of items) if (item.userId === viewer) await noticeUpload(item);
      return {
        images: items.filter((item) => item.status !== 'REJECTED' && canSeeMedia(viewer, item)).map((item) => presentMedia(item, viewer, mediaUrl)),
        featuredImageId: items.find((item) => item.isFeatured)?.id ?? null,
      };
    },

    /** One photo (a PENDING or REJECTED one only for its uploader, who learns why it was refused). */
    async details(actor: Actor, recipeId: string, imageId: string): Promise<ImageItem> {
      const item = await visibleImage(actor, await recipeFor(actor, recipeId), imageId);
      await noticeUpload(item);
      return presentImage(item, viewerOf(actor), mediaUrl);
    },

    /** Removes one of the caller's own photos with its files (a featured one leaves the recipe without). */
    async deleteImage(actor: UserActor, recipeId: string, imageId: string): Promise<void> {
      const item = await visibleImage(actor, await recipeFor(actor, recipeId), imageId);
      if (!canRemoveMedia(actor, item)) throw AppError.forbidden(MEDIA_MESSAGES.notYourMedia);
      await removeItems([item]);
    },

    /** The recipe owner makes an ACTIVE photo the featured one. */
    async setFeatured(actor: UserActor, recipeId: string, imageId: string): Promise<{ featuredImageId: string }> {
      const recipe = await recipeFor(actor, recipeId);
      if (!canChooseFeatured(actor, recipe)) throw AppError.forbidden(MEDIA_MESSAGES.ownerOnlyFeatured);
      const item = await visibleImage(actor, recipe, imageId);
      if (item.status !== 'ACTIVE' || !(await repository.setFeatured(recipe.id, item.id))) {
        throw new AppError(409, ErrorCode.Conflict, MEDIA_MESSAGES.featuredNeedsActive);
      }
      return { featuredImageId: item.id };
    },

    /**
     * Attaches a TikTok video by its link: ACTIVE at once; its caption and thumbnail are fetched
     * after, unless the caller hands them over as `known` (then TikTok is not asked again).
     */
    async attachTikTok(actor: UserActor, recipeId: string, tiktokUrl: string, known?: KnownTikTokDetails): Promise<TikTokItem> {
      const { recipe, screenName } = await recipeToAddTo(actor, recipeId);
      const link = parseTikTokLink(tiktokUrl);
      if ('error' in link) throw AppError.badRequest(link.error);
      const id = uuidV7();
      const item = { id, recipeId: recipe.id };
      // The link's own account first, as the details job does.
      const username = link.username ?? known?.username ?? null;
      const caption = known?.caption ?? null;
      const added = await repository.insertTikTok({ ...item, scope: recipe.scope, userId: actor.userId, userScreenName: screenName, ...link, username, caption });
      if (!added) throw new AppError(409, ErrorCode.Conflict, MEDIA_MESSAGES.tiktokDuplicate);
      // Bytes that are no image leave the video without a thumbnail, as TikTok's own would.
      const thumbnail = known?.thumbnail ? await renderTikTokThumbnail(known.thumbnail).catch(() => null) : null;
      if (!known) await deps.enqueueTikTokDetails(id);
      else if (thumbnail) {
        const thumbnailKey = tiktokThumbnailKey(item);
        await storage.put(thumbnailKey, thumbnail, 'image/webp');
        // Removed meanwhile: keep nothing of it.
        if (!(await repository.setTikTokDetails(id, { caption, username, thumbnailKey }))) await storage.deleteByPrefix(mediaFolder(item));
      }
      const stored = await repository.find(id);
      if (!stored?.tiktok) throw mediaNotFound();
      return presentTikTok(stored, stored.tiktok, actor.userId, mediaUrl);
    },

    /** Removes one of the caller's own TikTok links. */
    async removeTikTok(actor: UserActor, recipeId: string, videoId: string): Promise<void> {
      const recipe = await recipeFor(actor, recipeId);
      const item = await repository.findTikTok(recipe.id, videoId);
      if (!item) throw mediaNotFound();
      if (!canRemoveMedia(actor, item)) throw AppError.forbidden(MEDIA_MESSAGES.notYourMedia);
      await removeItems([item]);
    },

    /** The featured photos of these recipes (public ones, or their owners' private ones), for their pages and cards. */
    async featuredImages(recipeIds: readonly string[]): Promise<Map<string, FeaturedImage>> {
      const images = new Map<string, FeaturedImage>();
      for (const item of await repository.listFeatured(recipeIds)) {
        if (!item.renditionKeys) continue;
        images.set(item.recipeId, { imageId: item.id, featuredImageUrl: mediaUrl(item.renditionKeys.large), imageUrl: mediaUrl(item.renditionKeys.medium) });
      }
      return images;
    },

    /** A recipe goes (a public one withdrawn or erased, a private one deleted for good): its media go with it, whoever added them. */
    async recipeRemoved(recipeId: string): Promise<void> {
      await removeItems(await repository.listForRecipe(recipeId));
    },

    /**
     * The recurring sweep: queues uploads nobody has looked at since they arrived, forgets
     * uploads that never came, refuses processing that lost its job, and purges old refusals.
     */
    async sweep(now = new Date()): Promise<void> {
      for (const item of await repository.listAwaitingUpload(200)) {
        if (await noticeUpload(item)) continue;
        const expiresAt = item.uploadExpiresAt === null ? 0 : Date.parse(item.uploadExpiresAt);
        if (expiresAt + UPLOAD_GRACE_MS < now.getTime()) await removeItems([item]);
      }
      for (const item of await repository.listStuck(new Date(now.getTime() - STUCK_AFTER_MS))) {
        await storage.deleteByPrefix(mediaFolder(item));
        await repository.reject(item.id, MEDIA_MESSAGES.rejected.processingFailed);
      }
      await repository.purgeRejected(new Date(now.getTime() - REJECTED_KEPT_MS));
    },

    /** Delete-all's `recipeMedia` section: what the user added, anywhere, with its URLs. */
    async exportOf(userId: string) {
      return (await repository.listForUser(userId)).map((item) => ({ recipeId: item.recipeId, ...presentMedia(item, userId, mediaUrl) }));
    },

    /** Deletes everything the user added, on their recipes and on other people's public ones. */
    async eraseOf(userId: string): Promise<void> {
      await removeItems(await repository.listForUser(userId));
    },
  };
}

export type RecipeMediaService = ReturnType<typeof createRecipeMediaService>;
