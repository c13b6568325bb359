import { mediaListResponse, type MediaListResponse } from '@sous/contract/recipe-media';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session';

/** `GET /api/recipes/{id}/images`: the recipe's photos and TikToks (ACTIVE ones, and the viewer's own PENDING uploads). */
export async function fetchRecipeMedia(recipeId: string, signal?: AbortSignal): Promise<MediaListResponse> {
  return mediaListResponse.parse(await api.get(`/recipes/${encodeURIComponent(recipeId)}/images`, { signal }));
}

/**
 * The media of one recipe as this viewer sees them (their own uploads included), under the
 * person's prefix so sign-out drops it, or the visitor's.
 */
export const recipeMediaKey = (userId: string | null, recipeId: string) =>
  userId === null ? ([...queryKeys.visitor, 'recipe-media', recipeId] as const) : ([...queryKeys.user(userId), 'recipe-media', recipeId] as const);

export const recipeMediaQueryOptions = (userId: string | null, recipeId: string) =>
  queryOptions({
    queryKey: recipeMediaKey(userId, recipeId),
    queryFn: ({ signal }) => fetchRecipeMedia(recipeId, signal),
  });

/** The recipe's media, once the session is known. */
export function useRecipeMedia(recipeId: string) {
  const { user, status } = useSession();
  return useQuery({ ...recipeMediaQueryOptions(user?.id ?? null, recipeId), enabled: status !== 'loading' });
}
