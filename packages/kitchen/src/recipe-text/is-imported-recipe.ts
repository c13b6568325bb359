/**
 * Whether a parsed import holds a recipe worth reviewing, which the server uses to choose
 * COMPLETE or FAILED ("no recipe found"). The rule: at least two ingredients, or at least one
 * ingredient and one step. An ingredient list alone is a recipe (a card photographed without its
 * back, a caption listing what goes in: the cook adds the steps on the review screen); steps alone
 * or a single line are not (a caption's chatter, a page's one stray amount).
 */
import type { ImportedRecipe } from '@sous/contract/recipe-import';

export function isImportedRecipe(recipe: ImportedRecipe): boolean {
  const ingredients = recipe.ingredients.length;
  return ingredients >= 2 || (ingredients >= 1 && recipe.instructions.length >= 1);
}
