import type { MediaScope, MediaStatus } from '@sous/contract/recipe-media';
import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { RecipeMediaTable } from '../../platform/db/schema';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import type { RenditionName } from './image-processing';

/** A TikTok link's own fields. */
export interface StoredTikTok {
  url: string;
  videoId: string;
  username: string | null;
  caption: string | null;
  thumbnailKey: string | null;
}

/** A photo or TikTok link as the module works with it. */
export interface StoredMedia {
  id: string;
  recipeId: string;
  scope: MediaScope;
  kind: 'image' | 'tiktok';
  userId: string;
  userScreenName: string | null;
  status: MediaStatus;
  contentType: string;
  /** The uploaded file, until processing has read it. */
  originalKey: string | null;
  /** The WebP renditions, once ACTIVE. */
  renditionKeys: Record<RenditionName, string> | null;
  rejectionReason: string | null;
  isFeatured: boolean;
  uploadExpiresAt: string | null;
  queuedAt: string | null;
  tiktok: StoredTikTok | null;
  createdAt: string;
}

export interface NewImage {
  id: string;
  recipeId: string;
  scope: MediaScope;
  userId: string;
  userScreenName: string | null;
  contentType: string;
  originalKey: string;
  uploadExpiresAt: string;
}

export interface NewTikTok {
  id: string;
  recipeId: string;
  scope: MediaScope;
  userId: string;
  userScreenName: string | null;
  url: string;
  videoId: string;
  username: string | null;
  /** Known at attach time when the caller has read TikTok already (a saved TikTok import). */
  caption?: string | null;
}

function toStored(row: Selectable<RecipeMediaTable>): StoredMedia {
  const renditions = row.thumbnail_key && row.medium_key && row.large_key ? { thumbnail: row.thumbnail_key, medium: row.medium_key, large: row.large_key } : null;
  const kind = row.kind === 'tiktok' ? 'tiktok' : 'image';
  return {
    id: row.id,
    recipeId: row.recipe_id,
    scope: row.scope === 'public' ? 'public' : 'private',
    kind,
    userId: row.user_id,
    userScreenName: row.user_screen_name,
    status: row.status as MediaStatus,
    contentType: row.content_type,
    originalKey: row.original_key,
    renditionKeys: kind === 'image' ? renditions : null,
    rejectionReason: row.rejection_reason,
    isFeatured: row.is_featured === 1,
    uploadExpiresAt: row.upload_expires_at,
    queuedAt: row.queued_at,
    tiktok:
      kind === 'tiktok'
        ? {
            url: row.tiktok_url ?? '',
            videoId: row.tiktok_video_id ?? '',
            username: row.tiktok_username,
            caption: row.caption,
            thumbnailKey: row.thumbnail_key,
          }
        : null,
    createdAt: row.created_at,
  };
}

const now = () => new Date().toISOString();

/** The only code that reads and writes recipe_media. */
export function createRecipeMediaRepository(db: Db) {
  const k = db.kysely;
  const changed = (result: { numUpdatedRows: bigint }) => result.numUpdatedRows > 0n;

  return {
    async insertImage(image: NewImage): Promise<void> {
      const at = now();
      await k
        .insertInto('recipe_media')
        .values({
          id: image.id,
          recipe_id: image.recipeId,
          scope: image.scope,
          kind: 'image',
          user_id: image.userId,
          user_screen_name: image.userScreenName,
          status: 'PENDING',
          content_type: image.contentType,
          original_key: image.originalKey,
          upload_expires_at: image.uploadExpiresAt,
          created_at: at,
          updated_at: at,
        })
        .execute();
    },

    /** Adds an ACTIVE TikTok link; false when this recipe has that video already. */
    async insertTikTok(link: NewTikTok): Promise<boolean> {
      const at = now();
      try {
        await k
          .insertInto('recipe_media')
          .values({
            id: link.id,
            recipe_id: link.recipeId,
            scope: link.scope,
            kind: 'tiktok',
            user_id: link.userId,
            user_screen_name: link.userScreenName,
            status: 'ACTIVE',
            content_type: 'video/tiktok',
            tiktok_url: link.url,
            tiktok_video_id: link.videoId,
            tiktok_username: link.username,
            caption: link.caption ?? null,
            created_at: at,
            updated_at: at,
          })
          .execute();
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    async find(id: string): Promise<StoredMedia | undefined> {
      const row = await k.selectFrom('recipe_media').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toStored(row);
    },

    async findImage(recipeId: string, id: string): Promise<StoredMedia | undefined> {
      const row = await k.selectFrom('recipe_media').selectAll().where('recipe_id', '=', recipeId).where('id', '=', id).where('kind', '=', 'image').executeTakeFirst();
      return row && toStored(row);
    },

    async findTikTok(recipeId: string, videoId: string): Promise<StoredMedia | undefined> {
      const row = await k.selectFrom('recipe_media').selectAll().where('recipe_id', '=', recipeId).where('tiktok_video_id', '=', videoId).executeTakeFirst();
      return row && toStored(row);
    },

    /** A recipe's media, oldest first. */
    async listForRecipe(recipeId: string): Promise<StoredMedia[]> {
      return (await k.selectFrom('recipe_media').selectAll().where('recipe_id', '=', recipeId).orderBy('id').execute()).map(toStored);
    },

    /** What a user added, anywhere. */
    async listForUser(userId: string): Promise<StoredMedia[]> {
      return (await k.selectFrom('recipe_media').selectAll().where('user_id', '=', userId).orderBy('id').execute()).map(toStored);
    },

    /** The featured images of these recipes. */
    async listFeatured(recipeIds: readonly string[]): Promise<StoredMedia[]> {
      if (recipeIds.length === 0) return [];
      return (await k.selectFrom('recipe_media').selectAll().where('recipe_id', 'in', recipeIds).where('is_featured', '=', 1).execute()).map(toStored);
    },

    /** Uploads whose processing is not queued yet (their file may or may not have arrived). */
    async listAwaitingUpload(limit: number): Promise<StoredMedia[]> {
      const rows = await k
        .selectFrom('recipe_media')
        .selectAll()
        .where('status', '=', 'PENDING')
        .where('queued_at', 'is', null)
        .where('kind', '=', 'image')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map(toStored);
    },

    /** Images queued for processing before `before` and still PENDING (their job was lost). */
    async listStuck(before: Date): Promise<StoredMedia[]> {
      const rows = await k.selectFrom('recipe_media').selectAll().where('status', '=', 'PENDING').where('queued_at', '<', before.toISOString()).execute();
      return rows.map(toStored);
    },

    /** Claims the right to queue an upload's processing: true for exactly one caller. */
    async markQueued(id: string): Promise<boolean> {
      const result = await k
        .updateTable('recipe_media')
        .set({ queued_at: now(), updated_at: now() })
        .where('id', '=', id)
        .where('status', '=', 'PENDING')
        .where('queued_at', 'is', null)
        .executeTakeFirst();
      return changed(result);
    },

    async unmarkQueued(id: string): Promise<void> {
      await k.updateTable('recipe_media').set({ queued_at: null }).where('id', '=', id).where('status', '=', 'PENDING').execute();
    },

    /** PENDING to ACTIVE with its renditions; false when it was not PENDING (gone, or done by another run). */
    async activate(id: string, renditionKeys: Record<RenditionName, string>): Promise<boolean> {
      const result = await k
        .updateTable('recipe_media')
        .set({
          status: 'ACTIVE',
          original_key: null,
          thumbnail_key: renditionKeys.thumbnail,
          medium_key: renditionKeys.medium,
          large_key: renditionKeys.large,
          updated_at: now(),
        })
        .where('id', '=', id)
        .where('status', '=', 'PENDING')
        .executeTakeFirst();
      return changed(result);
    },

    /** PENDING to REJECTED with the reason its uploader reads. */
    async reject(id: string, reason: string): Promise<boolean> {
      const result = await k
        .updateTable('recipe_media')
        .set({ status: 'REJECTED', rejection_reason: reason, original_key: null, updated_at: now() })
        .where('id', '=', id)
        .where('status', '=', 'PENDING')
        .executeTakeFirst();
      return changed(result);
    },

    /**
     * Makes an ACTIVE image its recipe's featured one when the recipe has none. Two racing
     * images cannot both win: the one-featured-per-recipe index refuses the second.
     */
    async featureIfNone(recipeId: string, id: string): Promise<boolean> {
      try {
        const result = await k
          .updateTable('recipe_media')
          .set({ is_featured: 1 })
          .where('id', '=', id)
          .where('status', '=', 'ACTIVE')
          .where('kind', '=', 'image')
          .where((eb) =>
            eb.not(eb.exists(eb.selectFrom('recipe_media as other').select('other.id').where('other.recipe_id', '=', recipeId).where('other.is_featured', '=', 1))),
          )
          .executeTakeFirst();
        return changed(result);
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    /** Makes this ACTIVE image the recipe's featured one (and no other); false when it is not an ACTIVE image. */
    async setFeatured(recipeId: string, id: string): Promise<boolean> {
      return k.transaction().execute(async (trx) => {
        await trx.updateTable('recipe_media').set({ is_featured: 0 }).where('recipe_id', '=', recipeId).where('is_featured', '=', 1).where('id', '!=', id).execute();
        const result = await trx
          .updateTable('recipe_media')
          .set({ is_featured: 1 })
          .where('recipe_id', '=', recipeId)
          .where('id', '=', id)
          .where('status', '=', 'ACTIVE')
          .where('kind', '=', 'image')
          .executeTakeFirst();
        if (!changed(result)) throw new NotFeaturable();
        return true;
      }).catch((error: unknown) => {
        if (error instanceof NotFeaturable) return false;
        throw error;
      });
    },

    /** What TikTok said about a linked video. */
    async setTikTokDetails(id: string, details: { caption: string | null; username: string | null; thumbnailKey: string | null }): Promise<boolean> {
      const result = await k
        .updateTable('recipe_media')
        .set({ caption: details.caption, tiktok_username: details.username, thumbnail_key: details.thumbnailKey, updated_at: now() })
        .where('id', '=', id)
        .where('kind', '=', 'tiktok')
        .executeTakeFirst();
      return changed(result);
    },

    async remove(ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await k.deleteFrom('recipe_media').where('id', 'in', ids).execute();
    },

    /** Deletes REJECTED rows last changed before `before` (their files went when they were rejected). */
    async purgeRejected(before: Date): Promise<void> {
      await k.deleteFrom('recipe_media').where('status', '=', 'REJECTED').where('updated_at', '<', before.toISOString()).execute();
    },
  };
}

/** Rolls back a featured change whose image cannot be featured. */
class NotFeaturable extends Error {}

export type RecipeMediaRepository = ReturnType<typeof createRecipeMediaRepository>;
