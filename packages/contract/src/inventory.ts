/**
 * The pantry inventory's option lists, limits and texts (spec 3 §2, §3, §5, §8, §9), shared by the
 * server's inventory module, the web screen and the receipt parser in @sous/kitchen, so a unit or
 * category is spelled in one place.
 */

import { z } from 'zod/mini';

/** The units an inventory item may carry (spec 3 §3), in the order the form lists them. */
export const INVENTORY_UNITS = ['g', 'kg', 'oz', 'lb', 'ml', 'l', 'cup', 'tbsp', 'tsp', 'pcs'] as const;
export type InventoryUnit = (typeof INVENTORY_UNITS)[number];

/** The categories the screen groups items under (spec 3 §3), in the order it shows them. */
export const INVENTORY_CATEGORIES = ['Produce', 'Dairy', 'Grains & Bread', 'Spices & Seasonings', 'Other'] as const;
export type InventoryCategory = (typeof INVENTORY_CATEGORIES)[number];

/** Inventory limits and defaults: the spec's constants (spec 3 §3, §5, §9). */
export const INVENTORY = {
  itemNameMin: 1,
  itemNameMax: 80,
  /** A new item's defaults; the name starts empty and must be filled. */
  defaultQuantity: 1,
  defaultUnit: 'pcs',
  defaultCategory: 'Other',
  /** Scan photo: JPEG or PNG, at most 10 MB, fitted within 1920 by 1080 at quality 0.8 before upload. */
  scanMaxBytes: 10 * 1024 * 1024,
  scanResizeMaxWidth: 1920,
  scanResizeMaxHeight: 1080,
  scanResizeQuality: 0.8,
  scanPollIntervalMs: 3000,
} as const satisfies {
  defaultUnit: InventoryUnit;
  defaultCategory: InventoryCategory;
  [key: string]: unknown;
};

/** JPEG or PNG (spec 3 §5: image/jpg is what some browsers call JPEG). */
export const INVENTORY_SCAN_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png'] as const;

/** The inventory texts of the spec (spec 3 §2, §4, §5, §8). */
export const INVENTORY_MESSAGES = {
  title: 'Inventory',
  scanButton: '📷 Scan Items',
  addButton: '+ Add Item',
  empty: 'No pantry items yet – add your first!',
  loading: 'Loading…',
  noAccount: 'No account found. Please check your account settings.',
  deleteConfirm: 'Delete this item?',
  addTitle: 'Add Item',
  editTitle: 'Edit Item',
  scanTitle: 'Scan Inventory Item',
  scanBlurb: 'Upload a photo of your grocery receipt, pantry, or fridge to automatically add items to your inventory!',
  scanPicker: 'Upload inventory photo',
  scanSubmit: 'Scan Item',
  scanning: 'Scanning your inventory item',
  scanAdded: (count: number) => `Successfully added ${count} items to your inventory!`,
  scanFailed: 'Failed to process the image. Please try again.',
  presignFailed: 'Failed to generate upload URL',
  scanStatusFailed: 'Failed to check scan status',
  uploadFailedStatus: (code: number) => `Upload failed with status: ${code}`,
  uploadNetworkError: 'Upload failed due to network error',
  uploadAborted: 'Upload was aborted',
  resizeFailed: 'Failed to resize image',
  loadImageFailed: 'Failed to load image',
  invalidType: (name: string) => `File "${name}" is not a valid image type. Please select JPEG or PNG files.`,
  tooLarge: (name: string) => `File "${name}" exceeds the maximum size of 10MB.`,
  uploadInvalidType: 'Please select a JPEG or PNG image file.',
  uploadTooLarge: 'Image must be smaller than 10MB.',
} as const;

/** The server's own inventory caps and texts where the spec is silent. */
export const INVENTORY_LIMITS = {
  /** Largest amount of one item; more is a typing slip (100 kg of flour is 100000 g). */
  quantityMax: 100_000,
  /** Items one user's pantry holds. */
  itemsPerUser: 1000,
  /** Scans one user may start per window. */
  scansPerWindow: 20,
  scanWindowSeconds: 3600,
} as const;

export const INVENTORY_SERVER_MESSAGES = {
  nameRequired: 'Item name is required.',
  nameTooLong: `Item name must be at most ${INVENTORY.itemNameMax} characters.`,
  quantityInvalid: 'Quantity must be a number greater than 0.',
  quantityTooLarge: `Quantity must be at most ${INVENTORY_LIMITS.quantityMax}.`,
  unitInvalid: `Unit must be one of: ${INVENTORY_UNITS.join(', ')}.`,
  categoryInvalid: `Category must be one of: ${INVENTORY_CATEGORIES.join(', ')}.`,
  notFound: 'Inventory item not found',
  tooManyItems: `Your pantry holds at most ${INVENTORY_LIMITS.itemsPerUser} items.`,
  scanNotFound: 'Scan not found',
  tooManyScans: 'Too many scans this hour. Please try again later.',
  /** A completed scan that found nothing (the answer's `error`, with itemsCount 0). */
  noReceipt: 'No receipt items could be read from this photo.',
  notAnImage: 'The uploaded file is not a JPEG or PNG image.',
  tooManyPixels: 'The image has too many pixels.',
  photoMissing: 'The photo never arrived. Please try again.',
  timedOut: 'Reading the photo took too long. Please try again.',
} as const;

const itemName = z.string().check(
  z.trim(),
  z.minLength(INVENTORY.itemNameMin, { error: INVENTORY_SERVER_MESSAGES.nameRequired }),
  z.maxLength(INVENTORY.itemNameMax, { error: INVENTORY_SERVER_MESSAGES.nameTooLong }),
);
const quantity = z
  .number({ error: INVENTORY_SERVER_MESSAGES.quantityInvalid })
  .check(z.positive({ error: INVENTORY_SERVER_MESSAGES.quantityInvalid }), z.maximum(INVENTORY_LIMITS.quantityMax, { error: INVENTORY_SERVER_MESSAGES.quantityTooLarge }));
const unit = z.enum(INVENTORY_UNITS, { error: INVENTORY_SERVER_MESSAGES.unitInvalid });
const category = z.enum(INVENTORY_CATEGORIES, { error: INVENTORY_SERVER_MESSAGES.categoryInvalid });

/** One pantry item as the API answers it (spec 3 §3). */
export const inventoryItemSchema = z.object({
  itemId: z.string(),
  itemName: z.string(),
  quantity: z.number(),
  unit: z.enum(INVENTORY_UNITS),
  category: z.enum(INVENTORY_CATEGORIES),
  /** The catalog food behind the name, when there is one. */
  foodId: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

/** `POST /api/inventory`: a name, the rest defaulted (quantity 1, pcs, Other). */
export const createInventoryItemBody = z.object({
  itemName: itemName,
  quantity: z._default(quantity, INVENTORY.defaultQuantity),
  unit: z._default(unit, INVENTORY.defaultUnit),
  category: z._default(category, INVENTORY.defaultCategory),
});
export type CreateInventoryItemBody = z.infer<typeof createInventoryItemBody>;

/** `PUT /api/inventory/{itemId}`: any of the fields. */
export const updateInventoryItemBody = z.object({
  itemName: z.optional(itemName),
  quantity: z.optional(quantity),
  unit: z.optional(unit),
  category: z.optional(category),
});
export type UpdateInventoryItemBody = z.infer<typeof updateInventoryItemBody>;

/** `GET /api/inventory`. */
export const inventoryListResponse = z.object({ items: z.array(inventoryItemSchema) });
export type InventoryListResponse = z.infer<typeof inventoryListResponse>;

/**
 * `POST /api/inventory/scans/presign`: with `fields`, a multipart POST to `uploadUrl` of the fields
 * then the `file`; without (the spec allows it), a PUT of the file with its type. This server
 * always sends fields.
 */
export const scanPresignResponse = z.object({ uploadUrl: z.string(), fields: z.optional(z.record(z.string(), z.string())), scanId: z.string() });
export type ScanPresignResponse = z.infer<typeof scanPresignResponse>;

export const SCAN_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type ScanStatus = (typeof SCAN_STATUSES)[number];

/**
 * `GET /api/inventory/scans/{scanId}`: `pending` until the photo arrives. `completed` with the
 * items added (new or merged); a photo without a readable receipt completes with 0 and `error`
 * saying so. `failed` with `error`.
 */
export const scanStatusResponse = z.object({
  scanId: z.string(),
  status: z.enum(SCAN_STATUSES),
  itemsCount: z.number(),
  error: z.nullable(z.string()),
});
export type ScanStatusResponse = z.infer<typeof scanStatusResponse>;
