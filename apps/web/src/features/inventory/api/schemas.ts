import { z } from 'zod/mini';

/*
 * The pantry items as the screen reads them (spec 3 §3, §7). The scan answers and the item's
 * fields come from @sous/contract/inventory; these read only the spec's fields of an item, so extra
 * fields the server adds pass by.
 */

/** One pantry item (spec 3 §3). Unit and category are read as text: an old row is shown, not refused. */
export const inventoryItemSchema = z.object({
  itemId: z.string(),
  itemName: z.string(),
  quantity: z.number(),
  unit: z.string(),
  category: z.string(),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

/** GET /inventory: the items, read from the answer's `items` or the answer itself (spec 3 §7). */
export const inventoryListSchema = z.union([z.array(inventoryItemSchema), z.object({ items: z.array(inventoryItemSchema) })]);
