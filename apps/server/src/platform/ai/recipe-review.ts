import type { Preferences } from '@sous/contract/preferences';
import type { RecipeContent } from '@sous/contract/recipe';
import { checkRecipe, type Constraints } from '@sous/kitchen/checker/check-recipe';
import { constraintsFor } from '@sous/kitchen/reader/constraints';
import { readPrompt } from '@sous/kitchen/reader/read-prompt';

/**
 * The constraints a request sets: the chosen preferences plus everything the meal text says,
 * its preference lines included ("Allergies: Peanuts", "no nuts", "vegan"). Nothing in the text
 * can loosen them.
 */
export function constraintsOf(description: string, preferences: Partial<Preferences> = {}): Constraints {
  return constraintsFor(readPrompt(description), preferences);
}

/** The review every provider's recipes pass before a user sees them: the checker's reasons. */
export function reviewerFor(description: string, preferences?: Partial<Preferences>) {
  const constraints = constraintsOf(description, preferences);
  return (recipe: RecipeContent): string[] => checkRecipe(recipe, constraints).map((v) => v.reason);
}
