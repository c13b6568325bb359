import { publicRecipeSchema, type PublicRecipe } from '@sous/contract/public-recipes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session';

/** `GET /api/recipes/public/{id}`: one public recipe (404 'Recipe not found'). */
export async function fetchPublicRecipe(id: string, signal?: AbortSignal): Promise<PublicRecipe> {
  return publicRecipeSchema.parse(await api.get(`/recipes/public/${encodeURIComponent(id)}`, { signal }));
}

/** Whether an error says the recipe is not there (unknown, or made private again). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Query options for one public recipe as this viewer sees it. */
export const publicRecipeQueryOptions = (userId: string | null, id: string) =>
  queryOptions({
    queryKey: queryKeys.publicRecipe(userId, id),
    queryFn: ({ signal }) => fetchPublicRecipe(id, signal),
  });

/** One public recipe, once the session is known (the answer says whether the viewer shared it). */
export function usePublicRecipe(id: string) {
  const { user, status } = useSession();
  return useQuery({ ...publicRecipeQueryOptions(user?.id ?? null, id), enabled: status !== 'loading' });
}
