import { INVENTORY, INVENTORY_CATEGORIES, INVENTORY_LIMITS, INVENTORY_SERVER_MESSAGES, INVENTORY_UNITS, type CreateInventoryItemBody } from '@sous/contract/inventory';
import type { InventoryItem } from './api/schemas';
import { inventoryStrings as s } from './strings';

/** The item form as typed. */
export interface ItemDraft {
  itemName: string;
  quantity: string;
  unit: string;
  category: string;
}

export type ItemErrors = Partial<Record<keyof ItemDraft, string>>;

/** A new item's form (spec 3 §3: empty name, quantity 1, pcs, Other). */
export const emptyDraft = (): ItemDraft => ({
  itemName: '',
  quantity: String(INVENTORY.defaultQuantity),
  unit: INVENTORY.defaultUnit,
  category: INVENTORY.defaultCategory,
});

/** The list's spelling of `value` when it is there in another case ('dairy' → 'Dairy'), else `value`. */
const spelled = (list: readonly string[], value: string) => list.find((option) => option.toLowerCase() === value.trim().toLowerCase()) ?? value;

/** An item's form; a unit or category outside the lists is kept so the check can name it. */
export const draftOf = (item: InventoryItem): ItemDraft => ({
  itemName: item.itemName,
  quantity: String(item.quantity),
  unit: spelled(INVENTORY_UNITS, item.unit),
  category: spelled(INVENTORY_CATEGORIES, item.category),
});

/** `value` when the list holds it, else null. */
const fromList = <T extends string>(list: readonly T[], value: string): T | null => list.find((option) => option === value) ?? null;

/**
 * The spec's check of the item form (spec 3 §5): name 1 to 80 characters, quantity a number above
 * 0 (decimals allowed, a comma read as the decimal point; at most the server's 100000), unit and
 * category from the lists.
 * Answers the fields to send, or an error for each field that is wrong.
 */
export function checkDraft(draft: ItemDraft): { ok: true; fields: CreateInventoryItemBody } | { ok: false; errors: ItemErrors } {
  const errors: ItemErrors = {};
  const itemName = draft.itemName.trim();
  if (itemName.length < INVENTORY.itemNameMin) errors.itemName = s.nameRequired;
  else if (itemName.length > INVENTORY.itemNameMax) errors.itemName = s.nameTooLong;
  const typed = draft.quantity.trim().replace(',', '.');
  const quantity = /^(\d+\.?\d*|\.\d+)$/.test(typed) ? Number(typed) : Number.NaN;
  if (!Number.isFinite(quantity) || quantity <= 0) errors.quantity = s.quantityInvalid;
  else if (quantity > INVENTORY_LIMITS.quantityMax) errors.quantity = INVENTORY_SERVER_MESSAGES.quantityTooLarge;
  const unit = fromList(INVENTORY_UNITS, draft.unit);
  if (unit === null) errors.unit = s.unitInvalid;
  const category = fromList(INVENTORY_CATEGORIES, draft.category);
  if (category === null) errors.category = s.categoryInvalid;
  if (Object.keys(errors).length > 0 || unit === null || category === null) return { ok: false, errors };
  return { ok: true, fields: { itemName, quantity, unit, category } };
}
