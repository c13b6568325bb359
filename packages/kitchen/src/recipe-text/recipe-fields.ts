/**
 * A recipe from a page's structured data (schema.org Recipe, as JSON-LD or microdata), built the
 * same way whichever form it came in: every string is HTML-stripped and entity-decoded text,
 * ingredient strings are read by the ingredient-line reader, steps lose their numbering, the
 * yield gives the servings, ISO 8601 durations the times, and category, cuisine, keywords and
 * diets the tags. Lists and strings are cut to the contract's limits.
 */
import { RECIPE_LIMITS } from '@sous/contract/recipe';
import type { ImportedRecipe } from '@sous/contract/recipe-import';
import { isSubheading } from './headings';
import { htmlToLines, htmlToText } from './html-text';
import { readIngredient, type ImportedIngredient } from './ingredient-line';
import { readStepMarker } from './line-shape';
import { addTag, displayTimes, readDurationText, readServings, type Meta } from './meta';
import { readSteps } from './steps';

export interface RecipeFields {
  name: string;
  description: string;
  /** "4 servings", "12", "Makes 2 loaves". */
  yield: string;
  prepTime: string;
  cookTime: string;
  totalTime: string;
  /** One string per ingredient line (HTML allowed). */
  ingredients: string[];
  /** One string per step, or a single string holding them all (HTML allowed). */
  instructions: string[];
  tags: string[];
}

/** schema.org diets, as Sous writes them. */
const DIETS: Readonly<Record<string, string>> = {
  veganDiet: 'Vegan',
  vegetarianDiet: 'Vegetarian',
  glutenFreeDiet: 'Gluten-Free',
  lowCalorieDiet: 'Low-Calorie',
  lowFatDiet: 'Low-Fat',
  lowLactoseDiet: 'Low-Lactose',
  lowSaltDiet: 'Low-Sodium',
  diabeticDiet: 'Diabetic',
  halalDiet: 'Halal',
  kosherDiet: 'Kosher',
  hinduDiet: 'Hindu',
};

/** "https://schema.org/VeganDiet" -> "Vegan"; other words stay themselves. */
export function dietTag(value: string): string {
  const word = value.slice(value.lastIndexOf('/') + 1);
  return DIETS[word.charAt(0).toLowerCase() + word.slice(1)] ?? word;
}

export function recipeFromFields(fields: RecipeFields, sourceUrl: string): ImportedRecipe {
  const meta: Meta = { tags: [] };
  for (const tag of fields.tags) {
    for (const part of htmlToText(tag).split(/[,;|]/)) addTag(meta, part.trim());
  }
  return {
    name: htmlToText(fields.name).slice(0, RECIPE_LIMITS.nameMax).trim(),
    description: htmlToLines(fields.description).join('\n').slice(0, RECIPE_LIMITS.descriptionMax).trim(),
    servings: readServings(htmlToText(fields.yield)) ?? 1,
    ...displayTimes(readDurationText(fields.prepTime), readDurationText(fields.cookTime), readDurationText(fields.totalTime)),
    ingredients: ingredientsOf(fields.ingredients),
    instructions: stepsOf(fields.instructions),
    tags: meta.tags,
    sourceUrl,
  };
}

function ingredientsOf(lines: readonly string[]): ImportedIngredient[] {
  const ingredients: ImportedIngredient[] = [];
  for (const line of lines.slice(0, RECIPE_LIMITS.ingredientsMax * 2)) {
    // A single string may hold the whole list, one per line.
    for (const text of htmlToLines(line.slice(0, 20_000))) {
      if (ingredients.length >= RECIPE_LIMITS.ingredientsMax) return ingredients;
      // Sites put sub-headings in the list ("For the sauce:"); like on a card, they are skipped.
      if (isSubheading(text)) continue;
      const ingredient = readIngredient(text.slice(0, 240));
      if (ingredient) ingredients.push(ingredient);
    }
  }
  return ingredients;
}

function stepsOf(items: readonly string[]): string[] {
  // One string holding every step ("1. Mix... 2. Bake..." or paragraphs): read as recipe text.
  if (items.length === 1) {
    const lines = htmlToLines((items[0] ?? '').slice(0, 40_000));
    return readSteps(lines.map((text, i) => ({ text, blankBefore: i > 0 })));
  }
  const steps: string[] = [];
  for (const item of items.slice(0, RECIPE_LIMITS.instructionsMax * 2)) {
    const text = htmlToText(item.slice(0, 20_000));
    const step = (readStepMarker(text)?.rest ?? text).slice(0, RECIPE_LIMITS.instructionMax).trim();
    if (step !== '' && steps.length < RECIPE_LIMITS.instructionsMax) steps.push(step);
  }
  return steps;
}
