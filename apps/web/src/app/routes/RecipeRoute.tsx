import { useParams } from 'react-router';
import { FullScreenSpinner } from '../../components/ui/FullScreenSpinner';
import { ShareRecipeButton } from '../../features/public-recipes/components/ShareRecipeButton';
import { SharedRecipePage } from '../../features/public-recipes/pages/SharedRecipePage';
import { RecipeMediaSection } from '../../features/recipe-media/components/RecipeMediaSection';
import { RecipePage } from '../../features/recipes/pages/RecipePage';
import { useSession } from '../../lib/session/session';

/**
 * Route module for `/recipes/:recipeId` (spec 2 §6): a signed-in cook's own recipe, with Share and
 * its Media; when the private call answers 404 (another person's, or a shared link's public id),
 * and for visitors, the shared recipe from the public call with its Community Media.
 */
export function Component() {
  const { recipeId = '' } = useParams();
  const { status } = useSession();
  if (status === 'loading') return <FullScreenSpinner />;
  const shared = (
    <SharedRecipePage
      key={recipeId}
      recipeId={recipeId}
      renderMedia={(recipe) => <RecipeMediaSection recipeId={recipe.publicRecipeId} scope="public" isOwner={recipe.isOwner} />}
    />
  );
  if (status === 'anonymous') return shared;
  return (
    <RecipePage
      recipeId={recipeId}
      notFound={shared}
      renderShare={(recipe) => <ShareRecipeButton recipe={recipe} />}
      renderMedia={(recipe) => <RecipeMediaSection recipeId={recipe.id} scope="private" isOwner />}
    />
  );
}
