import { useParams } from 'react-router';
import { PublicRecipePage } from '../../features/public-recipes/pages/PublicRecipePage';
import { RecipeMediaSection } from '../../features/recipe-media/components/RecipeMediaSection';

/** Route module for `/recipes/public/:recipeId`; a new id is a new page (no state carried over). */
export function Component() {
  const { recipeId = '' } = useParams();
  return (
    <PublicRecipePage
      key={recipeId}
      publicRecipeId={recipeId}
      renderMedia={(recipe) => <RecipeMediaSection recipeId={recipe.publicRecipeId} scope="public" isOwner={recipe.isOwner} />}
    />
  );
}
