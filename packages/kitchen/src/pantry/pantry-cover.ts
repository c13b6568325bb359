/**
 * What the pantry holds of a grocery item, and whether that is enough. A grocery list keeps the
 * item either way (the shopper decides); it only learns what is already in the kitchen.
 */
import type { InventoryUnit } from '@sous/contract/inventory';
import { findFoodById } from '../catalog/catalog';
import type { Food } from '../catalog/food-types';
import { measureOf, type Measure } from '../grocery/measures';
import { foodKeyOf, sameFoodKey } from '../receipt/quantities';
import { normalizeUnit, toGrams } from '../units';

/** A pantry item as the cover reads it. */
export interface PantryHolding {
  name: string;
  foodId?: string | undefined;
  quantity: number;
  unit: InventoryUnit;
}

/** A grocery item as the cover reads it: `quantity` null for "to taste" and unmeasured items. */
export interface GroceryNeed {
  name: string;
  foodId?: string | undefined;
  quantity: number | null;
  unit: string;
}

/** The pantry's amount of the item (its first matching item), and whether the pantry covers the need. */
export interface PantryCover {
  quantity: number;
  unit: InventoryUnit;
  covers: boolean;
}

/** A measure in one unit of account: grams when the food's weight is known, else its own dimension. */
function measureFor(quantity: number, unit: string, food: Food | undefined): Measure {
  // The pantry counts whole things in pcs; a recipe counts them with no unit ("3 onions").
  const written = unit === 'pcs' || normalizeUnit(unit) === 'piece' ? '' : unit;
  const measure = measureOf(quantity, written);
  if (measure.dimension === 'mass' || !food) return measure;
  const recipeUnit = measure.dimension === 'volume' ? 'ml' : normalizeUnit(measure.unit);
  const amount = measure.dimension === 'volume' ? measure.ml : measure.count;
  const grams = recipeUnit === undefined ? undefined : toGrams(amount, recipeUnit, food);
  return grams === undefined ? measure : { dimension: 'mass', grams };
}

/** The same quantity of account, or undefined when the two measures cannot be compared. */
function sizeIn(measure: Measure, like: Measure): number | undefined {
  if (measure.dimension === 'mass' && like.dimension === 'mass') return measure.grams;
  if (measure.dimension === 'volume' && like.dimension === 'volume') return measure.ml;
  if (measure.dimension === 'count' && like.dimension === 'count' && measure.unit === like.unit) return measure.count;
  return undefined;
}

const SLACK = 1e-6;

/**
 * What the pantry holds of a grocery item, or undefined when it holds none of that food, for each
 * item of a list (the pantry's foods are worked out once). It covers the need when the amounts
 * compare and the pantry's is enough, when the need has no amount ("salt to taste"), or when the
 * amounts cannot be compared (2 heads of garlic against "4 cloves" of a food without a weight):
 * the cook has the food, and the list shows how much.
 */
export function pantryCovers(pantry: readonly PantryHolding[]): (need: GroceryNeed) => PantryCover | undefined {
  const keyed = pantry.map((holding) => ({ holding, key: foodKeyOf(holding) }));
  return (need) => {
    const key = foodKeyOf(need);
    const held = keyed.filter((entry) => sameFoodKey(entry.key, key)).map((entry) => entry.holding);
    const first = held[0];
    if (!first) return undefined;
    const shown = { quantity: first.quantity, unit: first.unit };
    if (need.quantity === null) return { ...shown, covers: true };
    const food = key.foodId === undefined ? undefined : findFoodById(key.foodId);
    const wanted = measureFor(need.quantity, need.unit, food);
    let have = 0;
    let compared = false;
    for (const holding of held) {
      const size = sizeIn(measureFor(holding.quantity, holding.unit, food), wanted);
      if (size === undefined) continue;
      have += size;
      compared = true;
    }
    const needed = sizeIn(wanted, wanted) ?? 0;
    return { ...shown, covers: !compared || have + SLACK >= needed };
  };
}
