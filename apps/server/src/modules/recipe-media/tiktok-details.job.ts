import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition';
import type { ObjectStorage } from '../../platform/storage/object-storage';
import { mediaFolder, tiktokThumbnailKey } from './media-keys';
import type { RecipeMediaRepository } from './recipe-media.repository';
import { renderTikTokThumbnail } from './tiktok-thumbnail';
import type { TikTokOEmbed } from '../../platform/tiktok/tiktok-oembed';

export interface TikTokDetailsDeps {
  repository: RecipeMediaRepository;
  storage: Pick<ObjectStorage, 'put' | 'deleteByPrefix'>;
  oembed: TikTokOEmbed;
}

/**
 * Fills a TikTok link's caption, account and thumbnail from TikTok's oEmbed, when TikTok answers
 * (a link attached with the details already known, as a saved TikTok import's, is never queued).
 * The thumbnail is stored as our own WebP (so pages load no image from TikTok). A link TikTok
 * does not show, or never answers for, stays as it was attached.
 */
export function tiktokDetailsJob({ repository, storage, oembed }: TikTokDetailsDeps) {
  return defineJob({
    type: 'fetch-tiktok-details',
    payload: z.object({ mediaId: z.string() }),
    maxAttempts: 2,
    timeoutMs: 30_000,
    async handler({ mediaId }, { signal, log }) {
      const item = await repository.find(mediaId);
      if (!item?.tiktok || item.tiktok.caption !== null || item.tiktok.thumbnailKey !== null) return { skipped: true };
      const details = await oembed.details(item.tiktok.url, signal);
      if (!details) return { found: false };
      let thumbnailKey: string | null = null;
      if (details.thumbnailUrl) {
        try {
          const thumbnail = await renderTikTokThumbnail(await oembed.thumbnail(details.thumbnailUrl, signal));
          if (thumbnail) {
            thumbnailKey = tiktokThumbnailKey(item);
            await storage.put(thumbnailKey, thumbnail, 'image/webp');
          }
        } catch (error) {
          log.warn({ err: error }, 'TikTok thumbnail not fetched');
          thumbnailKey = null;
        }
      }
      const kept = await repository.setTikTokDetails(item.id, { caption: details.caption, username: item.tiktok.username ?? details.username, thumbnailKey });
      // Removed meanwhile: keep nothing of it.
      if (!kept) await storage.deleteByPrefix(mediaFolder(item));
      return { found: true, thumbnail: thumbnailKey !== null };
    },
  });
}
