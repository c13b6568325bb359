import type { Food } from '../catalog/food-types';
import { normalizeUnit, parseQuantity, toGrams, type Unit } from '../units';
import type { WrittenAmount } from './dish-types';

/** A dish's written amount, read: how much, in what, and (for cans and blocks) the package size. */
export interface ReadAmount {
  quantity: number;
  unit: Unit;
  /** Ounces in one can or block: "1 (15-oz) can". */
  packOz?: number;
  /** "to taste": no quantity. */
  toTaste?: boolean;
}

const OUNCE_GRAMS = 28.3495;
const PACKED = /^(.+?)\s*\((\d+(?:\.\d+)?)[- ]oz\)\s*([a-z]+)$/;
const PLAIN = /^(\d+(?:\s+\d+\/\d+)?|\d+\/\d+|\d*\.\d+)\s*([a-z ]*)$/;

/**
 * Reads "1 lb", "2 cloves", "1/2 cup", "3", "1 (15-oz) can", "to taste". Undefined when the
 * text is not an amount Sous can scale.
 */
export function readAmount(text: WrittenAmount): ReadAmount | undefined {
  const t = text.trim().toLowerCase();
  if (t === 'to taste') return { quantity: 0, unit: '', toTaste: true };
  const packed = PACKED.exec(t);
  if (packed) {
    const quantity = parseQuantity(packed[1] ?? '');
    const unit = normalizeUnit(packed[3] ?? '');
    if (quantity === undefined || quantity <= 0 || unit === undefined) return undefined;
    return { quantity, unit, packOz: Number(packed[2]) };
  }
  const plain = PLAIN.exec(t);
  if (!plain) return undefined;
  const quantity = parseQuantity(plain[1] ?? '');
  const unit = normalizeUnit((plain[2] ?? '').trim());
  if (quantity === undefined || quantity <= 0 || unit === undefined) return undefined;
  return { quantity, unit };
}

/** Grams in `amount` of `food`, or undefined when the catalog cannot weigh it (a count of a food with no piece weight). */
export function gramsOf(amount: ReadAmount, food: Food): number | undefined {
  if (amount.toTaste) return 0;
  if (amount.packOz !== undefined) return amount.quantity * amount.packOz * OUNCE_GRAMS;
  return toGrams(amount.quantity, amount.unit, food);
}
