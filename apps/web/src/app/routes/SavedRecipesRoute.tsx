import { MakeGroceryListButton } from '../../features/grocery/components/MakeGroceryListButton';
import { ShareRecipeButton } from '../../features/public-recipes/components/ShareRecipeButton';
import { useRecipes } from '../../features/recipes/api/list-recipes';
import { SavedRecipesPage } from '../../features/recipes/pages/SavedRecipesPage';

/** Route module for `/saved-recipes`: the collection, with Share on each card and Make a grocery list. */
export function Component() {
  const recipes = useRecipes();
  const saved = (recipes.data ?? [])
    .filter((recipe) => recipe.isSaved && !recipe.isDeleted)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map(({ id, name }) => ({ id, name }));
  return (
    <SavedRecipesPage
      renderShare={(recipe) => <ShareRecipeButton recipe={recipe} variant="ghost" named />}
      headerAction={<MakeGroceryListButton recipes={saved} />}
    />
  );
}
