/**
 * The Browse page's filters a recipe answers to, decided from its food: diets by the same rules
 * the composer's labels use (every food and the checker agree, plus the numbers for keto and
 * low-carb), meals from the dish, and Quick, Healthy, High-Protein and Budget-Friendly by the
 * thresholds written below.
 */
import { BROWSE_CUISINES, BROWSE_TAGS } from '@sous/contract/preferences';
import type { DietFlag, Food } from '../catalog/food-types';
import { isHealthy, keepsDiet, type ComposedRecipe } from '../composer/labels';
import type { MealType } from '../reader/read-prompt';

/** What the tags are decided from: the recipe as made, the foods in it, the dish's meals and its whole time. */
export interface BrowseFacts {
  recipe: ComposedRecipe;
  foods: readonly Food[];
  meals: readonly MealType[];
  /** Prep, cooking and waiting, in minutes. */
  totalMinutes: number;
}

export type BrowseTag = (typeof BROWSE_TAGS)[number];
export type BrowseCuisine = (typeof BROWSE_CUISINES)[number];

const DIET_TAGS = ['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free', 'Keto', 'Low-Carb'] as const;

const MEAL_TAGS: Partial<Record<MealType, BrowseTag>> = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', dessert: 'Dessert' };

/** Quick: everything, waiting included, in half an hour (as the composer's own Quick label). */
export const QUICK_MINUTES = 30;

/**
 * High-Protein: at least 25 g of protein a serving (half the usual 50 g daily value), and at least
 * a fifth of the calories from protein, so a large rich plate does not pass on size alone.
 */
export const HIGH_PROTEIN = { grams: 25, shareOfCalories: 0.2 } as const;

/**
 * Budget-Friendly, without prices to go on: the plate rests on cheap staples. Every protein food is
 * a plant one (beans, lentils, tofu), an egg, or one of the inexpensive cuts below; nothing else
 * from the meat, fish and seafood counter; and none of the splurges below, which cost several
 * times the staple they stand beside (pine nuts, saffron, mascarpone, aged alpine cheese).
 * Milk, butter and everyday cheeses count as staples.
 */
const CHEAP_ANIMAL_PROTEINS = new Set([
  'chicken-thigh',
  'chicken-drumstick',
  'chicken-breast',
  'pork-shoulder',
  'ground-chicken',
  'ground-turkey',
  'ground-pork',
  'ground-beef',
  'chicken-liver',
  'canned-tuna',
  'sardine',
  'hot-dog',
  'spam',
]);
const SPLURGES = new Set(['pine-nuts', 'macadamia-nuts', 'pistachios', 'saffron', 'mascarpone', 'gruyere', 'brie']);
const COUNTER_FLAGS: readonly DietFlag[] = ['meat', 'poultry', 'fish', 'shellfish'];
const fromTheCounter = (f: Food) => f.kind === 'protein' && f.flags.some((flag) => COUNTER_FLAGS.includes(flag));

export function isBudgetFriendly(foods: readonly Food[]): boolean {
  return foods.every((f) => !SPLURGES.has(f.id) && (!fromTheCounter(f) || CHEAP_ANIMAL_PROTEINS.has(f.id)));
}

export function isHighProtein(n: ComposedRecipe['nutritionFacts']): boolean {
  return n.protein >= HIGH_PROTEIN.grams && n.calories > 0 && (n.protein * 4) / n.calories >= HIGH_PROTEIN.shareOfCalories;
}

/** The browse tags a recipe earns, in BROWSE_TAGS order. */
export function browseTagsOf(facts: BrowseFacts): BrowseTag[] {
  const { recipe, foods, meals, totalMinutes } = facts;
  const earned = new Set<BrowseTag>();
  for (const diet of DIET_TAGS) if (keepsDiet(recipe, foods, diet)) earned.add(diet);
  for (const meal of meals) {
    const tag = MEAL_TAGS[meal];
    if (tag) earned.add(tag);
  }
  if (totalMinutes <= QUICK_MINUTES) earned.add('Quick');
  // Healthy is the composer's own label: at most 650 kcal, 35% of them from fat, 800 mg sodium and
  // 20 g sugar a serving, and at least 3 g fibre.
  if (isHealthy(recipe.nutritionFacts)) earned.add('Healthy');
  if (isHighProtein(recipe.nutritionFacts)) earned.add('High-Protein');
  if (isBudgetFriendly(foods)) earned.add('Budget-Friendly');
  return BROWSE_TAGS.filter((t) => earned.has(t));
}

/**
 * The Browse cuisine filters a recipe of this preference cuisine appears under: its own name
 * when it is one, Asian for the East and Southeast Asian kitchens, Mediterranean for the Greek,
 * Spanish and Middle Eastern ones. Caribbean dishes (and cuisines outside the lists) appear under
 * none: no filter is theirs (jerk chicken is not Mexican) and Browse has no "Other"; every tag
 * still finds them.
 */
const ALSO_UNDER: Readonly<Record<string, readonly BrowseCuisine[]>> = {
  Chinese: ['Asian'],
  Japanese: ['Asian'],
  Thai: ['Asian'],
  Korean: ['Asian'],
  Vietnamese: ['Asian'],
  Greek: ['Mediterranean'],
  Spanish: ['Mediterranean'],
  'Middle Eastern': ['Mediterranean'],
};

export function browseCuisinesOf(cuisine: string): BrowseCuisine[] {
  const also = ALSO_UNDER[cuisine] ?? [];
  return BROWSE_CUISINES.filter((c) => c === cuisine || also.includes(c));
}
