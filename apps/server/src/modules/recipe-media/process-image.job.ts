import type { Readable } from 'node:stream';
import { MEDIA, MEDIA_MESSAGES } from '@sous/contract/recipe-media';
import { z } from 'zod';
import { defineJob } from '../../platform/jobs/job-definition';
import type { ObjectStorage } from '../../platform/storage/object-storage';
import { processImage, RENDITION_NAMES, type RenditionName } from './image-processing';
import { mediaFolder, renditionKey } from './media-keys';
import { featuresOnArrival } from './recipe-media.policy';
import type { RecipeMediaRepository, StoredMedia } from './recipe-media.repository';

export interface ProcessImageDeps {
  repository: RecipeMediaRepository;
  storage: Pick<ObjectStorage, 'get' | 'put' | 'delete' | 'deleteByPrefix'>;
  /** Who owns the recipe the photo is on (null for the seed catalog, or when it is gone). */
  recipeOwnerOf: (item: StoredMedia) => Promise<string | null>;
}

/** The object's bytes, up to `limit` (one more than the cap says "too large" without reading it all). */
async function readUpTo(body: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const bytes = chunk as Buffer;
    chunks.push(bytes);
    size += bytes.length;
    if (size > limit) {
      body.destroy();
      break;
    }
  }
  return Buffer.concat(chunks);
}

/**
 * Turns an arrived upload into an ACTIVE photo or a REJECTED one: magic bytes against the
 * declared type, the size and pixel caps, then WebP renditions with orientation applied and no
 * metadata. The original is deleted either way. The recipe owner's photo becomes the featured one
 * when the recipe has none (see `featuresOnArrival`). A second run finds the item no longer
 * PENDING and does nothing.
 */
export function processImageJob({ repository, storage, recipeOwnerOf }: ProcessImageDeps) {
  /** Refuses the upload: its files go, the uploader reads why. */
  const reject = async (item: { id: string; recipeId: string }, reason: string) => {
    await storage.deleteByPrefix(mediaFolder(item));
    await repository.reject(item.id, reason);
  };

  return defineJob({
    type: 'process-recipe-image',
    payload: z.object({ mediaId: z.string() }),
    maxAttempts: 3,
    timeoutMs: 60_000,
    async handler({ mediaId }) {
      const item = await repository.find(mediaId);
      if (!item || item.kind !== 'image' || item.status !== 'PENDING' || !item.originalKey) return { skipped: true };
      const object = await storage.get(item.originalKey);
      if (!object) {
        await reject(item, MEDIA_MESSAGES.rejected.unreadable);
        return { status: 'REJECTED' };
      }
      // S3 presigned PUTs do not bind a size: the cap is checked again on the bytes.
      const result = await processImage(await readUpTo(object.body, MEDIA.maxBytes + 1), item.contentType);
      if (!result.ok) {
        await reject(item, result.reason);
        return { status: 'REJECTED', reason: result.reason };
      }
      const keys = {} as Record<RenditionName, string>;
      for (const name of RENDITION_NAMES) {
        keys[name] = renditionKey(item, name);
        await storage.put(keys[name], result.renditions[name], 'image/webp');
      }
      if (!(await repository.activate(item.id, keys))) {
        // Deleted (or finished by another run) meanwhile: keep nothing of a deleted item.
        if (!(await repository.find(item.id))) await storage.deleteByPrefix(mediaFolder(item));
        return { skipped: true };
      }
      await storage.delete(item.originalKey);
      const featured = featuresOnArrival(item, await recipeOwnerOf(item)) && (await repository.featureIfNone(item.recipeId, item.id));
      return { status: 'ACTIVE', featured };
    },
    async onFailed({ mediaId }) {
      const item = await repository.find(mediaId);
      if (item?.status === 'PENDING') await reject(item, MEDIA_MESSAGES.rejected.processingFailed);
    },
  });
}
