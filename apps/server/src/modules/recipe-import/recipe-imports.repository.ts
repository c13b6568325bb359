import { importedRecipeSchema, type ImportedRecipe, type ImportStatus, type ImportType } from '@sous/contract/recipe-import';
import type { Selectable, Updateable } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../platform/db/database';
import type { RecipeImportsTable } from '../../platform/db/schema';

/** One photographed page of a card: where it is uploaded, as what, and the name it had (sanitised). */
export interface ImportPage {
  key: string;
  contentType: string;
  filename: string;
}

/** A recipe import as the module works with it. */
export interface StoredImport {
  id: string;
  userId: string;
  type: ImportType;
  status: ImportStatus;
  statusMessage: string | null;
  url: string | null;
  username: string | null;
  videoId: string | null;
  pages: ImportPage[];
  uploadExpiresAt: string | null;
  queuedAt: string | null;
  previewKey: string | null;
  recipeData: ImportedRecipe | null;
  recipeId: string | null;
  createdAt: string;
  updatedAt: string;
}

export type NewImport = Pick<StoredImport, 'id' | 'userId' | 'type' | 'status' | 'statusMessage'> &
  Partial<Pick<StoredImport, 'url' | 'username' | 'videoId' | 'pages' | 'uploadExpiresAt' | 'recipeData'>>;

const storedPages = z.array(z.object({ key: z.string(), contentType: z.string(), filename: z.string() }));
/** Stored by this module as the parser made it; a row that no longer reads as one shows no recipe rather than breaking a list. */
function readRecipe(text: string | null): ImportedRecipe | null {
  if (text === null) return null;
  try {
    return importedRecipeSchema.parse(JSON.parse(text));
  } catch {
    return null;
  }
}

function toStored(row: Selectable<RecipeImportsTable>): StoredImport {
  return {
    id: row.id,
    userId: row.user_id,
    type: row.type,
    status: row.status,
    statusMessage: row.status_message,
    url: row.url,
    username: row.username,
    videoId: row.video_id,
    pages: storedPages.parse(JSON.parse(row.pages)),
    uploadExpiresAt: row.upload_expires_at,
    queuedAt: row.queued_at,
    previewKey: row.preview_key,
    recipeData: readRecipe(row.recipe_data),
    recipeId: row.recipe_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const now = () => new Date().toISOString();
const unfinished: ImportStatus[] = ['UPLOADING', 'PROCESSING'];

/** The only code that reads and writes recipe_imports. */
export function createRecipeImportsRepository(db: Db) {
  const k = db.kysely;
  const imports = () => k.selectFrom('recipe_imports').selectAll();
  const changed = (result: { numUpdatedRows: bigint }) => result.numUpdatedRows > 0n;
  /** Changes an import still being worked on; false once it is finished (or gone). */
  const setUnfinished = async (id: string, change: Updateable<RecipeImportsTable>) =>
    changed(
      await k
        .updateTable('recipe_imports')
        .set({ ...change, updated_at: now() })
        .where('id', '=', id)
        .where('status', 'in', unfinished)
        .executeTakeFirst(),
    );

  return {
    async insert(entry: NewImport): Promise<void> {
      const at = now();
      const pages = entry.pages ?? [];
      await k
        .insertInto('recipe_imports')
        .values({
          id: entry.id,
          user_id: entry.userId,
          type: entry.type,
          status: entry.status,
          status_message: entry.statusMessage,
          url: entry.url ?? null,
          username: entry.username ?? null,
          video_id: entry.videoId ?? null,
          page_count: pages.length,
          pages: JSON.stringify(pages),
          upload_expires_at: entry.uploadExpiresAt ?? null,
          queued_at: null,
          preview_key: null,
          recipe_data: entry.recipeData ? JSON.stringify(entry.recipeData) : null,
          recipe_id: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
    },

    async find(id: string): Promise<StoredImport | undefined> {
      const row = await imports().where('id', '=', id).executeTakeFirst();
      return row && toStored(row);
    },

    /** The user's newest import of this TikTok video. */
    async findNewestOfVideo(userId: string, videoId: string): Promise<StoredImport | undefined> {
      const row = await imports().where('user_id', '=', userId).where('video_id', '=', videoId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
      return row && toStored(row);
    },

    /** The user's newest imports. */
    async listRecent(userId: string, limit: number): Promise<StoredImport[]> {
      const rows = await imports().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
      return rows.map(toStored);
    },

    /** Every import of the user, oldest first. */
    async listForUser(userId: string): Promise<StoredImport[]> {
      return (await imports().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute()).map(toStored);
    },

    /**
     * Marks the import's reading queued, once: true for the one caller that did it (whoever
     * noticed the last page first), false for every later one.
     */
    async markQueued(id: string, statusMessage: string): Promise<boolean> {
      return changed(
        await k
          .updateTable('recipe_imports')
          .set({ status: 'PROCESSING', status_message: statusMessage, queued_at: now(), updated_at: now() })
          .where('id', '=', id)
          .where('status', 'in', unfinished)
          .where('queued_at', 'is', null)
          .executeTakeFirst(),
      );
    },

    /** Undoes `markQueued` when the job could not be queued, so the next look tries again. */
    async unmarkQueued(id: string, statusMessage: string): Promise<void> {
      await k.updateTable('recipe_imports').set({ status: 'UPLOADING', status_message: statusMessage, queued_at: null }).where('id', '=', id).where('status', '=', 'PROCESSING').execute();
    },

    /** What the owner reads while the job works ('Reading page 2 of 3'). */
    setProgress: (id: string, statusMessage: string) => setUnfinished(id, { status_message: statusMessage }),

    setPreview: (id: string, previewKey: string) => setUnfinished(id, { preview_key: previewKey }),

    /** TikTok: the account oEmbed names, when the link named none. */
    setUsername: (id: string, username: string) => setUnfinished(id, { username }),

    /** Finishes the import with the recipe read; false when it was finished already (or is gone). */
    complete: (id: string, recipe: ImportedRecipe, statusMessage: string) =>
      setUnfinished(id, { status: 'COMPLETE', status_message: statusMessage, recipe_data: JSON.stringify(recipe) }),

    /** Finishes the import as failed, with the reason its owner reads. */
    fail: (id: string, statusMessage: string) => setUnfinished(id, { status: 'FAILED', status_message: statusMessage }),

    /** The recipe saved from the import. */
    async setRecipe(id: string, recipeId: string): Promise<void> {
      await k.updateTable('recipe_imports').set({ recipe_id: recipeId, updated_at: now() }).where('id', '=', id).execute();
    },

    /** Photo imports still waiting for pages (the sweep notices arrivals and gives up on the rest). */
    async listUploading(limit: number): Promise<StoredImport[]> {
      const rows = await imports().where('status', '=', 'UPLOADING').orderBy('created_at').orderBy('id').limit(limit).execute();
      return rows.map(toStored);
    },

    /** Imports queued before `before` and still PROCESSING: their job was lost. */
    async listStuck(before: Date, limit: number): Promise<StoredImport[]> {
      const rows = await imports().where('status', '=', 'PROCESSING').where('updated_at', '<', before.toISOString()).orderBy('updated_at').limit(limit).execute();
      return rows.map(toStored);
    },

    /** Imports made before `before`, oldest first, for the purge. */
    async listOlderThan(before: Date, limit: number): Promise<StoredImport[]> {
      const rows = await imports().where('created_at', '<', before.toISOString()).orderBy('created_at').orderBy('id').limit(limit).execute();
      return rows.map(toStored);
    },

    async remove(ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await k.deleteFrom('recipe_imports').where('id', 'in', ids).execute();
    },
  };
}

export type RecipeImportsRepository = ReturnType<typeof createRecipeImportsRepository>;
