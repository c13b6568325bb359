import type { GroceryList, GroceryListSummary, SharedGroceryList } from '@sous/contract/grocery';
import { pantryCovers, type PantryHolding } from '@sous/kitchen/pantry/pantry-cover';
import type { StoredGroceryList } from './grocery-lists.repository';

/** The owner's list; with their pantry, each item says what the pantry holds of it (null: none). */
export function presentGroceryList(list: StoredGroceryList, pantry?: readonly PantryHolding[]): GroceryList {
  const coverOf = pantry && pantryCovers(pantry);
  const items = coverOf
    ? list.categories.map((category) => ({ ...category, items: category.items.map((item) => ({ ...item, pantry: coverOf(item) ?? null })) }))
    : list.categories;
  return {
    listId: list.id,
    name: list.name,
    createdAt: list.createdAt,
    updatedAt: list.updatedAt,
    recipes: list.recipes,
    items,
    bySection: list.bySection,
    shareToken: list.shareToken,
  };
}

export function presentGroceryListSummary(list: StoredGroceryList): GroceryListSummary {
  const items = list.categories.flatMap((category) => category.items);
  return {
    listId: list.id,
    name: list.name,
    createdAt: list.createdAt,
    updatedAt: list.updatedAt,
    recipes: list.recipes,
    itemCount: items.length,
    checkedCount: items.filter((item) => item.checked).length,
  };
}

/** What the read-only link shows: the list itself, not whose it is or how to change it. */
export function presentSharedGroceryList(list: StoredGroceryList): SharedGroceryList {
  return { name: list.name, updatedAt: list.updatedAt, recipes: list.recipes, items: list.categories, bySection: list.bySection };
}
