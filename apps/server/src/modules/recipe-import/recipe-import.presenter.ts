import type { ImportStatusResponse } from '@sous/contract/recipe-import';
import type { MediaUrlOf } from '../../platform/storage/media-url';
import type { StoredImport } from './recipe-imports.repository';

/**
 * An import as its owner reads it (spec 3 §3 status fields). The recipe shows once COMPLETE;
 * page keys stay private; `imageId` is always null (no media item stands for an import).
 */
export function presentImport(entry: StoredImport, mediaUrl: MediaUrlOf): ImportStatusResponse {
  return {
    importId: entry.id,
    userId: entry.userId,
    type: entry.type,
    status: entry.status,
    statusMessage: entry.statusMessage,
    createdAt: entry.createdAt,
    url: entry.url,
    username: entry.username,
    videoId: entry.videoId,
    imageId: null,
    previewUrl: entry.previewKey === null ? null : mediaUrl(entry.previewKey),
    recipeId: entry.recipeId,
    recipeData: entry.status === 'COMPLETE' ? entry.recipeData : null,
  };
}
