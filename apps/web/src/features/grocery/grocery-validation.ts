import { GROCERY } from '@sous/contract/grocery';
import { parseQuantity } from '@sous/kitchen/units';
import type { ItemFields } from './grocery-edits';
import { groceryStrings as s } from './strings';

/** What the item dialog holds while the cook types. */
export interface ItemDraft {
  name: string;
  quantity: string;
  unit: string;
}

/** The outcome of an item dialog (spec 3 §5): nothing typed closes it; a name is required; amount and unit are optional. */
export type ItemCheck =
  | { kind: 'empty' }
  | { kind: 'invalid'; errors: { name?: string; quantity?: string } }
  | { kind: 'valid'; fields: ItemFields };

/**
 * Reads an item dialog. The quantity may be written as a cook writes it ("2", "1 1/2", "½",
 * "0.25"); it must be more than 0 and at most GROCERY.quantityMax.
 */
export function checkItemDraft(draft: ItemDraft): ItemCheck {
  const name = draft.name.trim();
  const quantityText = draft.quantity.trim();
  const unit = draft.unit.trim();
  if (!name && !quantityText && !unit) return { kind: 'empty' };
  const errors: { name?: string; quantity?: string } = {};
  if (!name) errors.name = s.itemNameRequired;
  let quantity: number | null = null;
  if (quantityText) {
    const parsed = parseQuantity(quantityText);
    if (parsed === undefined || !Number.isFinite(parsed)) errors.quantity = s.quantityNotNumber;
    else if (parsed <= 0) errors.quantity = s.quantityPositive;
    else if (parsed > GROCERY.quantityMax) errors.quantity = s.quantityTooLarge;
    else quantity = parsed;
  }
  if (errors.name || errors.quantity) return { kind: 'invalid', errors };
  return { kind: 'valid', fields: { name, quantity, unit } };
}

/** The outcome of the category dialog: nothing typed closes it; a name already on the list is refused. */
export type CategoryCheck = { kind: 'empty' } | { kind: 'invalid'; error: string } | { kind: 'valid'; name: string };

export function checkCategoryName(text: string, existing: readonly string[]): CategoryCheck {
  const name = text.trim();
  if (!name) return { kind: 'empty' };
  const taken = existing.find((category) => category.trim().toLowerCase() === name.toLowerCase());
  if (taken !== undefined) return { kind: 'invalid', error: s.categoryExists(taken) };
  if (existing.length >= GROCERY.categoriesMax) return { kind: 'invalid', error: s.tooManyCategories };
  return { kind: 'valid', name };
}
