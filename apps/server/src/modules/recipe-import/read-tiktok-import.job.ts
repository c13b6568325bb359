import { IMPORT, IMPORT_MESSAGES, type ImportedRecipe } from '@sous/contract/recipe-import';
import { z } from 'zod';
import { defineJob, GENERIC_JOB_ERROR } from '../../platform/jobs/job-definition';
import { OutboundError } from '../../platform/net/outbound-errors';
import type { ObjectStorage } from '../../platform/storage/object-storage';
import type { TikTokDetails, TikTokOEmbed } from '../../platform/tiktok/tiktok-oembed';
import { checkImage, sniffImageType } from '../recipe-media/image-processing';
import { renderPreview, shorten } from './import-files';
import { importFolder, previewKey } from './import-keys';
import type { RecipeImportsRepository, StoredImport } from './recipe-imports.repository';

export interface ReadTikTokImportDeps {
  repository: RecipeImportsRepository;
  storage: Pick<ObjectStorage, 'put' | 'deleteByPrefix'>;
  oembed: TikTokOEmbed;
  parser: { parseTikTokCaption(caption: string): ImportedRecipe; isImportedRecipe(recipe: ImportedRecipe): boolean };
}

/** The video's title as a recipe keeps it: the caption's first line, shortened. */
const TITLE_MAX = 150;
export function videoTitle(caption: string): string {
  const line = caption.split('\n').find((text) => text.trim() !== '')?.trim() ?? '';
  return shorten(line, TITLE_MAX, '…');
}

/**
 * Reads a TikTok import: the video's caption, account and thumbnail from TikTok's oEmbed
 * (through the guarded client, TIKTOK_OEMBED_URL's host only), the thumbnail kept as our own
 * WebP preview, and the caption parsed into a recipe. TikTok unreachable, slow, or answering
 * anything but an oEmbed document fails the import with a message inviting a paste; so does a
 * caption without a recipe. A second run finds the import finished and does nothing.
 */
export function readTikTokImportJob({ repository, storage, oembed, parser }: ReadTikTokImportDeps) {
  /** The thumbnail as our preview; a thumbnail that cannot be had is no reason to fail. */
  async function keepThumbnail(entry: StoredImport, details: TikTokDetails, signal: AbortSignal, log: { warn(details: object, message: string): void }) {
    if (!details.thumbnailUrl || entry.previewKey !== null) return;
    try {
      const bytes = await oembed.thumbnail(details.thumbnailUrl, signal);
      const type = sniffImageType(bytes);
      if (!type || !(await checkImage(bytes, type)).ok) return;
      const key = previewKey(entry.id);
      await storage.put(key, await renderPreview(bytes), 'image/webp');
      // Erased or finished meanwhile: keep no file of it.
      if (!(await repository.setPreview(entry.id, key))) await storage.deleteByPrefix(importFolder(entry.id));
    } catch (error) {
      if (signal.aborted) throw error;
      log.warn({ err: error }, 'TikTok thumbnail not kept');
    }
  }

  return defineJob({
    type: 'read-tiktok-import',
    payload: z.object({ importId: z.string().min(1) }),
    maxAttempts: 2,
    timeoutMs: 60_000,
    async handler({ importId }, { signal, log }) {
      const entry = await repository.find(importId);
      if (!entry || entry.type !== 'tiktok' || entry.status !== 'PROCESSING' || !entry.url || !entry.videoId) return { skipped: true };
      let details: TikTokDetails | null;
      try {
        details = await oembed.details(entry.url, signal);
      } catch (error) {
        if (signal.aborted) throw error;
        log.warn({ err: error, code: error instanceof OutboundError ? error.code : undefined }, 'TikTok oEmbed failed');
        details = null;
      }
      if (!details) {
        await repository.fail(entry.id, IMPORT_MESSAGES.failed.tiktokUnavailable);
        return { status: 'FAILED', reason: 'unavailable' };
      }
      if (details.username && !entry.username) await repository.setUsername(entry.id, details.username);
      await keepThumbnail(entry, details, signal, log);
      const caption = details.caption?.slice(0, IMPORT.textMax) ?? '';
      const recipe = caption ? parser.parseTikTokCaption(caption) : null;
      if (!recipe || !parser.isImportedRecipe(recipe)) {
        await repository.fail(entry.id, IMPORT_MESSAGES.failed.tiktokNoRecipe);
        return { status: 'FAILED', reason: 'no recipe' };
      }
      await repository.complete(entry.id, { ...recipe, sourceUrl: entry.url, tiktokVideo: { videoId: entry.videoId, title: videoTitle(caption) } }, IMPORT_MESSAGES.complete);
      return { status: 'COMPLETE' };
    },
    async onFailed({ importId }, message) {
      await repository.fail(importId, message === GENERIC_JOB_ERROR ? IMPORT_MESSAGES.failed.generic : message);
    },
  });
}
