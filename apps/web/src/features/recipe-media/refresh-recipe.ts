import type { MediaScope } from '@sous/contract/recipe-media';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';

/**
 * Asks again for what shows a recipe's featured photo: the public recipe and the public lists'
 * cards, or the owner's recipes (the private recipe's page and its card in the saved list).
 * (Not a call of its own: the media calls share it.)
 */
export function refreshRecipeImages(client: QueryClient, userId: string | null, recipeId: string, scope: MediaScope): void {
  if (scope === 'public') {
    void client.invalidateQueries({ queryKey: queryKeys.publicRecipe(userId, recipeId), exact: true });
    void client.invalidateQueries({ queryKey: queryKeys.publicRecipeLists });
  } else {
    void client.invalidateQueries({ queryKey: queryKeys.recipe(userId, recipeId), exact: true });
    void client.invalidateQueries({ queryKey: queryKeys.recipes(userId), exact: true });
  }
}
