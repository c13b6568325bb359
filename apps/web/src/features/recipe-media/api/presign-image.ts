import { presignResponse, type MediaScope, type PresignResponse } from '@sous/contract/recipe-media';
import { api } from '../../../lib/api-client';

/** What the presign call sends besides the recipe (spec 2 §7: private recipes add scope and isOwner). */
export interface PresignRequest {
  recipeId: string;
  contentType: string;
  size: number;
  scope: MediaScope;
}

/**
 * `POST /api/recipes/{id}/images/presign`: where to PUT one photo. 400 SCREEN_NAME_REQUIRED on a
 * public recipe without a screen name, 429 after too many uploads.
 */
export async function presignImage({ recipeId, contentType, size, scope }: PresignRequest): Promise<PresignResponse> {
  const body = scope === 'private' ? { contentType, recipeId, size, scope, isOwner: true } : { contentType, recipeId, size };
  return presignResponse.parse(await api.post(`/recipes/${encodeURIComponent(recipeId)}/images/presign`, body));
}
