import { GROCERY, STORE_AISLES, type StoreAisle } from '@sous/contract/grocery';
import type { Food, StoreSection } from '../catalog/food-types';

/** The catalog's finer sections folded into the aisles a premium list walks. */
const AISLE_OF_SECTION: Record<StoreSection, StoreAisle> = {
  Produce: 'Produce',
  'Meat & Seafood': 'Meat & Seafood',
  'Dairy & Eggs': 'Dairy & Eggs',
  Bakery: 'Bakery',
  Pantry: 'Pantry',
  'Spices & Seasonings': 'Spices & Seasonings',
  Frozen: 'Frozen',
  Beverages: 'Beverages',
  International: 'Pantry',
  'Condiments & Sauces': 'Pantry',
  Baking: 'Pantry',
  'Canned Goods': 'Pantry',
  'Grains & Pasta': 'Pantry',
  'Nuts & Seeds': 'Pantry',
  'Oils & Vinegars': 'Pantry',
};

/** The aisle a food is found in; a food the catalog does not know goes to Other. */
export const aisleOf = (food: Food | undefined): StoreAisle => (food ? AISLE_OF_SECTION[food.section] : 'Other');

/** Groups items under their aisle in walking order (premium), or all under one heading (free). */
export function groupByAisle<T extends { aisle: StoreAisle }>(items: readonly T[], bySection: boolean): { name: string; items: T[] }[] {
  if (!bySection) return items.length === 0 ? [] : [{ name: GROCERY.simpleSection, items: [...items] }];
  return STORE_AISLES.map((aisle) => ({ name: aisle, items: items.filter((item) => item.aisle === aisle) })).filter((group) => group.items.length > 0);
}
