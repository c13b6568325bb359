/**
 * A checked-off grocery item as the pantry keeps it: the inventory's units (spec 3 §3) and
 * categories, the catalog food when there is one.
 */
import { INVENTORY, type InventoryCategory, type InventoryUnit } from '@sous/contract/inventory';
import { findFoodById } from '../catalog/catalog';
import { measureOf } from '../grocery/measures';
import { matchFood } from '../ingredients/match-food';
import { inventoryCategoryOf } from '../receipt/inventory-category';
import { roundQuantity, toInventoryAmount } from '../receipt/quantities';
import { normalizeUnit, toGrams } from '../units';
import type { GroceryNeed } from './pantry-cover';

export interface BoughtItem {
  name: string;
  quantity: number;
  unit: InventoryUnit;
  category: InventoryCategory;
  foodId?: string;
}

/**
 * The pantry item a bought grocery item becomes. An amount in a pantry unit keeps it ("1 lb" of
 * beef); a count of the food itself is pieces ("3 onions"); a count of something else is weighed
 * when the catalog knows the food's weight ("4 cloves" of garlic is 12 g) and is otherwise that
 * many pieces ("2 cans"). An item without an amount is one piece.
 */
export function boughtItem(item: GroceryNeed): BoughtItem {
  const food = (item.foodId === undefined ? undefined : findFoodById(item.foodId)) ?? matchFood(item.name);
  // A grocery name may run to 120 characters, a pantry name to 80.
  const base = { name: item.name.trim().slice(0, INVENTORY.itemNameMax).trim(), category: inventoryCategoryOf(food), ...(food ? { foodId: food.id } : {}) };
  const quantity = item.quantity;
  if (quantity === null || !(quantity > 0)) return { ...base, quantity: 1, unit: 'pcs' };
  const amount = toInventoryAmount(quantity, item.unit);
  if (amount) return { ...base, ...amount };
  const measure = measureOf(quantity, item.unit);
  // "3" onions and "1 dozen" eggs are counts of the food itself.
  if (measure.dimension === 'count' && (measure.unit === '' || measure.unit === 'piece')) return { ...base, quantity: roundQuantity(measure.count, 'pcs'), unit: 'pcs' };
  const unit = normalizeUnit(item.unit);
  const grams = food && unit !== undefined ? toGrams(quantity, unit, food) : undefined;
  if (grams !== undefined) return { ...base, quantity: roundQuantity(grams, 'g'), unit: 'g' };
  return { ...base, quantity: roundQuantity(quantity, 'pcs'), unit: 'pcs' };
}
