import type { Preferences } from '@sous/contract/preferences';
import type { RecipeContent } from '@sous/contract/recipe';
import { checkRecipe } from '@sous/kitchen/checker/check-recipe';
import { constraintsFor } from '@sous/kitchen/reader/constraints';
import { readPrompt } from '@sous/kitchen/reader/read-prompt';

/** Shown when no recipe a provider wrote passes the review. */
export const NO_SAFE_RECIPE_MESSAGE =
  'We could not find a recipe that fits all of your allergies and preferences. Try loosening one of them.';

/**
 * The review every provider's recipes pass before a user sees them: the checker's reasons. The
 * constraints are the chosen preferences plus everything the meal text says, its preference lines
 * included ("Allergies: Peanuts", "no nuts", "vegan"); nothing in the text can loosen them.
 */
export function reviewerFor(description: string, preferences?: Partial<Preferences>) {
  const constraints = constraintsFor(readPrompt(description), preferences);
  return (recipe: RecipeContent): string[] => checkRecipe(recipe, constraints).map((v) => v.reason);
}
