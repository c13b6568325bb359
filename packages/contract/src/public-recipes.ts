import { z } from 'zod/mini';
import { BROWSE_CUISINES, BROWSE_TAGS } from './preferences';
import { nutritionFactsSchema, recipeIngredientSchema } from './recipe';

/** Browse and featured limits (spec 2 §9). */
export const PUBLIC_RECIPES = {
  browsePageSize: 12,
  browsePageMax: 48,
  featuredMax: 24,
  newestFallback: 3,
  /** The brand account's screen name: the author of the seed catalog. */
  brandScreenName: 'sous',
  /** How the brand account is named as an author. */
  brandAuthorName: 'Sous Kitchen',
} as const;

/** The public pages' and sharing's texts (spec 2 §2, §8). */
export const PUBLIC_RECIPE_MESSAGES = {
  notFound: 'Recipe not found',
  noLongerAvailable: 'This recipe is no longer available or has been removed.',
  screenNameRequired: 'You need a screen name to share recipes. Would you like to set one now?',
  badCursor: 'This list has changed. Please reload it.',
  defaultDescription: 'A delicious recipe shared by the community',
} as const;

/** A recipe anyone may read (spec 2 §3 Public recipe). `isOwner` says whether the viewer shared it. */
export const publicRecipeSchema = z.object({
  publicRecipeId: z.string(),
  name: z.string(),
  description: z.string(),
  cuisine: z.string(),
  tags: z.array(z.string()),
  featuredImageUrl: z.nullable(z.string()),
  imageUrl: z.nullable(z.string()),
  featuredImageId: z.nullable(z.string()),
  prepTime: z.string(),
  cookTime: z.string(),
  totalTime: z.string(),
  servings: z.number(),
  ownerScreenName: z.nullable(z.string()),
  isOwner: z.boolean(),
  isFeatured: z.boolean(),
  ingredients: z.array(recipeIngredientSchema),
  instructions: z.array(z.string()),
  nutritionFacts: nutritionFactsSchema,
  createdAt: z.string(),
});
export type PublicRecipe = z.infer<typeof publicRecipeSchema>;

/** A public recipe as a card in a list (featured, browse): what the card shows, no more. */
export const publicRecipeCardSchema = z.pick(publicRecipeSchema, {
  publicRecipeId: true,
  name: true,
  description: true,
  cuisine: true,
  tags: true,
  featuredImageUrl: true,
  imageUrl: true,
  prepTime: true,
  cookTime: true,
  totalTime: true,
  servings: true,
  ownerScreenName: true,
  isFeatured: true,
  createdAt: true,
});
export type PublicRecipeCard = z.infer<typeof publicRecipeCardSchema>;

/** `POST /api/recipes/share`. */
export const shareBody = z.object({ recipeId: z.string().check(z.minLength(1), z.maxLength(100)) });
export const shareResponse = z.object({ publicRecipeId: z.string() });
export type ShareResponse = z.infer<typeof shareResponse>;

/** `GET /api/recipes/{id}/share`: whether the owner's recipe is public, and where. */
export const shareStatusResponse = z.object({ publicRecipeId: z.nullable(z.string()) });

/**
 * `GET /api/recipes/public`: `type=featured` (the featured list), `type=browse` (filtered pages of
 * `limit`, continued with `nextToken`; `tags` comma-joined, a recipe must carry every one), or
 * neither (the newest, `limit` of them).
 */
export const publicListResponse = z.object({
  recipes: z.array(publicRecipeCardSchema),
  nextToken: z.nullable(z.string()),
});
export type PublicListResponse = z.infer<typeof publicListResponse>;

export type BrowseCuisine = (typeof BROWSE_CUISINES)[number];
export type BrowseTag = (typeof BROWSE_TAGS)[number];
