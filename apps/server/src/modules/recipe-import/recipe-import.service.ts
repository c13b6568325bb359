import { ErrorCode } from '@sous/contract/errors';
import type { Recipe } from '@sous/contract/recipe-api';
import {
  IMPORT,
  IMPORT_IMAGE_TYPES,
  IMPORT_MESSAGES,
  type ImportedRecipe,
  type ImportFile,
  type ImportStatusResponse,
  type PresignMultipleBody,
  type PresignMultipleResponse,
  type SaveImportedRecipeBody,
} from '@sous/contract/recipe-import';
import { nutritionOfLines } from '@sous/kitchen/nutrition/lines-nutrition';
import type { UserActor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import { uuidV7 } from '../../platform/ids';
import { normalizeContentType } from '../../platform/storage/object-key';
import type { ObjectStorage } from '../../platform/storage/object-storage';
import type { MediaUrlOf } from '../../platform/storage/media-url';
import type { KnownTikTokDetails } from '../recipe-media/recipe-media.service';
import type { RecipesService } from '../recipes/recipes.service';
import { readUpTo, sanitizeFilename } from './import-files';
import { importFolder, pagesFolder } from './import-keys';
import { readImportTikTokLink, readWebAddress } from './import-links';
import { ownsImport } from './recipe-import.policy';
import { presentImport } from './recipe-import.presenter';
import type { ImportPage, RecipeImportsRepository, StoredImport } from './recipe-imports.repository';

/** The recipe-text parser of packages/kitchen, as the service uses it (pasted text is read at once). */
export interface TextParser {
  parseRecipeText(text: string): ImportedRecipe;
  isImportedRecipe(recipe: ImportedRecipe): boolean;
}

export interface RecipeImportDependencies {
  repository: RecipeImportsRepository;
  storage: Pick<ObjectStorage, 'createUpload' | 'get' | 'deleteByPrefix'>;
  mediaUrl: MediaUrlOf;
  recipes: Pick<RecipesService, 'saveImported'>;
  /**
   * Attaches the TikTok video to the caller's recipe as its media (recipe-media), with what the
   * import read from TikTok already, so TikTok is not asked again; a second attach is a no-op.
   */
  attachTikTok(actor: UserActor, recipeId: string, tiktokUrl: string, known: KnownTikTokDetails): Promise<void>;
  parser: TextParser;
  /** Counts one import for the user; false once the window's allowance is used. */
  takeImport(userId: string): Promise<boolean>;
  enqueue: { photo(importId: string): Promise<unknown>; tiktok(importId: string): Promise<unknown>; web(importId: string): Promise<unknown> };
  /** Removes the waiting jobs of these imports. */
  discardJobs(importIds: string[]): Promise<void>;
  uploadTtlSeconds: number;
  uploadMaxBytes: number;
}

/** Pages that have not all arrived this long after the import began never will: it fails. */
export const UPLOAD_GIVE_UP_MS = 60 * 60_000;
/** An import PROCESSING with no progress for this long lost its job: it fails. */
export const STUCK_AFTER_MS = 2 * 3600_000;
/** Imports (with their preview and any pages left) are kept this long, then purged; saved recipes stay. */
export const KEEP_IMPORTS_DAYS = 30;
/** Rows the sweep handles per kind per run. */
const SWEEP_BATCH = 200;

const notFound = () => AppError.notFound(IMPORT_MESSAGES.notFound);
const isImportImageType = (type: string) => (IMPORT_IMAGE_TYPES as readonly string[]).includes(type);

/**
 * Recipe import: signed uploads for the pages of a card, TikTok links, web pages and pasted text,
 * read into a recipe by a job (text at once), followed by its owner, and saved to their
 * collection. Nothing read from a photo, caption or page is anything but recipe text: the import
 * and the recipe are the caller's and private, whatever the text says.
 */
export function createRecipeImportService(deps: RecipeImportDependencies) {
  const { repository, storage, mediaUrl } = deps;
  const maxBytes = Math.min(IMPORT.maxBytes, deps.uploadMaxBytes);
  const present = (entry: StoredImport) => presentImport(entry, mediaUrl);

  async function owned(actor: UserActor, importId: string): Promise<StoredImport> {
    const entry = await repository.find(importId);
    // Another user's import and a missing one look the same: 404.
    if (!entry || !ownsImport(actor, entry)) throw notFound();
    return entry;
  }

  async function takeImport(actor: UserActor): Promise<void> {
    if (!(await deps.takeImport(actor.userId))) throw new AppError(429, ErrorCode.RateLimited, IMPORT_MESSAGES.tooManyImports);
  }

  /** Whether every page of a photo import is in storage. */
  async function allPagesArrived(entry: StoredImport): Promise<boolean> {
    for (const page of entry.pages) {
      const object = await storage.get(page.key);
      if (!object) return false;
      object.body.destroy();
    }
    return entry.pages.length > 0;
  }

  /**
   * Queues the reading of a photo import whose pages have all arrived. Whoever notices first (the
   * owner's status poll, the explicit start, or the sweep) queues it; every later look finds it
   * queued. True when it is queued (now or before).
   */
  async function noticeArrival(entry: StoredImport): Promise<boolean> {
    if (entry.type !== 'photo' || entry.status !== 'UPLOADING' || entry.queuedAt !== null) return entry.queuedAt !== null;
    if (!(await allPagesArrived(entry))) return false;
    if (!(await repository.markQueued(entry.id, IMPORT_MESSAGES.processing))) return true;
    try {
      await deps.enqueue.photo(entry.id);
    } catch (error) {
      await repository.unmarkQueued(entry.id, IMPORT_MESSAGES.waitingForPages);
      throw error;
    }
    return true;
  }

  /** Re-reads the import after `noticeArrival` may have changed it. */
  async function current(entry: StoredImport): Promise<StoredImport> {
    return (await repository.find(entry.id)) ?? entry;
  }

  /** Checks the pages the browser is about to upload (spec 3 §5) and answers them as stored. */
  /**
   * What the import's job read from TikTok, for the video's media: the caption's first line (the
   * video's title; the import keeps no more of the caption), the account, and the thumbnail as
   * the import's WebP preview (none once the preview is purged).
   */
  async function tiktokDetailsOf(entry: StoredImport, title: string): Promise<KnownTikTokDetails> {
    const object = entry.previewKey === null ? null : await storage.get(entry.previewKey);
    const thumbnail = object ? await readUpTo(object.body, IMPORT.maxBytes + 1) : null;
    return { caption: title || null, username: entry.username, thumbnail: thumbnail && thumbnail.length <= IMPORT.maxBytes ? thumbnail : null };
  }

  function checkFiles(files: readonly ImportFile[]): Omit<ImportPage, 'key'>[] {
    if (files.length === 0) throw AppError.badRequest(IMPORT_MESSAGES.noFiles);
    if (files.length > IMPORT.maxFiles) throw AppError.badRequest(IMPORT_MESSAGES.tooManyFiles);
    return files.map((file) => {
      const filename = sanitizeFilename(file.filename);
      const contentType = normalizeContentType(file.contentType);
      if (!isImportImageType(contentType)) throw AppError.badRequest(IMPORT_MESSAGES.invalidType(filename));
      if (file.size !== undefined && file.size > maxBytes) throw AppError.badRequest(IMPORT_MESSAGES.tooLarge(filename));
      return { contentType, filename };
    });
  }

  /** Makes a photo import waiting for `files`, with a signed PUT URL per page. */
  async function createPhotoImport(actor: UserActor, files: readonly ImportFile[]) {
    const checked = checkFiles(files);
    await takeImport(actor);
    const id = uuidV7();
    const pages: ImportPage[] = [];
    const uploadUrls: string[] = [];
    for (const page of checked) {
      // Bound to the declared type (the browser sends it as Content-Type) and the size cap.
      const upload = await storage.createUpload({ keyPrefix: pagesFolder(id), contentType: page.contentType, maxBytes });
      pages.push({ key: upload.key, contentType: page.contentType, filename: page.filename });
      uploadUrls.push(upload.url);
    }
    const expiresAt = new Date(Date.now() + deps.uploadTtlSeconds * 1000).toISOString();
    await repository.insert({ id, userId: actor.userId, type: 'photo', status: 'UPLOADING', statusMessage: IMPORT_MESSAGES.waitingForPages, pages, uploadExpiresAt: expiresAt });
    return { importId: id, uploadUrls, maxBytes, expiresAt };
  }

  /** Deletes imports with their waiting jobs and files first, so a retry still finds what is left. */
  async function removeImports(entries: readonly StoredImport[]): Promise<void> {
    if (entries.length === 0) return;
    await deps.discardJobs(entries.map((entry) => entry.id));
    for (const entry of entries) await storage.deleteByPrefix(importFolder(entry.id));
    await repository.remove(entries.map((entry) => entry.id));
  }

  return {
    /** `POST /api/recipe-import/presign-multiple`: a photo import of 1..10 pages, waiting for them. */
    async presignMultiple(actor: UserActor, body: PresignMultipleBody): Promise<PresignMultipleResponse> {
      return createPhotoImport(actor, body.files);
    },

    /** `POST /api/recipe-import/presign`: a photo import of one page. */
    async presignOne(actor: UserActor, file: ImportFile) {
      const { importId, uploadUrls, maxBytes: max, expiresAt } = await createPhotoImport(actor, [file]);
      return { importId, uploadUrl: uploadUrls[0] ?? '', maxBytes: max, expiresAt };
    },

    /**
     * Starts reading a photo import now that its pages are uploaded (the browser calls it after
     * the last one). Idempotent: an import already started, finished, or of another type answers
     * its status as it is. Pages still missing answer 409.
     */
    async start(actor: UserActor, importId: string): Promise<ImportStatusResponse> {
      const entry = await owned(actor, importId);
      if (entry.type === 'photo' && entry.status === 'UPLOADING' && !(await noticeArrival(entry))) {
        throw new AppError(409, ErrorCode.Conflict, IMPORT_MESSAGES.waitingForPages);
      }
      return present(await current(entry));
    },

    /** The import's status; the owner's polling also notices that the last page has arrived. */
    async status(actor: UserActor, importId: string): Promise<ImportStatusResponse> {
      const entry = await owned(actor, importId);
      if (entry.status === 'UPLOADING' && (await noticeArrival(entry))) return present(await current(entry));
      return present(entry);
    },

    /** The caller's newest import of a TikTok video (404 until there is one: the browser reads it as INITIALIZING). */
    async statusOfVideo(actor: UserActor, videoId: string): Promise<ImportStatusResponse> {
      const entry = await repository.findNewestOfVideo(actor.userId, videoId);
      if (!entry) throw notFound();
      return present(entry);
    },

    /** The caller's newest imports. */
    async list(actor: UserActor, limit: number): Promise<{ imports: ImportStatusResponse[] }> {
      return { imports: (await repository.listRecent(actor.userId, limit)).map(present) };
    },

    /** `POST /api/import/tiktok`: reads a TikTok video's caption into a recipe (in a job). */
    async startTikTok(actor: UserActor, body: { tiktokUrl?: string; attestRights?: boolean }): Promise<{ videoId: string; importId: string }> {
      const link = readImportTikTokLink(body.tiktokUrl ?? '');
      if ('error' in link) throw AppError.badRequest(link.error);
      if (body.attestRights !== true) throw AppError.badRequest(IMPORT_MESSAGES.attestRequired);
      await takeImport(actor);
      const id = uuidV7();
      await repository.insert({ id, userId: actor.userId, type: 'tiktok', status: 'PROCESSING', statusMessage: IMPORT_MESSAGES.processing, url: link.url, username: link.username, videoId: link.videoId });
      await deps.enqueue.tiktok(id);
      return { videoId: link.videoId, importId: id };
    },

    /** `POST /api/recipe-import/web`: reads a recipe page into a recipe (in a job). */
    async startWeb(actor: UserActor, body: { url: string }): Promise<{ importId: string }> {
      const address = readWebAddress(body.url);
      if ('error' in address) throw AppError.badRequest(address.error);
      await takeImport(actor);
      const id = uuidV7();
      await repository.insert({ id, userId: actor.userId, type: 'web', status: 'PROCESSING', statusMessage: IMPORT_MESSAGES.processing, url: address.url });
      await deps.enqueue.web(id);
      return { importId: id };
    },

    /** `POST /api/recipe-import/text`: reads pasted text at once; the import answers COMPLETE or FAILED. */
    async importText(actor: UserActor, body: { text: string }): Promise<ImportStatusResponse> {
      const text = body.text.trim();
      if (!text) throw AppError.badRequest(IMPORT_MESSAGES.textRequired);
      if (body.text.length > IMPORT.textMax) throw AppError.badRequest(IMPORT_MESSAGES.textTooLong);
      await takeImport(actor);
      const recipe = deps.parser.parseRecipeText(text);
      const found = deps.parser.isImportedRecipe(recipe);
      const id = uuidV7();
      await repository.insert({
        id,
        userId: actor.userId,
        type: 'text',
        status: found ? 'COMPLETE' : 'FAILED',
        statusMessage: found ? IMPORT_MESSAGES.complete : IMPORT_MESSAGES.failed.noRecipe,
        recipeData: found ? { ...recipe, sourceUrl: null } : null,
      });
      return present(await owned(actor, id));
    },

    /**
     * Saves the reviewed recipe of a COMPLETE import to the caller's collection, private, with
     * where it came from (the import's, not the body's); a TikTok import's video becomes its
     * media. Saving again updates the same recipe.
     */
    async save(actor: UserActor, importId: string, body: SaveImportedRecipeBody): Promise<Recipe> {
      const entry = await owned(actor, importId);
      if (entry.status !== 'COMPLETE') throw new AppError(409, ErrorCode.Conflict, IMPORT_MESSAGES.notComplete);
      const { nutritionFacts, ...content } = body;
      const tiktokVideo =
        entry.type === 'tiktok' && entry.videoId !== null ? { videoId: entry.videoId, title: entry.recipeData?.tiktokVideo?.title ?? '' } : null;
      const { recipe } = await deps.recipes.saveImported(actor, {
        source: entry.type,
        from: { importId: entry.id, sourceUrl: entry.recipeData?.sourceUrl ?? entry.url, tiktokVideo },
        content: { ...content, nutritionFacts: nutritionFacts ?? nutritionOfLines(content.ingredients, content.servings).nutritionFacts },
      });
      await repository.setRecipe(entry.id, recipe.id);
      if (tiktokVideo && entry.url) await deps.attachTikTok(actor, recipe.id, entry.url, await tiktokDetailsOf(entry, tiktokVideo.title));
      return recipe;
    },

    /**
     * The recurring sweep: queues photo imports whose pages arrived while nobody looked, fails
     * those whose pages never came (an hour) and those whose job was lost, and purges imports
     * older than KEEP_IMPORTS_DAYS with their files.
     */
    async sweep(now = new Date()): Promise<void> {
      for (const entry of await repository.listUploading(SWEEP_BATCH)) {
        if (await noticeArrival(entry)) continue;
        if (Date.parse(entry.createdAt) + UPLOAD_GIVE_UP_MS < now.getTime()) {
          await storage.deleteByPrefix(pagesFolder(entry.id));
          await repository.fail(entry.id, IMPORT_MESSAGES.failed.pagesMissing);
        }
      }
      for (const entry of await repository.listStuck(new Date(now.getTime() - STUCK_AFTER_MS), SWEEP_BATCH)) {
        await deps.discardJobs([entry.id]);
        await storage.deleteByPrefix(pagesFolder(entry.id));
        await repository.fail(entry.id, IMPORT_MESSAGES.failed.timedOut);
      }
      await removeImports(await repository.listOlderThan(new Date(now.getTime() - KEEP_IMPORTS_DAYS * 86_400_000), SWEEP_BATCH));
    },

    /** Delete-all's `recipeImports` section: the user's imports as they read them (no storage keys). */
    async exportOf(userId: string) {
      return (await repository.listForUser(userId)).map((entry) => ({
        ...present(entry),
        pages: entry.pages.map((page) => ({ filename: page.filename, contentType: page.contentType })),
      }));
    },

    /** Erases the user's imports: waiting jobs, page and preview files, then the rows. Safe to repeat. */
    async eraseOf(userId: string): Promise<void> {
      await removeImports(await repository.listForUser(userId));
    },
  };
}

export type RecipeImportService = ReturnType<typeof createRecipeImportService>;
