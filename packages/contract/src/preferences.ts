import { z } from 'zod/mini';

/** The spec's ten allergens (spec 1 §3, spec 2 §3), in the spec's order. */
export const ALLERGENS = ['Dairy', 'Eggs', 'Peanuts', 'Tree Nuts', 'Fish', 'Shellfish', 'Wheat', 'Soy', 'Sesame', 'Gluten'] as const;
export const allergen = z.enum(ALLERGENS);
export type Allergen = z.infer<typeof allergen>;

/** The fifteen cuisines a user can prefer, in the spec's order. */
export const CUISINES = [
  'American',
  'Italian',
  'Mexican',
  'Chinese',
  'Japanese',
  'Indian',
  'Mediterranean',
  'Thai',
  'Greek',
  'French',
  'Spanish',
  'Korean',
  'Vietnamese',
  'Middle Eastern',
  'Caribbean',
] as const;
export const cuisine = z.enum(CUISINES);
export type Cuisine = z.infer<typeof cuisine>;

/** The ten dietary restrictions, in the spec's order. */
export const DIETARY_RESTRICTIONS = [
  'Vegetarian',
  'Vegan',
  'Pescatarian',
  'Paleo',
  'Keto',
  'Low-Carb',
  'Low-Fat',
  'Low-Sodium',
  'Gluten-Free',
  'Dairy-Free',
] as const;
export const dietaryRestriction = z.enum(DIETARY_RESTRICTIONS);
export type DietaryRestriction = z.infer<typeof dietaryRestriction>;

/** Prep-time choices; the spec's default is '30-60'. */
export const PREP_TIMES = ['15-30', '30-60', '60+'] as const;
export const prepTime = z.enum(PREP_TIMES);
export type PrepTime = z.infer<typeof prepTime>;
export const DEFAULT_PREP_TIME: PrepTime = '30-60';
export const PREP_TIME_LABELS: Record<PrepTime, string> = {
  '15-30': 'Quick prep',
  '30-60': 'Standard prep',
  '60+': 'Long prep',
};

/** Healthiness 1..3; the spec's default is 2. */
export const HEALTHINESS_LEVELS = [1, 2, 3] as const;
export type Healthiness = (typeof HEALTHINESS_LEVELS)[number];
export const DEFAULT_HEALTHINESS: Healthiness = 2;
export const HEALTHINESS_LABELS: Record<Healthiness, string> = { 1: 'Balanced', 2: 'Moderate', 3: 'Very Healthy' };

/** Browse page filters (spec 2 §3): their own lists, distinct from the preference lists. */
export const BROWSE_CUISINES = [
  'Italian',
  'Mexican',
  'Asian',
  'Mediterranean',
  'American',
  'Indian',
  'French',
  'Greek',
  'Japanese',
  'Chinese',
  'Thai',
] as const;
export const BROWSE_TAGS = [
  'Vegetarian',
  'Vegan',
  'Gluten-Free',
  'Dairy-Free',
  'Keto',
  'Low-Carb',
  'Breakfast',
  'Lunch',
  'Dinner',
  'Dessert',
  'Quick',
  'Healthy',
  'High-Protein',
  'Budget-Friendly',
] as const;

/** Longest accepted `otherAllergies` text (free, comma separated). */
export const OTHER_ALLERGIES_MAX = 500;

/** Lists hold each option at most once. */
const uniqueList = <T extends z.ZodMiniType>(item: T, max: number) =>
  z
    .array(item)
    .check(
      z.maxLength(max),
      z.refine((list) => new Set(list).size === list.length, { error: 'Each option may appear only once' }),
    );

/**
 * A user's food preferences (spec 1 §3). Every field is checked against its list or range;
 * missing fields take the spec's defaults, unknown fields are dropped.
 */
export const preferencesSchema = z.object({
  healthiness: z._default(z.int().check(z.minimum(1), z.maximum(3)), DEFAULT_HEALTHINESS),
  allergies: z._default(uniqueList(allergen, ALLERGENS.length), []),
  otherAllergies: z._default(z.string().check(z.trim(), z.maxLength(OTHER_ALLERGIES_MAX)), ''),
  cuisinesPreferred: z._default(uniqueList(cuisine, CUISINES.length), []),
  prepTime: z._default(prepTime, DEFAULT_PREP_TIME),
  dietaryRestrictions: z._default(uniqueList(dietaryRestriction, DIETARY_RESTRICTIONS.length), []),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** Some of the preferences: what a generation request may carry, and what a generation stores. */
export const somePreferencesSchema = z.partial(preferencesSchema);

/** The preferences a user has before choosing anything. */
export const DEFAULT_PREFERENCES: Preferences = preferencesSchema.parse({});

/**
 * `GET` and `PUT /api/user-data/user-preferences`: the saved preferences, or `{}` when none are
 * saved (spec 1 §7). The empty object is matched first, so it is never filled with defaults.
 */
export const savedPreferencesResponse = z.object({
  preferences: z.union([z.strictObject({}), preferencesSchema]),
});
export type SavedPreferencesResponse = z.infer<typeof savedPreferencesResponse>;
