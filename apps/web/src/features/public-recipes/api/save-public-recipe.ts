import { recipeSchema, type Recipe } from '@sous/contract/recipe-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session';

/** `POST /api/recipes/public/{id}/save`: a copy of a public recipe in the caller's collection. */
export async function savePublicRecipe(publicRecipeId: string): Promise<Recipe> {
  return recipeSchema.parse(await api.post(`/recipes/public/${encodeURIComponent(publicRecipeId)}/save`));
}

/**
 * Saves a public recipe to the signed-in person's recipes; their list is refreshed after. Only the
 * list: the shared view stands where their own recipe's query answered 404, and asking that again
 * would replace the view (and its 'saved' banner) while it loads.
 */
export function useSavePublicRecipe() {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: savePublicRecipe,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.recipes(user?.id ?? null), exact: true }),
  });
}
