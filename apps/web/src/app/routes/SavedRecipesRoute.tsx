import { ShareRecipeButton } from '../../features/public-recipes/components/ShareRecipeButton';
import { SavedRecipesPage } from '../../features/recipes/pages/SavedRecipesPage';

/** Route module for `/saved-recipes`: the collection, with Share on each card. */
export function Component() {
  return <SavedRecipesPage renderShare={(recipe) => <ShareRecipeButton recipe={recipe} variant="ghost" named />} />;
}
