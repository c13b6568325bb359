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

/**
 * Changes a recipe: the answer replaces the cached copy at once (so the recipe page shows the edit
 * without a flash of the old one), then the signed-in person's recipes are refreshed whatever the outcome.
 */
export function useUpdateRecipe() {
  const client = useQueryClient();
  const { user } = useSession();
  const userId = user?.id ?? null;
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateRecipe }) => updateRecipe(id, changes),
    onSuccess: (updated) => {
      client.setQueryData(queryKeys.recipe(userId, updated.id), updated);
      client.setQueryData<Recipe[]>(queryKeys.recipes(userId), (list) => list?.map((r) => (r.id === updated.id ? updated : r)));
    },
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.recipes(userId) }),
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

/**
 * Brings a removed recipe back (the Undo after a removal): back in the cached list at once, out
 * again if the server refuses.
 */
export function useRestoreRecipe() {
  const client = useQueryClient();
  const { user } = useSession();
  const key = queryKeys.recipes(user?.id ?? null);
  return useMutation({
    mutationFn: (recipe: Recipe) => updateRecipe(recipe.id, { isDeleted: false }),
    onMutate: (recipe) => {
      client.setQueryData<Recipe[]>(key, (list) => (list && !list.some((r) => r.id === recipe.id) ? [...list, { ...recipe, isDeleted: false }] : list));
    },
    onError: (_error, recipe) => {
      client.setQueryData<Recipe[]>(key, (list) => list?.filter((r) => r.id !== recipe.id));
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
