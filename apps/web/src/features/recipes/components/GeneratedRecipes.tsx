import type { Recipe } from '@sous/contract/recipe-api';
import { AiNotice } from '../../../components/AiNotice';
import { RecipeCard } from './RecipeCard';
import { SaveRecipeButton } from './SaveRecipeButton';

/** Freshly generated recipes, each with Save, and the AI notice. */
export function GeneratedRecipes({ recipes }: { recipes: Recipe[] }) {
  return (
    <div className="space-y-4" aria-live="polite">
      <AiNotice variant="callout" />
      {recipes.map((recipe) => (
        <RecipeCard key={recipe.id} recipe={recipe} defaultOpen={recipes.length === 1} actions={<SaveRecipeButton recipe={recipe} />} />
      ))}
    </div>
  );
}
