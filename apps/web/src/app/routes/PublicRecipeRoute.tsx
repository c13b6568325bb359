import { useParams } from 'react-router';
import { PublicRecipePage } from '../../features/public-recipes/pages/PublicRecipePage';

/** Route module for `/recipes/public/:recipeId`; a new id is a new page (no state carried over). */
export function Component() {
  const { recipeId = '' } = useParams();
  return <PublicRecipePage key={recipeId} publicRecipeId={recipeId} />;
}
