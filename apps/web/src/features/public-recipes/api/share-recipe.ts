import { shareResponse } from '@sous/contract/public-recipes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session';

/** `POST /api/recipes/share`: makes the caller's recipe public; answers its public id (400 SCREEN_NAME_REQUIRED without a screen name). */
export async function shareRecipe(recipeId: string): Promise<string> {
  return shareResponse.parse(await api.post('/recipes/share', { recipeId })).publicRecipeId;
}

/**
 * Shares a recipe; the cached share status follows at once. Sharing saves an unsaved recipe, so the
 * recipe and the collection are read again too.
 */
export function useShareRecipe() {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: shareRecipe,
    onSuccess: (publicRecipeId, recipeId) => {
      const userId = user?.id ?? null;
      client.setQueryData(queryKeys.shareStatus(userId, recipeId), publicRecipeId);
      void client.invalidateQueries({ queryKey: queryKeys.publicRecipeLists });
      void client.invalidateQueries({ queryKey: queryKeys.recipes(userId), exact: true });
      void client.invalidateQueries({ queryKey: queryKeys.recipe(userId, recipeId), exact: true });
    },
  });
}
