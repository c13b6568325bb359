import type { GroceryItem, GroceryList } from '@sous/contract/grocery';
import { formatQuantity, normalizeUnit, unitLabel } from '@sous/kitchen/units';

/** An item as the owner's list shows it: with what their pantry holds of it. */
export type ListItem = GroceryList['items'][number]['items'][number];

/** Units read as decimals ("1.5 kg", "250 g"); the rest as a cook reads them ("1 1/2 cups"). */
const DECIMAL_UNITS = new Set(['g', 'kg', 'mg', 'ml', 'l', 'cl', 'dl', 'gram', 'grams', 'kilogram', 'kilograms', 'liter', 'liters', 'litre', 'litres', 'milliliter', 'milliliters']);

/** A quantity as a cook reads it: fractions for cups, spoons and pieces; decimals for metric units. */
export function formatItemQuantity(quantity: number, unit = ''): string {
  if (Number.isInteger(quantity)) return String(quantity);
  if (DECIMAL_UNITS.has(unit.trim().toLowerCase())) return String(Number(quantity.toFixed(2)));
  return formatQuantity(quantity);
}

/**
 * "2 lb", "1 1/2 cups", "3", "pinch" or "" (no amount written). A unit stored as the kitchen's
 * own word takes its plural ("2 cup" reads "2 cups", "5 clove" "5 cloves"); a unit the cook typed
 * stays as typed.
 */
export function amountText(item: Pick<GroceryItem, 'quantity' | 'unit'>): string {
  const quantity = item.quantity === null ? '' : formatItemQuantity(item.quantity, item.unit);
  const written = item.unit.trim();
  const unit = normalizeUnit(written);
  const label = unit !== undefined && unit === written && quantity ? unitLabel(unit, quantity) : written;
  return [quantity, label].filter(Boolean).join(' ');
}

/** Items in shopping order: what is still to buy first, checked ones sunk to the bottom, each group in its own order. */
export function shoppingOrder<T extends Pick<GroceryItem, 'checked'>>(items: readonly T[]): T[] {
  return [...items.filter((item) => !item.checked), ...items.filter((item) => item.checked)];
}

/** How many items a list has, and how many are checked. */
export function countItems(categories: readonly { items: readonly Pick<GroceryItem, 'checked'>[] }[]): { total: number; checked: number } {
  let total = 0;
  let checked = 0;
  for (const category of categories) {
    total += category.items.length;
    checked += category.items.filter((item) => item.checked).length;
  }
  return { total, checked };
}

/** A date as lists show it: "Nov 23, 2026" in the reader's language. */
export function listDate(value: string | Date): string {
  return new Date(value).toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' });
}
