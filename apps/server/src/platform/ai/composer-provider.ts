import { compose } from '@sous/kitchen/composer/compose';
import { RecipeGenerationError, type RecipeProvider } from './recipe-provider';
import { NO_SAFE_RECIPE_MESSAGE } from './recipe-review';

/**
 * The built-in, offline provider: Sous's own composer and dish library (packages/kitchen). It
 * obeys the constraints by construction; the generation job's final check still runs, as for
 * every provider.
 */
export function createComposerProvider(): RecipeProvider {
  return {
    async generate(request) {
      const pantry = request.pantry?.flatMap((item) => (item.foodId === undefined ? [] : [item.foodId]));
      const answer = compose({ prompt: request.prompt, preferences: request.preferences, count: request.count, ...(pantry ? { pantry } : {}) });
      if (answer.refused) throw new RecipeGenerationError(answer.refused.message);
      if (answer.recipes.length === 0) {
        throw new RecipeGenerationError(NO_SAFE_RECIPE_MESSAGE);
      }
      return Promise.resolve({ recipes: answer.recipes, unmatchedDish: answer.unmatchedDish });
    },
  };
}
