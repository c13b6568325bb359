import { recipeSchema, type Recipe, type UpdateRecipe } from '@sous/contract/recipe-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session';

/** `PUT /api/recipes/{id}`: save, edit or soft-delete. */
export async function updateRecipe(id: string, changes: UpdateRecipe): Promise<Recipe> {
  return recipeSchema.parse(await api.put(`/recipes/${encodeURIComponent(id)}`, changes));
}

/** Saves a browser-kept recipe into the account that just signed in (spec 1 §4 step 4). */
export const saveKeptRecipe = (recipe: Recipe) => updateRecipe(recipe.id, { isSaved: true, isDeleted: false });

/** Changes a recipe, then refreshes the signed-in person's list whatever the outcome. */
export function useUpdateRecipe() {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateRecipe }) => updateRecipe(id, changes),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.recipes(user?.id ?? null) }),
  });
}

/** Removes a recipe (soft delete): gone from the cached list at once, back if the server refuses. */
export function useRemoveRecipe() {
  const client = useQueryClient();
  const { user } = useSession();
  const key = queryKeys.recipes(user?.id ?? null);
  return useMutation({
    mutationFn: (id: string) => updateRecipe(id, { isDeleted: true }),
    onMutate: (id) => {
      const before = client.getQueryData<Recipe[]>(key);
      client.setQueryData<Recipe[]>(key, (list) => list?.filter((r) => r.id !== id));
      return { before };
    },
    onError: (_error, _id, context) => {
      client.setQueryData(key, context?.before);
    },
  });
}
