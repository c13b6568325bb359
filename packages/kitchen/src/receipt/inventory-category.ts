/**
 * The pantry category of a catalog food: the inventory's five categories (spec 3 §3) are coarser
 * than the catalog's store sections and the grocery aisles (../grocery/aisles.ts), so this is the
 * one place that folds a food into them. The receipt parser uses it, and so can anything else that
 * puts a catalog food in the pantry (a checked-off grocery item).
 */
import type { InventoryCategory } from '@sous/contract/inventory';
import type { Food } from '../catalog/food-types';

/** Flours and meals the catalog files under Baking: they sit with the grains in a pantry. */
const FLOUR_IDS: ReadonlySet<string> = new Set(['semolina', 'almond-flour']);
/** Snacks made of grain: they sit with the snacks. */
const SNACK_IDS: ReadonlySet<string> = new Set(['tortilla-chips']);

/**
 * Produce: the produce section (fresh herbs included). Dairy: dairy and eggs, and milk or cheese
 * kept elsewhere (evaporated milk, ice cream). Grains & Bread: breads, grains, pasta, noodles,
 * cereals and flours (not potatoes, which are produce, nor tortilla chips, a snack). Spices &
 * Seasonings: the spice rack (salt, pepper, dried herbs, bay leaves, seasoning blends). Everything
 * else (meat, fish, tins, oils, sauces, nuts, sweeteners, drinks, frozen vegetables) is Other.
 */
export function inventoryCategoryOf(food: Food | undefined): InventoryCategory {
  if (!food) return 'Other';
  if (food.section === 'Produce') return 'Produce';
  if (food.section === 'Dairy & Eggs' || food.kind === 'dairy' || food.kind === 'cheese') return 'Dairy';
  if (food.section === 'Spices & Seasonings') return 'Spices & Seasonings';
  if (SNACK_IDS.has(food.id)) return 'Other';
  if (food.kind === 'bread' || food.kind === 'starch' || food.id.endsWith('-flour') || FLOUR_IDS.has(food.id)) return 'Grains & Bread';
  return 'Other';
}
