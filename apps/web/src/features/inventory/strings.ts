import { INVENTORY, INVENTORY_MESSAGES } from '@sous/contract/inventory';

/** The inventory screen's texts: the spec's own (spec 3 §2, §4, §5, §8) verbatim, and ours where it is silent. */
export const inventoryStrings = {
  ...INVENTORY_MESSAGES,
  lead: 'What is in your kitchen right now. Scan a receipt to fill it in one go.',
  scanShort: 'Scan Items',
  addShort: 'Add Item',
  emptyText: 'Add what you have on hand, or scan a grocery receipt to fill it in at once.',
  loadFailed: 'Failed to load your inventory.',
  tryAgain: 'Try again',
  // "Cook with what I have" (issue 16).
  cookFromPantry: 'Cook with what I have',
  cookFromPantryFree: 'A recipe that uses your pantry first. It counts as one of today’s recipe generations.',
  cookFromPantryPremium: 'A recipe that uses your pantry first.',
  itemCount: (n: number) => `${String(n)} ${n === 1 ? 'item' : 'items'}`,
  editItem: (name: string) => `Edit ${name}`,
  deleteItem: (name: string) => `Delete ${name}`,
  deleteTitle: 'Delete item',
  delete: 'Delete',
  saving: 'Saving…',

  // The item form (spec 3 §2, §5).
  name: 'Name',
  quantity: 'Quantity',
  unit: 'Unit',
  category: 'Category',
  cancel: 'Cancel',
  add: 'Add',
  save: 'Save',
  nameRequired: 'Please enter a name.',
  nameTooLong: `Name must be ${String(INVENTORY.itemNameMax)} characters or fewer.`,
  quantityInvalid: 'Quantity must be a number greater than 0.',
  unitInvalid: 'Please choose a unit from the list.',
  categoryInvalid: 'Please choose a category from the list.',
  addFailed: 'Could not add the item. Please try again.',
  updateFailed: 'Could not save the item. Please try again.',
  deleteFailed: 'Could not delete the item. Please try again.',

  // The scan dialog (spec 3 §2, §4).
  photoHint: 'One JPEG or PNG photo, up to 10MB.',
  preview: 'Selected photo',
  validating: 'Checking…',
  resizing: 'Preparing…',
  uploading: 'Uploading…',
  processing: 'Scanning…',
  uploadProgress: 'Upload progress',
  uploadPercent: (percent: number) => `Uploading... ${String(percent)}%`,
  scanProgress: 'Scan progress',
  preparingPhoto: 'Preparing your photo…',
  takesUpTo30: 'This may take up to 30 seconds.',
  takesAMinute: 'A long receipt can take a minute.',
} as const;
