import { shareStatusResponse } from '@sous/contract/public-recipes';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session';

/** `GET /api/recipes/share/{recipeId}`: the public id of one of the caller's recipes, or null when private. */
export async function fetchShareStatus(recipeId: string, signal?: AbortSignal): Promise<string | null> {
  return shareStatusResponse.parse(await api.get(`/recipes/share/${encodeURIComponent(recipeId)}`, { signal })).publicRecipeId;
}

/** Query options for whether a person's recipe is public; without a person it never runs. */
export const shareStatusQueryOptions = (userId: string | null, recipeId: string) =>
  queryOptions({
    queryKey: queryKeys.shareStatus(userId, recipeId),
    queryFn: userId === null ? skipToken : ({ signal }) => fetchShareStatus(recipeId, signal),
  });

/** Whether the signed-in person's recipe is public (its public id), asked while `enabled`. */
export function useShareStatus(recipeId: string, enabled: boolean) {
  const { user } = useSession();
  return useQuery({ ...shareStatusQueryOptions(user?.id ?? null, recipeId), enabled });
}
