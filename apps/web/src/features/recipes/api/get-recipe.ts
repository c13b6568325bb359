import { recipeSchema, type Recipe } from '@sous/contract/recipe-api';
import { queryOptions, skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session';

/** `GET /api/recipes/{id}`: one of the signed-in person's recipes (404 for anyone else's). */
export async function fetchRecipe(id: string, signal?: AbortSignal): Promise<Recipe> {
  return recipeSchema.parse(await api.get(`/recipes/${encodeURIComponent(id)}`, { signal }));
}

/** Query options for one recipe of one person; without a person the query never runs. */
export const recipeQueryOptions = (userId: string | null, id: string) =>
  queryOptions({
    queryKey: queryKeys.recipe(userId, id),
    queryFn: userId === null ? skipToken : ({ signal }) => fetchRecipe(id, signal),
  });

/**
 * One of the signed-in person's recipes (idle while signed out). It starts from the copy in the
 * saved list when there is one, so a card opens its page at once, and is fetched to be sure.
 */
export function useRecipe(id: string) {
  const { user } = useSession();
  const client = useQueryClient();
  const userId = user?.id ?? null;
  return useQuery({
    ...recipeQueryOptions(userId, id),
    placeholderData: () => client.getQueryData<Recipe[]>(queryKeys.recipes(userId))?.find((recipe) => recipe.id === id && !recipe.isDeleted),
  });
}
