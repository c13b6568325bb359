import type { Recipe } from '@sous/contract/recipe-api';
import { AiNotice } from '../../../components/AiNotice';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/session';
import { RecipeCard } from './RecipeCard';
import { SaveRecipeButton } from './SaveRecipeButton';

/** Freshly generated recipes, each with Save, and the AI notice; a signed-in cook's link to their page. */
export function GeneratedRecipes({ recipes }: { recipes: Recipe[] }) {
  // A visitor's recipes live only in this browser, so only an account's have a page.
  const signedIn = useSession().status === 'authenticated';
  return (
    <div className="space-y-4" aria-live="polite">
      <AiNotice variant="callout" />
      {recipes.map((recipe) => (
        <RecipeCard
          key={recipe.id}
          recipe={recipe}
          defaultOpen={recipes.length === 1}
          href={signedIn ? paths.recipe(recipe.id) : undefined}
          actions={<SaveRecipeButton recipe={recipe} />}
        />
      ))}
    </div>
  );
}
