import type { ImageItem, MediaItem, MediaListResponse, TikTokItem } from '@sous/contract/recipe-media';

/** Ways to change a cached media list (the answer of `GET /api/recipes/{id}/images`). */

export const isImage = (item: MediaItem): item is ImageItem => item.type === 'image';
export const isTikTok = (item: MediaItem): item is TikTokItem => item.type === 'tiktok';

const sameItem = (a: MediaItem, b: MediaItem) =>
  a.type === 'image' ? b.type === 'image' && a.imageId === b.imageId : b.type === 'tiktok' && a.videoId === b.videoId;

/** The list with `item` in it (replacing the one with its id). */
export function withItem(list: MediaListResponse, item: MediaItem): MediaListResponse {
  return { ...list, images: [...list.images.filter((other) => !sameItem(other, item)), item] };
}

/** The list without one photo (its featured mark goes with it, as on the server). */
export function withoutImage(list: MediaListResponse, imageId: string): MediaListResponse {
  return {
    images: list.images.filter((item) => !(isImage(item) && item.imageId === imageId)),
    featuredImageId: list.featuredImageId === imageId ? null : list.featuredImageId,
  };
}

/** The list without one TikTok video. */
export function withoutTikTok(list: MediaListResponse, videoId: string): MediaListResponse {
  return { ...list, images: list.images.filter((item) => !(isTikTok(item) && item.videoId === videoId)) };
}

/** The list with `imageId` as the one featured photo. */
export function withFeatured(list: MediaListResponse, imageId: string): MediaListResponse {
  return {
    featuredImageId: imageId,
    images: list.images.map((item) => (isImage(item) ? { ...item, isFeatured: item.imageId === imageId } : item)),
  };
}

/** What a section shows: photos and videos apart, newest first, REJECTED ones never. */
export function splitMedia(list: MediaListResponse): { photos: ImageItem[]; videos: TikTokItem[] } {
  const shown = [...list.images].reverse().filter((item) => item.status !== 'REJECTED');
  return { photos: shown.filter(isImage), videos: shown.filter(isTikTok) };
}

/** A photo just uploaded, as the section shows it until the server's list has it. */
export function pendingUpload(imageId: string, contentType: string, scope: ImageItem['scope'], screenName: string | null): ImageItem {
  return {
    type: 'image',
    imageId,
    status: 'PENDING',
    contentType,
    scope,
    userScreenName: screenName,
    isOwn: true,
    isFeatured: false,
    urls: null,
    rejectionReason: null,
    createdAt: new Date().toISOString(),
  };
}
