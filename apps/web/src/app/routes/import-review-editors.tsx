import type { ReviewEditors } from '../../features/recipe-import/components/ReviewForm';
import { IngredientsEditor } from '../../features/recipes/components/IngredientsEditor';
import { RecipeFields } from '../../features/recipes/components/RecipeFields';
import { StepsEditor } from '../../features/recipes/components/StepsEditor';

/**
 * The import review's editors are the recipe editor's own (the name, description, servings, times
 * and tags fields; add, remove and move lines with spoken results), composed here because one
 * feature never imports another.
 */
export const importReviewEditors: ReviewEditors = {
  fields: (props) => <RecipeFields {...props} />,
  ingredients: (props) => <IngredientsEditor {...props} />,
  steps: (props) => <StepsEditor {...props} />,
};
