import { GroceryListPage } from '../../features/grocery/pages/GroceryListPage';
import { useRecipes } from '../../features/recipes/api/list-recipes';

/** Route module for `/grocery-list`: the grocery screen, with the cook's saved recipes to make lists from. */
export function Component() {
  const recipes = useRecipes();
  const saved = recipes.data
    ?.filter((recipe) => recipe.isSaved && !recipe.isDeleted)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map(({ id, name }) => ({ id, name }));
  return <GroceryListPage savedRecipes={{ recipes: saved, failed: recipes.isError }} />;
}
