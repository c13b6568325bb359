import type { CreateInventoryItemBody } from '@sous/contract/inventory';
import { api } from '../../../lib/api-client';
import { useInventoryEdit } from '../hooks/use-inventory-edit';
import { inventoryStrings as s } from '../strings';
import { inventoryItemSchema, type InventoryItem } from './schemas';

/** `POST /api/inventory` with the item's fields; answers the stored item. */
export async function addInventoryItem(fields: CreateInventoryItemBody): Promise<InventoryItem> {
  return inventoryItemSchema.parse(await api.post('/inventory', fields));
}

let counter = 0;
/** A temporary id for an item the server has not stored yet (spec 3 §4). */
export const temporaryItemId = () => `temp-${String(Date.now())}-${String(++counter)}`;
/** Whether the item is still waiting for its real id. */
export const isTemporary = (item: InventoryItem) => item.itemId.startsWith('temp-');

/** Adds an item at once under a temporary id; the server's item replaces it, a failure removes it. */
export function useAddInventoryItem() {
  return useInventoryEdit<{ tempId: string; fields: CreateInventoryItemBody }, InventoryItem>({
    call: ({ fields }) => addInventoryItem(fields),
    apply: (items, { tempId, fields }) => [...items, { itemId: tempId, ...fields }],
    undo: (items, { tempId }) => items.filter((item) => item.itemId !== tempId),
    saved: (items, { tempId }, stored) => items.map((item) => (item.itemId === tempId ? stored : item)),
    failed: s.addFailed,
  });
}
