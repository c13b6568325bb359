/**
 * The dish library's format: one plain object per named dish, written the way a cook writes a
 * recipe card. `README.md` beside this file explains every field with examples; the loader
 * (`validate-dish.ts`) rejects an entry whose lists and steps disagree or whose foods are unknown.
 */
import type { Allergen, Cuisine, DietaryRestriction } from '@sous/contract/preferences';
import type { MealType } from '../reader/read-prompt';

/**
 * Cuisines beyond the 15 a cook can pick in preferences, for dishes that belong to none of them
 * (jollof is West African, not Caribbean). Requests for these still match by dish name.
 */
export const OTHER_CUISINES = ['West African', 'North African', 'East African', 'British', 'German', 'Eastern European', 'Filipino', 'Indonesian', 'Malaysian', 'Latin American', 'Brazilian', 'Peruvian'] as const;
export type OtherCuisine = (typeof OTHER_CUISINES)[number];

/** Anything a cook may have to avoid: an allergen or a diet. */
export type Constraint = Allergen | DietaryRestriction;

/** What kind of dish it is; the composer offers a dish of the same kind when it cannot make one. */
export const DISH_TYPES = [
  'soup',
  'noodle soup',
  'stew',
  'braise',
  'curry',
  'pasta',
  'noodles',
  'rice',
  'stir-fry',
  'salad',
  'sandwich',
  'wrap',
  'taco',
  'pizza',
  'dumpling',
  'pie',
  'casserole',
  'roast',
  'grill',
  'fried',
  'egg dish',
  'porridge',
  'pancake',
  'bread',
  'cake',
  'cookie',
  'dessert',
  'dip',
  'sauce',
  'side',
  'drink',
] as const;
export type DishType = (typeof DISH_TYPES)[number];

/**
 * An amount as a cook writes it for the dish's `serves`:
 * "1 lb", "450 g", "2 cloves", "1/2 cup", "1 tbsp", "3" (a count: 3 eggs), "1 (15-oz) can",
 * "1 pinch", "2 sprigs", or "to taste".
 */
export type WrittenAmount = string;

/** Another food that can fill a role when the usual one breaks the cook's allergy or diet. */
export interface Alternative {
  /** Catalog food id (`src/catalog/foods.json`). */
  food: string;
  /** Its own amount when the role's would read wrong ("3 tbsp" of flaxseed for "2" eggs). */
  amount?: WrittenAmount;
  /** Replaces the role's prep note on the ingredient line. */
  prep?: string;
  /** How the steps name it instead of the food's name ("flax mixture"). */
  called?: string;
  /** The word that replaces the role's `nameAs` in the title ("Tofu" for "Chicken"). */
  nameAs?: string;
  /** Use it only for these constraints (tofu for Vegan, not for every problem chicken has). */
  only?: Constraint[];
}

/** One ingredient of a dish, known in the steps by its role name (`{noodles}`). */
export interface DishIngredient {
  /** Catalog food id. */
  food: string;
  amount: WrittenAmount;
  /** Written after the name on the ingredient line: "finely chopped", "cut into 1-inch pieces". */
  prep?: string;
  /** How the steps name it, when not the food's own name ("the noodles", "the sauce"). */
  called?: string;
  /** The word in the dish's name that stands for this ingredient ("Chicken" in "Chicken Tikka Masala"). */
  nameAs?: string;
  /** The dish is still itself without it; steps may name it only inside [brackets]. */
  optional?: boolean;
  /** The amount does not grow with servings (a bay leaf, a pinch of saffron). */
  fixed?: boolean;
  /**
   * The share of it that ends up eaten, for nutrition: 0.15 for deep-frying oil, 0.5 for a
   * marinade poured away. Defaults to 1.
   */
  eaten?: number;
  /** Chili heat: halved for "mild", doubled for "spicy", left out for "no spice" when optional. */
  heat?: boolean;
  /** Substitutes in order of preference, for when the cook cannot have `food`. */
  swaps?: Alternative[];
}

/** Minutes of hands-on preparation, active cooking and waiting (rising, chilling, marinating). */
export interface DishTime {
  prep: number;
  cook: number;
  passive?: number;
  /** What the waiting is, for the description: "chilling", "rising". */
  passiveWhat?: string;
}

/** A clearly different classic take on the same dish, for requests that ask for several. */
export interface DishVariation {
  /** Its title; it must contain the dish's name or one of its aliases ("Shrimp Pad Thai"). */
  name: string;
  /** Replaces the dish's description. */
  description?: string;
  /** Roles whose food changes: a food id or a full alternative. */
  use?: Record<string, string | Alternative>;
  /** Roles added (steps name them inside [brackets] in the dish's steps, or `steps` replaces them). */
  add?: Record<string, DishIngredient>;
  /** Roles left out (they must be optional or be named only inside [brackets]). */
  drop?: string[];
  /** Replaces the dish's steps entirely. */
  steps?: string[];
  /** Replaces any of the dish's times. */
  time?: Partial<DishTime>;
}

/** One named dish. */
export interface Dish {
  /** Kebab-case, unique across the library: "pad-thai". */
  id: string;
  /** The title, as a cook would write it: "Pad Thai". */
  name: string;
  /** Other names and common spellings people type: ["phad thai", "pad thai noodles"]. */
  aliases: string[];
  cuisine: Cuisine | OtherCuisine;
  meals: MealType[];
  type: DishType;
  /** One or two sentences for the recipe card. */
  description: string;
  /** How many people the written amounts feed. */
  serves: number;
  /** For cakes and breads: what the amounts make ("one 9x5-inch loaf"); servings then stay `serves`. */
  batch?: string;
  time: DishTime;
  /** The ingredients in the order of the list, keyed by role. */
  ingredients: Record<string, DishIngredient>;
  /** Method; `{role}` names an ingredient, `[...]` is left out when a role inside it is absent. */
  steps: string[];
  variations: DishVariation[];
  /** The honest reason the dish cannot be made under a constraint and stay itself. */
  cannot?: Partial<Record<Constraint, string>>;
}
