import { composeRecipes } from '@sous/kitchen/composer/compose';
import { RecipeGenerationError, type RecipeProvider, type RecipeRequest } from './recipe-provider';

/**
 * The built-in, offline provider: Sous's own composer (packages/kitchen). It obeys the
 * constraints by construction; the generation job's final check still runs, as for every provider.
 */
export function createComposerProvider(): RecipeProvider {
  return {
    generate(request) {
      // Composing is synchronous; the executor turns a throw into a rejection, as with any provider.
      return new Promise((resolve) => {
        resolve(compose(request));
      });
    },
  };
}

function compose(request: RecipeRequest) {
  const recipes = composeRecipes({
    prompt: request.description ?? request.prompt,
    preferences: request.preferences,
    count: request.count,
  });
  if (recipes.length === 0) {
    throw new RecipeGenerationError(
      'We could not find a recipe that fits all of your allergies and preferences. Try loosening one of them.',
    );
  }
  return recipes;
}
