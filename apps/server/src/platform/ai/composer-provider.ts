import { compose } from '@sous/kitchen/composer/compose';
import { RecipeGenerationError, type RecipeProvider } from './recipe-provider';

/**
 * The built-in, offline provider: Sous's own composer and dish library (packages/kitchen). It
 * obeys the constraints by construction; the generation job's final check still runs, as for
 * every provider.
 */
export function createComposerProvider(): RecipeProvider {
  return {
    async generate(request) {
      const answer = compose({ prompt: request.prompt, preferences: request.preferences, count: request.count });
      if (answer.refused) throw new RecipeGenerationError(answer.refused.message);
      if (answer.recipes.length === 0) {
        throw new RecipeGenerationError(
          'We could not find a recipe that fits all of your allergies and preferences. Try loosening one of them.',
        );
      }
      return Promise.resolve({ recipes: answer.recipes, unmatchedDish: answer.unmatchedDish });
    },
  };
}
