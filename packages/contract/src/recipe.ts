import { z } from 'zod';

/** Caps on a recipe's content (issue 4: name 1..200, servings 1..100, 100 ingredients, 100 steps, 20 tags). */
export const RECIPE_LIMITS = {
  nameMax: 200,
  descriptionMax: 2000,
  servingsMin: 1,
  servingsMax: 100,
  ingredientsMax: 100,
  instructionsMax: 100,
  instructionMax: 2000,
  tagsMax: 20,
  tagMax: 40,
  timeMax: 40,
  quantityMax: 20,
  unitMax: 30,
  ingredientNameMax: 200,
  cuisineMax: 40,
} as const;

/**
 * One ingredient line. `quantity` is the amount as a cook reads it ("1 1/2", "3/4", "2", or "" for
 * "to taste" lines); `unit` is a short unit ("cup", "tbsp", "g", "clove") or "" for counted items
 * ("2 eggs"). Strings rather than numbers because fractions are how recipes are read; numbers are
 * recovered with `parseQuantity` in `@sous/kitchen/units`.
 */
export const recipeIngredientSchema = z.object({
  quantity: z.string().trim().max(RECIPE_LIMITS.quantityMax),
  unit: z.string().trim().max(RECIPE_LIMITS.unitMax),
  name: z.string().trim().min(1).max(RECIPE_LIMITS.ingredientNameMax),
});
export type RecipeIngredient = z.infer<typeof recipeIngredientSchema>;

/** Per serving; calories in kcal, the others in grams, whole numbers. */
export const nutritionFactsSchema = z.object({
  calories: z.number().min(0).max(10_000),
  protein: z.number().min(0).max(1_000),
  carbs: z.number().min(0).max(1_000),
  fat: z.number().min(0).max(1_000),
  /** Milligrams per serving; recipes written before sodium was counted have none. */
  sodium: z.number().min(0).max(100_000).optional(),
  fibre: z.number().min(0).max(1_000).optional(),
  sugar: z.number().min(0).max(1_000).optional(),
});
export type NutritionFacts = z.infer<typeof nutritionFactsSchema>;

/**
 * The content of a recipe as a provider produces it (spec 2 §3), before the server adds identity
 * and lifecycle fields (id, userId, createdAt, isSaved, expiresAt...).
 *
 * `prepTime` and `cookTime` are display strings such as "15 minutes" or "1 hour 10 minutes", as the
 * recipe card shows them; `parseMinutes` in `@sous/kitchen/units` reads them back as numbers.
 */
export const recipeContentSchema = z.object({
  name: z.string().trim().min(1).max(RECIPE_LIMITS.nameMax),
  description: z.string().trim().max(RECIPE_LIMITS.descriptionMax),
  cuisine: z.string().trim().max(RECIPE_LIMITS.cuisineMax),
  tags: z.array(z.string().trim().min(1).max(RECIPE_LIMITS.tagMax)).max(RECIPE_LIMITS.tagsMax),
  prepTime: z.string().trim().max(RECIPE_LIMITS.timeMax),
  cookTime: z.string().trim().max(RECIPE_LIMITS.timeMax),
  servings: z.number().int().min(RECIPE_LIMITS.servingsMin).max(RECIPE_LIMITS.servingsMax),
  ingredients: z.array(recipeIngredientSchema).min(1).max(RECIPE_LIMITS.ingredientsMax),
  instructions: z
    .array(z.string().trim().min(1).max(RECIPE_LIMITS.instructionMax))
    .min(1)
    .max(RECIPE_LIMITS.instructionsMax),
  nutritionFacts: nutritionFactsSchema,
});
export type RecipeContent = z.infer<typeof recipeContentSchema>;
