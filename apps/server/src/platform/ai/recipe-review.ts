import type { Preferences } from '@sous/contract/preferences';
import type { RecipeContent } from '@sous/contract/recipe';
import { checkRecipe, type Constraints } from '@sous/kitchen/checker/check-recipe';
import { readPrompt } from '@sous/kitchen/reader/read-prompt';

/**
 * The constraints a request sets: the chosen preferences plus the allergy and diet words of
 * the meal text ("no nuts", "vegan"). Nothing in the text can loosen them.
 */
export function constraintsOf(description: string, preferences: Partial<Preferences> = {}): Constraints {
  const reading = readPrompt(description);
  return {
    allergies: [...new Set([...(preferences.allergies ?? []), ...reading.allergies])],
    otherAllergies: preferences.otherAllergies,
    dietaryRestrictions: [...new Set([...(preferences.dietaryRestrictions ?? []), ...reading.diets])],
    prepTime: preferences.prepTime,
  };
}

/** The review every provider's recipes pass before a user sees them: the checker's reasons. */
export function reviewerFor(description: string, preferences?: Partial<Preferences>) {
  const constraints = constraintsOf(description, preferences);
  return (recipe: RecipeContent): string[] => checkRecipe(recipe, constraints).map((v) => v.reason);
}
