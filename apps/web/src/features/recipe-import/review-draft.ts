import type { ImportedRecipe, SaveImportedRecipeBody } from '@sous/contract/recipe-import';
import { RECIPE_LIMITS } from '@sous/contract/recipe';
import { importStrings as s } from './strings';

/** An ingredient line being reviewed; `key` keeps its fields with it when lines move. */
export interface ReviewIngredientRow {
  key: string;
  quantity: string;
  unit: string;
  name: string;
}

/** A step being reviewed. */
export interface ReviewStepRow {
  key: string;
  text: string;
}

/** The review form's state, as typed. */
export interface ReviewDraft {
  name: string;
  description: string;
  servings: string;
  prepTime: string;
  cookTime: string;
  tags: string;
  ingredients: ReviewIngredientRow[];
  steps: ReviewStepRow[];
}

/** What is wrong with a draft, by field; `ingredientRows` by row key. */
export interface ReviewErrors {
  name?: string;
  servings?: string;
  tags?: string;
  ingredients?: string;
  ingredientRows?: Record<string, string>;
  steps?: string;
}

let lastKey = 0;
/** A key for a row read from the import (the editors make their own for rows added by hand). */
const rowKey = () => `import-row-${String(++lastKey)}`;

/**
 * The form's starting state for an imported recipe (spec 3 §2, §3): the name defaults to
 * 'Imported Recipe' and the servings to 1; the ingredient lines arrive normalised (spec 3 §5).
 * A recipe read without lines starts with one empty line and one empty step to fill in.
 */
export function reviewDraftFrom(recipe: ImportedRecipe): ReviewDraft {
  const ingredients = recipe.ingredients.map((line) => ({ key: rowKey(), quantity: line.quantity, unit: line.unit, name: line.name }));
  const steps = recipe.instructions.map((text) => ({ key: rowKey(), text }));
  return {
    name: recipe.name.trim() || s.defaultName,
    description: recipe.description,
    servings: String(recipe.servings >= RECIPE_LIMITS.servingsMin && recipe.servings <= RECIPE_LIMITS.servingsMax ? recipe.servings : 1),
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    tags: recipe.tags.join(', '),
    ingredients: ingredients.length > 0 ? ingredients : [{ key: rowKey(), quantity: '', unit: '', name: '' }],
    steps: steps.length > 0 ? steps : [{ key: rowKey(), text: '' }],
  };
}

const parseTags = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

const blank = (row: ReviewIngredientRow) => !row.quantity.trim() && !row.unit.trim() && !row.name.trim();

/**
 * Checks a draft as the server will (the contract's limits) and turns it into the recipe to save.
 * Entirely empty ingredient lines and steps are dropped rather than refused.
 */
export function readReviewDraft(draft: ReviewDraft): { errors: ReviewErrors; body?: SaveImportedRecipeBody } {
  const errors: ReviewErrors = {};
  const name = draft.name.trim();
  if (!name) errors.name = s.nameRequired;
  const servingsText = draft.servings.trim();
  const servings = Number(servingsText);
  const servingsOk = servingsText !== '' && Number.isInteger(servings) && servings >= RECIPE_LIMITS.servingsMin && servings <= RECIPE_LIMITS.servingsMax;
  if (!servingsOk) errors.servings = s.servingsNumeric;
  const tags = parseTags(draft.tags);
  if (tags.length > RECIPE_LIMITS.tagsMax || tags.some((tag) => tag.length > RECIPE_LIMITS.tagMax)) {
    errors.tags = s.tagsInvalid(RECIPE_LIMITS.tagsMax, RECIPE_LIMITS.tagMax);
  }
  const rows = draft.ingredients.filter((row) => !blank(row));
  const rowErrors: Record<string, string> = {};
  for (const row of rows) if (!row.name.trim()) rowErrors[row.key] = s.ingredientNameRequired;
  if (Object.keys(rowErrors).length > 0) errors.ingredientRows = rowErrors;
  if (rows.length === 0) errors.ingredients = s.ingredientsRequired;
  const steps = draft.steps.map((step) => step.text.trim()).filter(Boolean);
  if (steps.length === 0) errors.steps = s.stepsRequired;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    body: {
      name,
      description: draft.description.trim(),
      cuisine: '',
      tags,
      prepTime: draft.prepTime.trim(),
      cookTime: draft.cookTime.trim(),
      servings,
      ingredients: rows.map((row) => ({ quantity: row.quantity.trim(), unit: row.unit.trim(), name: row.name.trim() })),
      instructions: steps,
    },
  };
}
