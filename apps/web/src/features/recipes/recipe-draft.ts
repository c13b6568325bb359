import { RECIPE_LIMITS, type RecipeIngredient } from '@sous/contract/recipe';
import type { Recipe, UpdateRecipe } from '@sous/contract/recipe-api';
import { scaleIngredient } from '@sous/kitchen/scale';
import { parseTags } from './recipe-format';
import { recipeStrings as s } from './strings';

/** An ingredient line being edited; `key` keeps its fields with it when lines move. */
export interface IngredientRow extends RecipeIngredient {
  key: string;
}

/** A step being edited. */
export interface StepRow {
  key: string;
  text: string;
}

/** A recipe's own fields as typed (the ingredient lines and the steps have their editors). */
export interface RecipeFieldValues {
  name: string;
  description: string;
  servings: string;
  prepTime: string;
  cookTime: string;
  tags: string;
}

/** The edit form's state: text as typed, and the amounts as last typed for `baseServings`. */
export interface RecipeDraft extends RecipeFieldValues {
  /** The amounts as the cook last typed them, written for `baseServings`. */
  ingredients: IngredientRow[];
  baseServings: number;
  /** Show (and save) the amounts rescaled when the servings differ from `baseServings`. */
  rescale: boolean;
  steps: StepRow[];
}

/** What is wrong with a draft, by field; `ingredientRows` by row key. */
export interface DraftErrors {
  name?: string;
  servings?: string;
  tags?: string;
  ingredients?: string;
  ingredientRows?: Record<string, string>;
  steps?: string;
}

let lastKey = 0;
/** A key for a new row, unique on this page. */
export const newRowKey = () => `row-${String(++lastKey)}`;

export const emptyIngredient = (): IngredientRow => ({ key: newRowKey(), quantity: '', unit: '', name: '' });
export const emptyStep = (): StepRow => ({ key: newRowKey(), text: '' });

/** The form's starting state for a recipe. */
export function draftFrom(recipe: Recipe): RecipeDraft {
  return {
    name: recipe.name,
    description: recipe.description,
    servings: String(recipe.servings),
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    tags: recipe.tags.join(', '),
    ingredients: recipe.ingredients.map((ingredient) => ({ ...ingredient, key: newRowKey() })),
    baseServings: recipe.servings,
    rescale: true,
    steps: recipe.instructions.map((text) => ({ key: newRowKey(), text })),
  };
}

/** The servings typed, when they are a whole number from 1 to 100. */
export function servingsOf(draft: RecipeDraft): number | undefined {
  const text = draft.servings.trim();
  const count = Number(text);
  return text !== '' && Number.isInteger(count) && count >= RECIPE_LIMITS.servingsMin && count <= RECIPE_LIMITS.servingsMax ? count : undefined;
}

/** Whether the servings typed differ from those the amounts were written for (the rescale offer shows). */
export function servingsChanged(draft: RecipeDraft): boolean {
  const servings = servingsOf(draft);
  return servings !== undefined && servings !== draft.baseServings;
}

/** The ingredient lines as the form shows them: rescaled to the servings typed when the cook wants that. */
export function shownIngredients(draft: RecipeDraft): IngredientRow[] {
  const servings = servingsOf(draft);
  if (!draft.rescale || servings === undefined || servings === draft.baseServings) return draft.ingredients;
  const factor = servings / draft.baseServings;
  return draft.ingredients.map((row) => ({ ...scaleIngredient(row, factor), key: row.key }));
}

/**
 * The draft after the cook changed the ingredient lines (typed, moved, added, removed). What they
 * see becomes what they typed: rescaled amounts are taken as written for the servings shown.
 */
export function withIngredients(draft: RecipeDraft, rows: IngredientRow[]): RecipeDraft {
  const servings = servingsOf(draft);
  const scaled = draft.rescale && servings !== undefined && servings !== draft.baseServings;
  return { ...draft, ingredients: rows, baseServings: scaled ? servings : draft.baseServings };
}

/** The list with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

const blankIngredient = (row: RecipeIngredient) => !row.quantity.trim() && !row.unit.trim() && !row.name.trim();

/**
 * Checks a draft as the server will (contract limits) and turns it into the update to send.
 * Entirely empty ingredient lines and steps are dropped rather than refused.
 */
export function readDraft(draft: RecipeDraft): { errors: DraftErrors; changes?: UpdateRecipe } {
  const errors: DraftErrors = {};
  const name = draft.name.trim();
  if (!name) errors.name = s.nameRequired;
  const servings = servingsOf(draft);
  if (servings === undefined) errors.servings = s.servingsNumeric;
  const tags = parseTags(draft.tags);
  if (tags.length > RECIPE_LIMITS.tagsMax || tags.some((tag) => tag.length > RECIPE_LIMITS.tagMax)) {
    errors.tags = s.tagsInvalid(RECIPE_LIMITS.tagsMax, RECIPE_LIMITS.tagMax);
  }
  const rows = shownIngredients(draft).filter((row) => !blankIngredient(row));
  const rowErrors: Record<string, string> = {};
  for (const row of rows) if (!row.name.trim()) rowErrors[row.key] = s.ingredientNameRequired;
  if (Object.keys(rowErrors).length > 0) errors.ingredientRows = rowErrors;
  if (rows.length === 0) errors.ingredients = s.ingredientsRequired;
  const steps = draft.steps.map((step) => step.text.trim()).filter(Boolean);
  if (steps.length === 0) errors.steps = s.stepsRequired;
  if (Object.keys(errors).length > 0 || servings === undefined) return { errors };
  return {
    errors,
    changes: {
      name,
      description: draft.description.trim(),
      servings,
      prepTime: draft.prepTime.trim(),
      cookTime: draft.cookTime.trim(),
      tags,
      ingredients: rows.map(({ quantity, unit, name: food, foodId }) => ({ quantity: quantity.trim(), unit: unit.trim(), name: food.trim(), ...(foodId ? { foodId } : {}) })),
      instructions: steps,
    },
  };
}
