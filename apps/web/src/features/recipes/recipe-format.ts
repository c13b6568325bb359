import type { RecipeIngredient } from '@sous/contract/recipe';
import { recipeStrings as s } from './strings';

/** A value or the spec's 'Not specified'. */
export const orNotSpecified = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? s.notSpecified : String(value);

/** An ingredient line as a cook reads it: "1 1/2 cups rice". */
export const ingredientText = (i: RecipeIngredient) => [i.quantity, i.unit, i.name].filter(Boolean).join(' ');

/** New when made within the last 8 hours (spec 2 §2). */
export const isNewRecipe = (createdAt: string, now = Date.now()) => now - Date.parse(createdAt) < s.newBadgeHours * 3600_000;

/** Tags a card shows: the first 3, and how many more. */
export function visibleTags(tags: readonly string[]): { shown: string[]; more: number } {
  return { shown: tags.slice(0, 3), more: Math.max(0, tags.length - 3) };
}

/** Comma-separated tags from the edit form: trimmed, blanks dropped (spec 2 §4). */
export const parseTags = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
