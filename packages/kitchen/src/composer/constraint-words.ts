import type { Constraint } from '../dishes/dish-types';

/** How a sentence says a constraint is kept: "to keep it dairy-free", "to keep it vegan". */
export const KEEPING: Record<Constraint, string> = {
  Dairy: 'dairy-free',
  Eggs: 'egg-free',
  Peanuts: 'peanut-free',
  'Tree Nuts': 'free of tree nuts',
  Fish: 'fish-free',
  Shellfish: 'shellfish-free',
  Wheat: 'wheat-free',
  Soy: 'soy-free',
  Sesame: 'sesame-free',
  Gluten: 'gluten-free',
  Vegetarian: 'vegetarian',
  Vegan: 'vegan',
  Pescatarian: 'pescatarian',
  Paleo: 'paleo',
  Keto: 'keto',
  'Low-Carb': 'low-carb',
  'Low-Fat': 'low-fat',
  'Low-Sodium': 'low-sodium',
  'Gluten-Free': 'gluten-free',
  'Dairy-Free': 'dairy-free',
};

/**
 * The word put before a dish's name when it was changed for a constraint: "Vegan Pad Thai",
 * "Gluten-Free Banana Bread". Allergens a cook does not put in a title ("Peanut-Free
 * Shellfish-Free Pad Thai") get none: the description says what was changed and why.
 */
export const TITLE_PREFIX: Record<Constraint, string | undefined> = {
  Dairy: 'Dairy-Free',
  Eggs: 'Egg-Free',
  Peanuts: undefined,
  'Tree Nuts': undefined,
  Fish: undefined,
  Shellfish: undefined,
  Wheat: 'Wheat-Free',
  Soy: undefined,
  Sesame: undefined,
  Gluten: 'Gluten-Free',
  Vegetarian: 'Vegetarian',
  Vegan: 'Vegan',
  Pescatarian: undefined,
  Paleo: 'Paleo',
  Keto: 'Keto',
  'Low-Carb': 'Low-Carb',
  'Low-Fat': 'Low-Fat',
  'Low-Sodium': 'Low-Sodium',
  'Gluten-Free': 'Gluten-Free',
  'Dairy-Free': 'Dairy-Free',
};

/** Every prefix, for a title whose dish word hides what was left out ("Sesame-Free Hummus"). */
export const DECLARING_PREFIX: Record<Constraint, string | undefined> = {
  ...TITLE_PREFIX,
  Peanuts: 'Peanut-Free',
  'Tree Nuts': 'Nut-Free',
  Fish: 'Fish-Free',
  Shellfish: 'Shellfish-Free',
  Soy: 'Soy-Free',
  Sesame: 'Sesame-Free',
};

/** Prefix order: the broadest first ("Vegan Gluten-Free"). */
export const PREFIX_ORDER: Constraint[] = ['Vegan', 'Vegetarian', 'Keto', 'Paleo', 'Gluten-Free', 'Gluten', 'Wheat', 'Dairy-Free', 'Dairy', 'Eggs', 'Peanuts', 'Tree Nuts', 'Soy', 'Sesame', 'Fish', 'Shellfish', 'Low-Carb', 'Low-Fat', 'Low-Sodium'];
