import type { ImageItem, MediaItem, TikTokItem } from '@sous/contract/recipe-media';
import type { MediaUrlOf } from '../../platform/storage/media-url';
import type { StoredMedia, StoredTikTok } from './recipe-media.repository';

/*
 * Media items as a viewer reads them (spec 2 §3). The uploader's id is not published: `isOwn`
 * tells the viewer whether an item is theirs; a rejection reason is for the uploader alone.
 */

const isOwnBy = (item: StoredMedia, viewerId: string | null) => viewerId !== null && item.userId === viewerId;

export function presentImage(item: StoredMedia, viewerId: string | null, mediaUrl: MediaUrlOf): ImageItem {
  const isOwn = isOwnBy(item, viewerId);
  const keys = item.status === 'ACTIVE' ? item.renditionKeys : null;
  return {
    type: 'image',
    imageId: item.id,
    status: item.status,
    contentType: item.contentType,
    scope: item.scope,
    userScreenName: item.userScreenName,
    isOwn,
    isFeatured: item.isFeatured,
    urls: keys ? { thumbnail: mediaUrl(keys.thumbnail), medium: mediaUrl(keys.medium), large: mediaUrl(keys.large) } : null,
    rejectionReason: isOwn ? item.rejectionReason : null,
    createdAt: item.createdAt,
  };
}

export function presentTikTok(item: StoredMedia, tiktok: StoredTikTok, viewerId: string | null, mediaUrl: MediaUrlOf): TikTokItem {
  return {
    type: 'tiktok',
    videoId: tiktok.videoId,
    status: item.status,
    contentType: 'video/tiktok',
    scope: item.scope,
    tiktokUrl: tiktok.url,
    username: tiktok.username,
    thumbnailUrl: tiktok.thumbnailKey ? mediaUrl(tiktok.thumbnailKey) : null,
    caption: tiktok.caption,
    userScreenName: item.userScreenName,
    isOwn: isOwnBy(item, viewerId),
    createdAt: item.createdAt,
  };
}

export function presentMedia(item: StoredMedia, viewerId: string | null, mediaUrl: MediaUrlOf): MediaItem {
  return item.tiktok ? presentTikTok(item, item.tiktok, viewerId, mediaUrl) : presentImage(item, viewerId, mediaUrl);
}
