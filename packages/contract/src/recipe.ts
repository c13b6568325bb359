import { z } from 'zod/mini';

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
  quantity: z.string().check(z.trim(), z.maxLength(RECIPE_LIMITS.quantityMax)),
  unit: z.string().check(z.trim(), z.maxLength(RECIPE_LIMITS.unitMax)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(RECIPE_LIMITS.ingredientNameMax)),
  /** The catalog food behind a line Sous wrote, so grocery lists need not re-read it; dropped when the name is edited. */
  foodId: z.optional(z.string().check(z.maxLength(80))),
});
export type RecipeIngredient = z.infer<typeof recipeIngredientSchema>;

/** Per serving; calories in kcal, the others in grams, whole numbers. */
export const nutritionFactsSchema = z.object({
  calories: z.number().check(z.minimum(0), z.maximum(10_000)),
  protein: z.number().check(z.minimum(0), z.maximum(1_000)),
  carbs: z.number().check(z.minimum(0), z.maximum(1_000)),
  fat: z.number().check(z.minimum(0), z.maximum(1_000)),
  /** Milligrams per serving; recipes written before sodium was counted have none. */
  sodium: z.optional(z.number().check(z.minimum(0), z.maximum(100_000))),
  fibre: z.optional(z.number().check(z.minimum(0), z.maximum(1_000))),
  sugar: z.optional(z.number().check(z.minimum(0), z.maximum(1_000))),
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
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(RECIPE_LIMITS.nameMax)),
  description: z.string().check(z.trim(), z.maxLength(RECIPE_LIMITS.descriptionMax)),
  cuisine: z.string().check(z.trim(), z.maxLength(RECIPE_LIMITS.cuisineMax)),
  tags: z
    .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(RECIPE_LIMITS.tagMax)))
    .check(z.maxLength(RECIPE_LIMITS.tagsMax)),
  prepTime: z.string().check(z.trim(), z.maxLength(RECIPE_LIMITS.timeMax)),
  cookTime: z.string().check(z.trim(), z.maxLength(RECIPE_LIMITS.timeMax)),
  servings: z.int().check(z.minimum(RECIPE_LIMITS.servingsMin), z.maximum(RECIPE_LIMITS.servingsMax)),
  ingredients: z.array(recipeIngredientSchema).check(z.minLength(1), z.maxLength(RECIPE_LIMITS.ingredientsMax)),
  instructions: z
    .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(RECIPE_LIMITS.instructionMax)))
    .check(z.minLength(1), z.maxLength(RECIPE_LIMITS.instructionsMax)),
  nutritionFacts: nutritionFactsSchema,
});
export type RecipeContent = z.infer<typeof recipeContentSchema>;

/** Where an imported recipe came from: photos of a card, a TikTok caption, a web page, pasted text. */
export const IMPORT_TYPES = ['photo', 'tiktok', 'web', 'text'] as const;
export type ImportType = (typeof IMPORT_TYPES)[number];

/** The TikTok video a recipe came from (spec 3 §3). */
export const tiktokVideoSchema = z.object({ videoId: z.string(), title: z.string() });
export type TikTokVideo = z.infer<typeof tiktokVideoSchema>;
