import { z } from 'zod/mini';

/*
 * The answers of the inventory calls as the screen reads them (spec 3 §3, §7). The server's zod
 * schemas in @sous/contract/inventory were not there yet when the screen was written; these read
 * only the spec's fields, so extra fields the server adds pass by.
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

/** What POST and PUT send: the item's fields without its id. */
export type InventoryFields = Omit<InventoryItem, 'itemId'>;

/** POST /inventory/scans/presign (spec 3 §3): where the photo goes, with form fields for a POST upload. */
export const scanPresignSchema = z.object({
  uploadUrl: z.string(),
  fields: z.optional(z.nullable(z.record(z.string(), z.string()))),
  scanId: z.string(),
});
export type ScanPresign = z.infer<typeof scanPresignSchema>;

/** GET /inventory/scans/{scanId} (spec 3 §3). Status values besides completed and failed keep the poll going. */
export const scanResultSchema = z.object({
  scanId: z.optional(z.string()),
  status: z.string(),
  itemsCount: z.optional(z.nullable(z.number())),
  error: z.optional(z.nullable(z.string())),
});
export type ScanResult = z.infer<typeof scanResultSchema>;
