import type { SaveImportedRecipeBody } from '@sous/contract/recipe-import';
import { recipeSchema, type Recipe } from '@sous/contract/recipe-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session';

/** `POST /api/recipe-import/{importId}/recipe`: the reviewed recipe into the collection; answers it saved. */
export async function saveImportedRecipe(importId: string, body: SaveImportedRecipeBody): Promise<Recipe> {
  return recipeSchema.parse(await api.post(`/recipe-import/${encodeURIComponent(importId)}/recipe`, body));
}

/** Saves a reviewed import; the collection and the imports list are read again afterwards. */
export function useSaveImportedRecipe() {
  const client = useQueryClient();
  const userId = useSession().user?.id ?? null;
  return useMutation({
    mutationFn: ({ importId, body }: { importId: string; body: SaveImportedRecipeBody }) => saveImportedRecipe(importId, body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.recipes(userId) });
      void client.invalidateQueries({ queryKey: queryKeys.imports(userId) });
    },
  });
}
