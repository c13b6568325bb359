import { recipeSchema, type Recipe } from '@sous/contract/recipe-api';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session';

const recipeListSchema = z.array(recipeSchema);

/** `GET /api/recipes`: the signed-in person's recipes, newest first (spec 2 §7). */
export async function fetchRecipes(signal?: AbortSignal): Promise<Recipe[]> {
  return recipeListSchema.parse(await api.get('/recipes', { signal }));
}

/** Query options for one person's recipes; without a person the query never runs. */
export const recipesQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: queryKeys.recipes(userId),
    queryFn: userId === null ? skipToken : ({ signal }) => fetchRecipes(signal),
  });

/** The signed-in person's recipes (idle while signed out). */
export function useRecipes() {
  const { user } = useSession();
  return useQuery(recipesQueryOptions(user?.id ?? null));
}

/** How many recipes the signed-in person saved (undefined while loading). */
export function useSavedRecipeCount(): number | undefined {
  const { user } = useSession();
  return useQuery({ ...recipesQueryOptions(user?.id ?? null), select: (recipes) => recipes.filter((r) => r.isSaved).length }).data;
}
