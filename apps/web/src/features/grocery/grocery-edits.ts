import type { GroceryItem, GroceryList, UpdateGroceryListBody } from '@sous/contract/grocery';

/**
 * The changes a cook makes to a list, as pure functions of the list. Each is absolute ("set Milk
 * checked", not "toggle Milk"), so replaying the ones still waiting on top of a rolled-back copy
 * gives what the cook last chose.
 */
export type GroceryEdit = (list: GroceryList) => GroceryList;

/** What an item dialog gives back. */
export interface ItemFields {
  name: string;
  quantity: number | null;
  unit: string;
}

const NEW_ITEM = 'new-';
let counter = 0;

/** A stand-in id for an item the server has not seen yet; the server gives it a real one (sent without an id). */
export const newItemId = (): string => `${NEW_ITEM}${Date.now().toString(36)}-${String((counter += 1))}`;
/** Whether an item was added on this screen and has no id from the server yet. */
export const isNewItemId = (id: string) => id.startsWith(NEW_ITEM);

const mapItems = (list: GroceryList, change: (item: GroceryItem) => GroceryItem): GroceryList => ({
  ...list,
  items: list.items.map((category) => ({ ...category, items: category.items.map(change) })),
});

export const setItemChecked =
  (itemId: string, checked: boolean): GroceryEdit =>
  (list) =>
    mapItems(list, (item) => (item.id === itemId ? { ...item, checked } : item));

export const renameList =
  (name: string): GroceryEdit =>
  (list) => ({ ...list, name });

export const addCategory =
  (name: string): GroceryEdit =>
  (list) => ({ ...list, items: [...list.items, { name, items: [] }] });

/** Adds an item at the end of a category, making the category when the list has none of that name. */
export const addItem =
  (categoryName: string, fields: ItemFields, id: string = newItemId()): GroceryEdit =>
  (list) => {
    const item: GroceryItem = { id, ...fields, checked: false };
    if (!list.items.some((category) => category.name === categoryName)) return { ...list, items: [...list.items, { name: categoryName, items: [item] }] };
    return { ...list, items: list.items.map((category) => (category.name === categoryName ? { ...category, items: [...category.items, item] } : category)) };
  };

export const deleteItem =
  (itemId: string): GroceryEdit =>
  (list) => ({ ...list, items: list.items.map((category) => ({ ...category, items: category.items.filter((item) => item.id !== itemId) })) });

/**
 * Changes an item's name, amount and unit. A new category moves it to the end of that one; an
 * edited item loses its purchase suggestion and food (they described the old amount).
 */
export const updateItem =
  (itemId: string, fields: ItemFields, categoryName?: string): GroceryEdit =>
  (list) => {
    const current = list.items.flatMap((category) => category.items.map((item) => ({ category: category.name, item }))).find(({ item }) => item.id === itemId);
    if (!current) return list;
    const { suggestion: _suggestion, foodId: _foodId, ...kept } = current.item;
    const same = kept.name === fields.name && kept.quantity === fields.quantity && kept.unit === fields.unit;
    const updated: GroceryItem = same ? current.item : { ...kept, ...fields };
    if (categoryName === undefined || categoryName === current.category) return mapItems(list, (item) => (item.id === itemId ? updated : item));
    const without = deleteItem(itemId)(list);
    if (!without.items.some((category) => category.name === categoryName)) return { ...without, items: [...without.items, { name: categoryName, items: [updated] }] };
    return { ...without, items: without.items.map((category) => (category.name === categoryName ? { ...category, items: [...category.items, updated] } : category)) };
  };

/** The whole list as `PUT /api/grocery-lists/{id}` takes it; items made here go without an id. */
export function toUpdateBody(list: GroceryList): UpdateGroceryListBody {
  return {
    name: list.name,
    items: list.items.map((category) => ({
      name: category.name,
      items: category.items.map(({ id, ...item }) => (isNewItemId(id) ? item : { id, ...item })),
    })),
  };
}
