import { imageItemSchema, type ImageItem } from '@sous/contract/recipe-media';
import { api } from '../../../lib/api-client';

/** `GET /api/recipes/{id}/images/{imageId}`: one photo with its URLs (a REJECTED one, with why, for its uploader only). */
export async function fetchImageDetails(recipeId: string, imageId: string, signal?: AbortSignal): Promise<ImageItem> {
  return imageItemSchema.parse(await api.get(`/recipes/${encodeURIComponent(recipeId)}/images/${encodeURIComponent(imageId)}`, { signal }));
}
