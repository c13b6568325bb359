import type { Allergen, DietaryRestriction } from '@sous/contract/preferences';
import type { DietFlag, Food } from '../catalog/food-types';
import { foodAllergen } from '../checker/allergen-words';
import { foodNameViolations, type Constraints } from '../checker/check-recipe';
import type { Constraint } from '../dishes/dish-types';
import { KEEPING } from './constraint-words';

/** Catalog diet flags each restriction rules out (beside the lexicon's reading of the name). */
const DIET_FLAGS: Record<DietaryRestriction, DietFlag[]> = {
  Vegetarian: ['meat', 'poultry', 'fish', 'shellfish', 'gelatin'],
  Vegan: ['animal', 'meat', 'poultry', 'fish', 'shellfish', 'dairy', 'egg', 'honey', 'gelatin'],
  Pescatarian: ['meat', 'poultry', 'gelatin'],
  Paleo: ['grain', 'legume', 'refinedSugar', 'seedOil', 'potato', 'processed'],
  Keto: ['grain', 'legume', 'potato', 'refinedSugar', 'fruitSugar'],
  'Low-Carb': ['grain', 'potato', 'refinedSugar'],
  'Low-Fat': [],
  'Low-Sodium': ['highSodium'],
  'Gluten-Free': [],
  'Dairy-Free': [],
};

const DIET_ALLERGENS: Partial<Record<DietaryRestriction, Allergen[]>> = {
  'Gluten-Free': ['Gluten', 'Wheat'],
  'Dairy-Free': ['Dairy'],
  Paleo: ['Dairy', 'Peanuts', 'Soy'],
  Vegan: ['Dairy', 'Eggs', 'Fish', 'Shellfish'],
};

/** Words for why a food was swapped, from the rule it broke: "shellfish-free", "vegan", "free of kiwi". */
export function keepingPhrase(rule: string): string {
  const [kind, what = ''] = rule.split(':');
  if (kind === 'other-allergy' || kind === 'excluded') return `free of ${what}`;
  return what in KEEPING ? KEEPING[what as Constraint] : what.toLowerCase();
}

/**
 * Why a food may not go into this cook's dish (the rule it breaks), or undefined when it may.
 * Reads both the catalog (allergens, diet flags) and the lexicon (names, hidden forms, other
 * allergies), so either source catches what the other misses.
 */
export function foodProblem(food: Food, constraints: Constraints, excluded: readonly Food[]): string | undefined {
  if (excluded.includes(food)) return `excluded:${food.name}`;
  // The answer depends only on the food and the constraints: remember it (the catalog is fixed).
  const key = `${food.id}|${constraints.allergies.join(',')}|${constraints.dietaryRestrictions.join(',')}|${constraints.otherAllergies ?? ''}|${(constraints.excludedTerms ?? []).join(',')}|${(constraints.avoidAsSubstitute ?? []).join(',')}|${(constraints.requestedTerms ?? []).join(',')}`;
  if (MEMO.has(key)) return MEMO.get(key);
  const answer = computeProblem(food, constraints);
  if (MEMO.size > 50_000) MEMO.clear();
  MEMO.set(key, answer);
  return answer;
}

const MEMO = new Map<string, string | undefined>();

function computeProblem(food: Food, constraints: Constraints): string | undefined {
  const allergen = foodAllergen(food, constraints.allergies);
  if (allergen) return `allergy:${allergen}`;
  for (const diet of constraints.dietaryRestrictions) {
    if (DIET_FLAGS[diet].some((flag) => food.flags.includes(flag))) return `diet:${diet}`;
    if (diet === 'Paleo' && food.flags.includes('dairy') && food.id !== 'ghee') return 'diet:Paleo';
    if (DIET_ALLERGENS[diet]?.some((a) => food.allergens.includes(a))) return `diet:${diet}`;
  }
  // The catalog's flags first; the lexicon reads the name (hidden forms, other allergies, ruled-out words).
  return foodNameViolations(food.name, constraints)[0]?.rule;
}
