import type { NutritionFacts } from '@sous/contract/recipe';
import { findFoodById } from '../catalog/catalog';
import type { Food } from '../catalog/food-types';
import { nutritionOf, type FoodAmount } from '../composer/labels';
import { measureOf, type Measure } from '../grocery/measures';
import { matchFood } from '../ingredients/match-food';
import { parseIngredientLine } from '../ingredients/parse-line';
import { toGrams, UNITS, type Unit } from '../units';

/** An ingredient line as a recipe holds it. */
export interface NutritionLine {
  quantity: string;
  unit: string;
  name: string;
  foodId?: string;
}

/** What the estimate could read: the nutrition per serving and how many lines it counted. */
export interface LinesNutrition {
  nutritionFacts: NutritionFacts;
  /** Lines whose food and weight the catalog knows; the others count for nothing. */
  counted: number;
  lines: number;
}

const isUnit = (unit: string): unit is Unit => (UNITS as readonly string[]).includes(unit);
const BUTTER_STICK_GRAMS = 113;

/** Grams of a measure of a food, or undefined when the catalog cannot tell. */
function gramsOf(amount: Measure, food: Food): number | undefined {
  if (amount.dimension === 'mass') return amount.grams;
  if (amount.dimension === 'volume') return toGrams(amount.ml, 'ml', food);
  if (amount.unit === 'stick' && food.kind === 'fat') return amount.count * BUTTER_STICK_GRAMS;
  return isUnit(amount.unit) ? toGrams(amount.count, amount.unit, food) : undefined;
}

/** The food and grams of one written line, when the catalog knows both. */
function amountOf(line: NutritionLine): FoodAmount | undefined {
  const parsed = parseIngredientLine([line.quantity, line.unit, line.name].filter((part) => part.trim() !== '').join(' '));
  const food = (line.foodId === undefined ? undefined : findFoodById(line.foodId)) ?? matchFood(parsed.name);
  if (!food || parsed.quantity === null || parsed.quantity <= 0) return undefined;
  // "2 (14.5 oz) cans" is 29 oz of the food.
  const measure = parsed.packageSize ? measureOf(parsed.quantity * parsed.packageSize.quantity, parsed.packageSize.unit) : measureOf(parsed.quantity, parsed.unit);
  const grams = gramsOf(measure, food);
  return grams === undefined || !Number.isFinite(grams) || grams <= 0 ? undefined : { food, grams };
}

/**
 * Nutrition per serving worked out from a recipe's ingredient lines (an imported or hand-written
 * recipe, which declares none), from the catalog's USDA figures. Lines the catalog does not know,
 * or whose amount it cannot weigh ("salt to taste", "1 bunch mystery greens"), count for nothing,
 * so the figures are a floor; `counted` says how much of the recipe they cover.
 */
export function nutritionOfLines(lines: readonly NutritionLine[], servings: number): LinesNutrition {
  const amounts = lines.map(amountOf).filter((amount) => amount !== undefined);
  const { calories, protein, carbs, fat, sodium, fibre, sugar } = nutritionOf(amounts, servings);
  // The contract's caps per serving: a misread "2000 lb" must not make an unsavable recipe.
  const cap = (value: number, max: number) => Math.min(value, max);
  return {
    nutritionFacts: {
      calories: cap(calories, 10_000),
      protein: cap(protein, 1_000),
      carbs: cap(carbs, 1_000),
      fat: cap(fat, 1_000),
      sodium: cap(sodium, 100_000),
      fibre: cap(fibre, 1_000),
      sugar: cap(sugar, 1_000),
    },
    counted: amounts.length,
    lines: lines.length,
  };
}
