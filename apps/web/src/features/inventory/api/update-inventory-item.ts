import type { CreateInventoryItemBody } from '@sous/contract/inventory';
import { api } from '../../../lib/api-client';
import { useInventoryEdit } from '../hooks/use-inventory-edit';
import { inventoryStrings as s } from '../strings';
import type { InventoryItem } from './schemas';

/** `PUT /api/inventory/{itemId}` with the item's fields. */
export async function updateInventoryItem(itemId: string, fields: CreateInventoryItemBody): Promise<void> {
  await api.put(`/inventory/${encodeURIComponent(itemId)}`, fields);
}

/** Changes an item at once; a failure puts the item back as it was. */
export function useUpdateInventoryItem() {
  return useInventoryEdit<{ item: InventoryItem; fields: CreateInventoryItemBody }, unknown>({
    call: ({ item, fields }) => updateInventoryItem(item.itemId, fields),
    apply: (items, { item, fields }) => items.map((each) => (each.itemId === item.itemId ? { ...each, ...fields } : each)),
    undo: (items, { item }) => items.map((each) => (each.itemId === item.itemId ? item : each)),
    failed: s.updateFailed,
  });
}
