import { z } from 'zod/mini';
import { somePreferencesSchema } from './preferences';
import { IMPORT_TYPES, recipeContentSchema, tiktokVideoSchema } from './recipe';

/** Generation constants (spec 2 §9, issue 4). */
export const GENERATION = {
  /** Recipes per request when the caller does not say; the generator screens send 1. */
  defaultCount: 2,
  maxCount: 4,
  /** Longest meal description kept; longer text is refused rather than silently cut. */
  promptMax: 2000,
  /** Daily generations for anonymous and free users. */
  dailyLimit: 2,
  pollIntervalMs: 2000,
  /** Unsaved generated recipes are purged after this long. */
  unsavedLifetimeHours: 48,
} as const;

/** The spec's texts for generation (spec 2 §5 and §8). */
export const GENERATION_MESSAGES = {
  blankPrompt: 'Please enter some meal preferences',
  limitSignedIn: (limit: number) =>
    `You've reached your daily limit of ${limit} recipe generations. Upgrade to premium for unlimited generations.`,
  limitSignedOut: (limit: number) =>
    `You've reached your daily limit of ${limit} recipe generations. Sign in or upgrade to premium for more.`,
  unlimited: 'You have unlimited recipe generations with your premium subscription.',
  /** "Cook with what I have" (issue 16), where the spec is silent. */
  pantrySignIn: 'Sign in to cook with what is in your pantry.',
  pantryEmpty: 'Your pantry is empty. Add a few items first.',
} as const;

/**
 * `POST /api/recipes/generate`: the meal text and/or structured preferences, and how many
 * recipes. (A request with neither is refused by the server with `blankPrompt`.)
 */
export const generateRequestSchema = z.object({
  prompt: z._default(z.string().check(z.trim(), z.maxLength(GENERATION.promptMax)), ''),
  preferences: z.optional(somePreferencesSchema),
  count: z._default(z.int().check(z.minimum(1), z.maximum(GENERATION.maxCount)), GENERATION.defaultCount),
  /** "Cook with what I have": cook from the signed-in user's pantry first (the prompt may then be blank). */
  usePantry: z.optional(z.boolean()),
});
export type GenerateRequest = z.infer<typeof generateRequestSchema>;

/** The daily allowance as the browser shows it; null limits mean unlimited (premium). */
export const generationLimitsSchema = z.object({
  remaining: z.nullable(z.int()),
  used: z.int(),
  dailyLimit: z.nullable(z.int()),
  isPremium: z.boolean(),
});
export type GenerationLimits = z.infer<typeof generationLimitsSchema>;

export const generateResponseSchema = z.object({ requestId: z.string(), limits: generationLimitsSchema });

/** The 403 body when the allowance is used up: the error shape plus the spec's limit fields. */
export const limitExceededSchema = z.object({
  code: z.literal('DAILY_LIMIT_REACHED'),
  message: z.string(),
  limitExceeded: z.literal(true),
  remaining: z.literal(0),
  used: z.int(),
  dailyLimit: z.int(),
});

/**
 * A recipe as the API returns it: its content plus identity and lifecycle (spec 2 §3), and its
 * featured photo as a public recipe has it (`featuredImageUrl` the large rendition, `imageUrl` the
 * medium; null without one). The photo fields default to null so recipes a browser stored before
 * they existed still read.
 */
export const recipeSchema = z.extend(recipeContentSchema, {
  id: z.string(),
  userId: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  isSaved: z.boolean(),
  isDeleted: z.boolean(),
  expiresAt: z.nullable(z.string()),
  featuredImageUrl: z._default(z.nullable(z.string()), null),
  imageUrl: z._default(z.nullable(z.string()), null),
  featuredImageId: z._default(z.nullable(z.string()), null),
  /** Where an imported recipe came from (null for recipes Sous wrote or copied), its import and address. */
  source: z._default(z.nullable(z.enum(IMPORT_TYPES)), null),
  sourceUrl: z._default(z.nullable(z.string()), null),
  importId: z._default(z.nullable(z.string()), null),
  tiktokVideo: z._default(z.nullable(tiktokVideoSchema), null),
});
export type Recipe = z.infer<typeof recipeSchema>;

/** `GET /api/recipes/status/{id}`. */
export const generationStatusSchema = z.object({
  status: z.enum(['pending', 'running', 'completed', 'failed']),
  result: z.nullable(z.array(recipeSchema)),
  error: z.nullable(z.string()),
});
export type GenerationStatus = z.infer<typeof generationStatusSchema>;

/**
 * `PUT /api/recipes/{id}`: the whole recipe or the fields that change (save, edit, soft delete).
 * Identity and ownership fields a client sends (id, userId, createdAt...) are dropped.
 */
export const updateRecipeSchema = z.extend(z.partial(recipeContentSchema), {
  isSaved: z.optional(z.boolean()),
  isDeleted: z.optional(z.boolean()),
});
export type UpdateRecipe = z.infer<typeof updateRecipeSchema>;
