import type { Recipe, UpdateRecipe } from '@sous/contract/recipe-api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Query key of the signed-in user's recipes; every recipe mutation invalidates it. */
export const recipesKey = ['recipes'] as const;

/** `GET /api/recipes`: the user's recipes, newest first (spec 2 §7: an empty list on error). */
export const recipesQueryOptions = () =>
  queryOptions({ queryKey: recipesKey, queryFn: ({ signal }) => api.get<Recipe[]>('/recipes', { signal }) });

export function useRecipes(enabled = true) {
  return useQuery({ ...recipesQueryOptions(), enabled });
}

/** `PUT /api/recipes/{id}`: save, edit or soft-delete. */
export function updateRecipe(id: string, changes: UpdateRecipe): Promise<Recipe> {
  return api.put<Recipe>(`/recipes/${id}`, changes);
}

export function useUpdateRecipe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateRecipe }) => updateRecipe(id, changes),
    onSettled: () => client.invalidateQueries({ queryKey: recipesKey }),
  });
}
