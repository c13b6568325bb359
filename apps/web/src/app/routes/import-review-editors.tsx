import type { ReviewEditors } from '../../features/recipe-import/components/ReviewForm';
import { IngredientsEditor } from '../../features/recipes/components/IngredientsEditor';
import { StepsEditor } from '../../features/recipes/components/StepsEditor';

/**
 * The import review's list editors are the recipe editor's own (add, remove and move lines with
 * spoken results), composed here because one feature never imports another.
 */
export const importReviewEditors: ReviewEditors = {
  ingredients: (props) => <IngredientsEditor {...props} />,
  steps: (props) => <StepsEditor {...props} />,
};
