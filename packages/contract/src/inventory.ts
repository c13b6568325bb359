/**
 * The pantry inventory's option lists, limits and texts (spec 3 §2, §3, §5, §8, §9), shared by the
 * server's inventory module, the web screen and the receipt parser in @sous/kitchen, so a unit or
 * category is spelled in one place.
 */

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
