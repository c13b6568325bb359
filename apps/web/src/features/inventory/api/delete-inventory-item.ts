import { api } from '../../../lib/api-client';
import { useInventoryEdit } from '../hooks/use-inventory-edit';
import { inventoryStrings as s } from '../strings';
import type { InventoryItem } from './schemas';

/** `DELETE /api/inventory/{itemId}`. */
export async function deleteInventoryItem(itemId: string): Promise<void> {
  await api.delete(`/inventory/${encodeURIComponent(itemId)}`);
}

/** Removes an item at once; a failure puts it back where it was. */
export function useDeleteInventoryItem() {
  return useInventoryEdit<InventoryItem, unknown>({
    call: (item) => deleteInventoryItem(item.itemId),
    apply: (items, item) => items.filter((each) => each.itemId !== item.itemId),
    undo: (items, item, before) => {
      if (items.some((each) => each.itemId === item.itemId)) return items;
      const at = before.findIndex((each) => each.itemId === item.itemId);
      const next = [...items];
      next.splice(at < 0 ? next.length : Math.min(at, next.length), 0, item);
      return next;
    },
    failed: s.deleteFailed,
  });
}
