import type { Allergen } from '@sous/contract/preferences';

/** Where a food sits in a grocery store; grocery lists group items by it. */
export const STORE_SECTIONS = [
  'Produce',
  'Meat & Seafood',
  'Dairy & Eggs',
  'Bakery',
  'Pantry',
  'Spices & Seasonings',
  'Frozen',
  'Beverages',
  'International',
  'Condiments & Sauces',
  'Baking',
  'Canned Goods',
  'Grains & Pasta',
  'Nuts & Seeds',
  'Oils & Vinegars',
] as const;
export type StoreSection = (typeof STORE_SECTIONS)[number];

/** The part a food plays in a dish; the composer fills recipe slots by kind. */
export const FOOD_KINDS = [
  'protein',
  'vegetable',
  'aromatic',
  'fruit',
  'starch',
  'bread',
  'herb',
  'spice',
  'fat',
  'acid',
  'liquid',
  'sweetener',
  'cheese',
  'dairy',
  'nut',
  'seed',
  'sauce',
  'condiment',
  'baking',
] as const;
export type FoodKind = (typeof FOOD_KINDS)[number];

/**
 * What a food is, for diets. `animal` is added by the build to everything from an animal;
 * `meat` covers red meat, pork and their fats and stocks.
 */
export const DIET_FLAGS = [
  'meat',
  'poultry',
  'fish',
  'shellfish',
  'dairy',
  'egg',
  'honey',
  'gelatin',
  'animal',
  'grain',
  'legume',
  'potato',
  'refinedSugar',
  'fruitSugar',
  'seedOil',
  'alcohol',
  'highSodium',
  'processed',
] as const;
export type DietFlag = (typeof DIET_FLAGS)[number];

/** Nutrients per 100 g edible portion, from USDA SR28. kcal; grams; sodium in mg. */
export interface Nutrients {
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
  fibre: number;
  sugar: number;
  sodium: number;
}

/** Grams of one household measure, where known. */
export interface FoodWeights {
  cup?: number;
  tbsp?: number;
  tsp?: number;
  piece?: number;
}

/** One catalog food as stored in `foods.json`. */
export interface Food {
  /** Stable slug, e.g. `chicken-breast`. */
  id: string;
  name: string;
  plural: string;
  aliases: string[];
  section: StoreSection;
  kind: FoodKind;
  allergens: Allergen[];
  flags: DietFlag[];
  ndb: string;
  /** SR28's description of the food the figures come from. */
  source: string;
  proxy?: string;
  per100g: Nutrients;
  grams: FoodWeights;
  /** What one piece is called ("clove", "fillet") when it is not the food itself. */
  pieceName?: string;
}
