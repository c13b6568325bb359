import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session';

/** `DELETE /api/recipes/share/{recipeId}`: makes the caller's recipe private again (its public page goes). */
export async function unshareRecipe(recipeId: string): Promise<void> {
  await api.delete(`/recipes/share/${encodeURIComponent(recipeId)}`);
}

/** Makes a recipe private; the cached share status and the public lists follow. */
export function useUnshareRecipe() {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: unshareRecipe,
    onSuccess: (_nothing, recipeId) => {
      client.setQueryData(queryKeys.shareStatus(user?.id ?? null, recipeId), null);
      // Its public page is gone: no cached copy may show it again.
      client.removeQueries({ queryKey: [...queryKeys.user(user?.id ?? null), 'public-recipe'] });
      void client.invalidateQueries({ queryKey: queryKeys.publicRecipeLists });
    },
  });
}
