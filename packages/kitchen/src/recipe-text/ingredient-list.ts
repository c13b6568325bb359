/**
 * The lines of an ingredients section as ingredients. OCR and narrow cards wrap long lines
 * ("1 cup (2 sticks) unsalted butter," / "softened"), so a line joins the one before when that
 * one is left open (a trailing comma, "and", an unclosed bracket) or it starts in lower case with
 * no amount and names no food of its own. Then each line is read by ingredient-line.ts, up to the
 * contract's limit; blank entries (where a sub-heading stood) only stop joining.
 */
import { RECIPE_LIMITS } from '@sous/contract/recipe';
import { readIngredient, type ImportedIngredient } from './ingredient-line';
import { hasLeadingAmount, isIngredientLike, readStepMarker } from './line-shape';
import { joinWrapped } from './steps';
import type { TextLine } from './text-lines';

/** Words that continue an ingredient line wrapped onto the next ("1 can coconut milk," / "shaken well"). */
export const CONTINUATION_START = /^(?:\(|and\b|or\b|plus\b|to\b|at\b|for\b|such\b|if\b|about\b|preferably\b|divided\b|optional\b|cut\b|into\b|in\b|with\b|without\b|then\b|finely\b|roughly\b|thinly\b|coarsely\b|freshly\b|lightly\b|well\b|room\b|chopped\b|minced\b|diced\b|sliced\b|grated\b|peeled\b|softened\b|melted\b|drained\b|rinsed\b|beaten\b|sifted\b|packed\b|crushed\b|halved\b|quartered\b|torn\b|trimmed\b|shredded\b|juiced\b|zested\b|seeded\b|cubed\b|separated\b|at room)/i;
const CONTINUATION_END = /(?:[,(\-–]|\band|\bor|\bof|\bwith|\bplus|\binto|\bcut)$/i;

/** Longest ingredient line read: the name is cut at 200 characters, and a longer line is prose. */
const INGREDIENT_LINE_MAX = 240;

export function readIngredients(lines: readonly TextLine[]): ImportedIngredient[] {
  const joined: string[] = [];
  let previous: TextLine | undefined;
  for (const line of lines) {
    if (line.text === '') {
      previous = undefined;
      continue;
    }
    const last = joined.at(-1);
    const continues =
      previous !== undefined &&
      last !== undefined &&
      line.separated !== true &&
      last.length < INGREDIENT_LINE_MAX &&
      !hasLeadingAmount(line.text) &&
      readStepMarker(line.text) === undefined &&
      (CONTINUATION_END.test(last.slice(-8)) ||
        unbalanced(last) ||
        /^\(/.test(line.text) ||
        (/^\p{Ll}/u.test(line.text) && (CONTINUATION_START.test(line.text) || !isIngredientLike(line.text))));
    if (continues) joined[joined.length - 1] = joinWrapped(last, line.text);
    else joined.push(line.text);
    previous = line;
  }
  const ingredients: ImportedIngredient[] = [];
  // Lines that name nothing are skipped, but only so many are read: the list is cut at the limit anyway.
  for (const line of joined.slice(0, RECIPE_LIMITS.ingredientsMax + 20)) {
    if (ingredients.length >= RECIPE_LIMITS.ingredientsMax) break;
    const ingredient = readIngredient(line.slice(0, INGREDIENT_LINE_MAX));
    if (ingredient) ingredients.push(ingredient);
  }
  return ingredients;
}

/** An open bracket never closed: the line goes on. */
function unbalanced(text: string): boolean {
  let depth = 0;
  for (const ch of text) {
    if (ch === '(') depth += 1;
    else if (ch === ')' && depth > 0) depth -= 1;
  }
  return depth > 0;
}

