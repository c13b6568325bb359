/**
 * A recipe web page read into an ImportedRecipe: first the page's schema.org Recipe in JSON-LD
 * (json-ld.ts), else in microdata (microdata.ts), else its visible text (html-text.ts) read by the
 * recipe-text reader from the "Ingredients" heading on, named by the page's h1. Null when none of
 * them holds a recipe (structured data without ingredients or steps, or text without an
 * ingredients heading and a recipe under it).
 *
 * No DOM: the page is read with a one-pass tokenizer and indexOf searches, never a pattern over
 * the whole page, so a 3 MB page costs a few passes over its characters. Every string is text:
 * tags (also ones written as entities) are removed and entities decoded, so a script in a page's
 * data reaches the recipe as plain words at most, never as markup.
 */
import type { ImportedRecipe } from '@sous/contract/recipe-import';
import { IMPORT } from '@sous/contract/recipe-import';
import { readHeading } from './headings';
import { pageText } from './html-text';
import { isImportedRecipe } from './is-imported-recipe';
import { jsonLdRecipe } from './json-ld';
import { readMetaLine } from './meta';
import { microdataRecipe } from './microdata';
import { readRecipeText } from './parse-recipe-text';
import { recipeFromFields } from './recipe-fields';

export function readRecipePage(html: string, pageUrl: string): ImportedRecipe | null {
  const page = typeof html === 'string' ? html.slice(0, IMPORT.webPageMaxBytes) : '';
  const sourceUrl = typeof pageUrl === 'string' ? pageUrl.slice(0, IMPORT.urlMax) : '';
  const lower = page.toLowerCase();
  for (const fields of [jsonLdRecipe(page, lower), microdataRecipe(page, lower)]) {
    if (!fields) continue;
    const recipe = recipeFromFields(fields, sourceUrl);
    if (recipe.ingredients.length > 0 || recipe.instructions.length > 0) return recipe;
  }
  return fromText(page, lower, sourceUrl);
}

/** Lines kept before the ingredients heading when they read as the recipe's header (servings, times). */
const HEADER_LINES = 8;

/** The page's visible text from its ingredients heading on, as recipe text. */
function fromText(html: string, lower: string, sourceUrl: string): ImportedRecipe | null {
  const { lines, h1 } = pageText(html, lower);
  const heading = lines.findIndex((line) => line.length < 80 && readHeading(line)?.kind === 'ingredients');
  if (heading < 0) return null;
  // Metadata just above the list ("Serves 4", "Prep: 15 min") belongs to the recipe; the blog above it does not.
  let start = heading;
  while (start > 0 && heading - start < HEADER_LINES && readMetaLine(lines[start - 1] ?? '', { tags: [] })) start -= 1;
  const text = lines.slice(start).join('\n').slice(0, IMPORT.textMax);
  const recipe = readRecipeText(text, { title: false });
  if (!isImportedRecipe(recipe)) return null;
  return { ...recipe, name: h1.slice(0, 200).trim(), sourceUrl };
}
