import { DataManagementPage } from '../../features/user-data/pages/DataManagementPage';
import { useRecipes } from '../../features/recipes/api/list-recipes';
import { useUpdateRecipe } from '../../features/recipes/api/update-recipe';

/**
 * Route module for `/data-management`: the data screen with the saved recipes of the recipes
 * feature. A recipe deleted here goes once the server agrees (the button says 'Deleting...'),
 * as it was confirmed first; the saved recipes screen removes at once and offers Undo instead.
 */
export function Component() {
  const recipes = useRecipes();
  const update = useUpdateRecipe();
  const saved = recipes.data
    ?.filter((r) => r.isSaved && !r.isDeleted)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <DataManagementPage
      recipes={saved}
      loadFailed={recipes.isError}
      onRetry={() => void recipes.refetch()}
      deleteRecipe={(recipe) => update.mutateAsync({ id: recipe.id, changes: { isDeleted: true } })}
    />
  );
}
