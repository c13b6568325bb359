import { INVENTORY_CATEGORIES } from '@sous/contract/inventory';
import type { InventoryItem } from './api/schemas';

/** 'grains & bread' → 'Grains & Bread' (spec 3 §2: the category name title-cased). */
export function titleCase(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/(^|[\s\-/(])(\p{L})/gu, (_match, before: string, letter: string) => before + letter.toUpperCase());
}

/** An amount as a cook reads it: '1.5 kg', '2 pcs' (at most two decimals). */
export function amountText(item: Pick<InventoryItem, 'quantity' | 'unit'>): string {
  const quantity = Number.isInteger(item.quantity) ? String(item.quantity) : String(Math.round(item.quantity * 100) / 100);
  return item.unit ? `${quantity} ${item.unit}` : quantity;
}

/** One section of the screen. */
export interface CategoryGroup {
  name: string;
  items: InventoryItem[];
}

/**
 * Items grouped by category, title-cased (spec 3 §2): the spec's categories in their order, any
 * other category the server sends after them in alphabetical order; items by name within each.
 */
export function groupByCategory(items: readonly InventoryItem[]): CategoryGroup[] {
  const groups = new Map<string, InventoryItem[]>();
  for (const item of items) {
    const name = titleCase(item.category) || titleCase('Other');
    const group = groups.get(name);
    if (group) group.push(item);
    else groups.set(name, [item]);
  }
  const order = INVENTORY_CATEGORIES.map((category) => titleCase(category));
  const rank = (name: string) => {
    const at = order.indexOf(name);
    return at < 0 ? order.length : at;
  };
  return [...groups.entries()]
    .map(([name, list]) => ({ name, items: list.sort((a, b) => a.itemName.localeCompare(b.itemName, undefined, { sensitivity: 'base' })) }))
    .sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
}
