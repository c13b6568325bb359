/**
 * Labels computed from what is in the recipe, never declared by the dish: diet and allergen
 * tags, Quick (all the time, waiting included, 30 minutes or less) and Healthy, plus nutrition
 * per serving with sodium from the catalog.
 */
import { DIETARY_RESTRICTIONS, type DietaryRestriction } from '@sous/contract/preferences';
import type { NutritionFacts, RecipeContent } from '@sous/contract/recipe';
import type { Food } from '../catalog/food-types';
import { checkRecipe } from '../checker/check-recipe';
import type { MealType } from '../reader/read-prompt';
import { foodProblem } from './food-rules';

/** Nutrition per serving with sodium (mg), fibre and sugar (g). */
export interface FullNutrition extends NutritionFacts {
  sodium: number;
  fibre: number;
  sugar: number;
}

/** A recipe as the composer returns it: the contract's content plus sodium, fibre and sugar. */
export interface ComposedRecipe extends RecipeContent {
  nutritionFacts: FullNutrition;
}

/** A food and the grams of it in the whole recipe. */
export interface FoodAmount {
  food: Food;
  grams: number;
}

/** Nutrition per serving from the catalog's per-100 g figures. */
export function nutritionOf(amounts: readonly FoodAmount[], servings: number): FullNutrition {
  const sum = { kcal: 0, protein: 0, carbs: 0, fat: 0, sodium: 0, fibre: 0, sugar: 0 };
  for (const { food, grams } of amounts) {
    const per = food.per100g;
    sum.kcal += (per.kcal * grams) / 100;
    sum.protein += (per.protein * grams) / 100;
    sum.carbs += (per.carbs * grams) / 100;
    sum.fat += (per.fat * grams) / 100;
    sum.sodium += (per.sodium * grams) / 100;
    sum.fibre += (per.fibre * grams) / 100;
    sum.sugar += (per.sugar * grams) / 100;
  }
  const each = (value: number) => Math.max(0, Math.round(value / Math.max(1, servings)));
  return {
    calories: each(sum.kcal),
    protein: each(sum.protein),
    carbs: each(sum.carbs),
    fat: each(sum.fat),
    sodium: each(sum.sodium),
    fibre: each(sum.fibre),
    sugar: each(sum.sugar),
  };
}

/** Tags shown for diets, broadest first; narrower ones are implied and left out. */
const DIET_TAG_ORDER: DietaryRestriction[] = ['Vegan', 'Vegetarian', 'Pescatarian', 'Gluten-Free', 'Dairy-Free', 'Keto', 'Paleo', 'Low-Carb', 'Low-Fat', 'Low-Sodium'];
const IMPLIED: Partial<Record<DietaryRestriction, DietaryRestriction[]>> = {
  Vegan: ['Vegetarian', 'Pescatarian', 'Dairy-Free'],
  Vegetarian: ['Pescatarian'],
  Keto: ['Low-Carb'],
};

const MEAL_TAG: Record<MealType, string> = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', dessert: 'Dessert', snack: 'Snack' };

/** Whether the recipe keeps a diet: every food passes, the checker agrees, and for low-sodium the numbers do. */
export function keepsDiet(recipe: ComposedRecipe, foods: readonly Food[], diet: DietaryRestriction): boolean {
  if (foods.some((f) => foodProblem(f, { allergies: [], dietaryRestrictions: [diet] }, []))) return false;
  if (diet === 'Low-Sodium' && recipe.nutritionFacts.sodium > 600) return false;
  return checkRecipe(recipe, { allergies: [], dietaryRestrictions: [diet] }).length === 0;
}

/** Healthy: a moderate plate with little saturated richness, salt or sugar, and some fibre. */
export function isHealthy(n: FullNutrition): boolean {
  return n.calories > 0 && n.calories <= 650 && (n.fat * 9) / n.calories <= 0.35 && n.sodium <= 800 && n.sugar <= 20 && n.fibre >= 3;
}

/** The recipe's tags, computed from its foods, times and nutrition. */
export function labelsFor(recipe: ComposedRecipe, about: { foods: readonly Food[]; meals: readonly MealType[]; totalMinutes: number }): string[] {
  const tags: string[] = [];
  const meal = about.meals[0];
  if (meal) tags.push(MEAL_TAG[meal]);
  tags.push(recipe.cuisine);
  // One checker pass over every diet: the rules it reports say which diets the recipe breaks.
  const broken = new Set(checkRecipe(recipe, { allergies: [], dietaryRestrictions: DIETARY_RESTRICTIONS }).map((v) => v.rule.split(':')[1]));
  const kept = new Set(
    DIETARY_RESTRICTIONS.filter(
      (d) => !broken.has(d) && !about.foods.some((f) => foodProblem(f, { allergies: [], dietaryRestrictions: [d] }, [])) && (d !== 'Low-Sodium' || recipe.nutritionFacts.sodium <= 600),
    ),
  );
  for (const diet of DIET_TAG_ORDER) {
    if (!kept.has(diet)) continue;
    if ([...kept].some((broader) => IMPLIED[broader]?.includes(diet))) continue;
    tags.push(diet);
  }
  if (about.totalMinutes <= 30) tags.push('Quick');
  if (isHealthy(recipe.nutritionFacts)) tags.push('Healthy');
  return [...new Set(tags)];
}
