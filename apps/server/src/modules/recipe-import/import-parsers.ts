import type { ImportedRecipe } from '@sous/contract/recipe-import';
import { parseTikTokCaption } from '@sous/kitchen/recipe-text/parse-caption';
import { parseRecipeText } from '@sous/kitchen/recipe-text/parse-recipe-text';

/**
 * The recipe-text parsers of packages/kitchen, bound in one place for the module. Until the
 * kitchen's page reader and recipe test land, a page is read by its text (markup and scripts
 * dropped), and a recipe is one with ingredients and steps.
 */
export { parseRecipeText, parseTikTokCaption };

export const isImportedRecipe = (recipe: ImportedRecipe): boolean => recipe.ingredients.length > 0 && recipe.instructions.length > 0;

export function readRecipePage(html: string, pageUrl: string): ImportedRecipe | null {
  const text = html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '\n')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
  const recipe = parseRecipeText(text);
  return isImportedRecipe(recipe) ? { ...recipe, sourceUrl: pageUrl } : null;
}
