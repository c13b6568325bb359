/**
 * Amounts in the inventory's units (spec 3 §3: g, kg, oz, lb, ml, l, cup, tbsp, tsp, pcs): reading
 * a receipt's units into them, and adding two amounts of the same food, converting within weight
 * (g, kg, oz, lb) or volume (ml, l, cup, tbsp, tsp) and never between the two or to pieces. The
 * server uses `sameFood` and `addQuantities` to merge a scanned item into the pantry item of the
 * same food instead of adding a second one.
 */
import { INVENTORY_UNITS, type InventoryUnit } from '@sous/contract/inventory';
import { matchFood } from '../ingredients/match-food';
import { phraseKey } from '../text/words';
import { GRAMS_PER, ML_PER } from '../units';

export interface InventoryAmount {
  quantity: number;
  unit: InventoryUnit;
}

const GRAMS: Readonly<Partial<Record<InventoryUnit, number>>> = GRAMS_PER;
const MILLILITRES: Readonly<Partial<Record<InventoryUnit, number>>> = { ml: ML_PER.ml, l: ML_PER.l, cup: ML_PER.cup, tbsp: ML_PER.tbsp, tsp: ML_PER.tsp };

/** Whole grams and millilitres, and three decimals for the rest ("0.826 kg"). */
export function roundQuantity(quantity: number, unit: InventoryUnit): number {
  const places = unit === 'g' || unit === 'ml' ? 0 : 3;
  const factor = 10 ** places;
  const rounded = Math.round(quantity * factor) / factor;
  return rounded > 0 ? rounded : 1 / factor;
}

export const isInventoryUnit = (unit: string): unit is InventoryUnit => (INVENTORY_UNITS as readonly string[]).includes(unit);

/**
 * Receipt units the inventory does not list, in one it does. US gallons and quarts become litres
 * rounded to hundredths (1 gal = 3.79 l, the number on the jug's label), pints and fluid ounces
 * millilitres; centi- and decilitres millilitres, milligrams grams.
 */
const FOREIGN_UNITS: Readonly<Record<string, { unit: InventoryUnit; factor: number; places?: number }>> = {
  gal: { unit: 'l', factor: 3.785411784, places: 2 },
  qt: { unit: 'l', factor: 0.946352946, places: 2 },
  pt: { unit: 'ml', factor: 473.176 },
  'fl oz': { unit: 'ml', factor: ML_PER['fl oz'] },
  cl: { unit: 'ml', factor: 10 },
  dl: { unit: 'ml', factor: 100 },
  mg: { unit: 'g', factor: 0.001 },
};

/** A receipt amount in an inventory unit, or undefined for a unit it cannot hold. */
export function toInventoryAmount(quantity: number, unit: string): InventoryAmount | undefined {
  if (!Number.isFinite(quantity) || quantity <= 0) return undefined;
  if (isInventoryUnit(unit)) return { quantity: roundQuantity(quantity, unit), unit };
  const foreign = FOREIGN_UNITS[unit];
  if (!foreign) return undefined;
  const value = quantity * foreign.factor;
  const places = foreign.places;
  return { quantity: places === undefined ? roundQuantity(value, foreign.unit) : Math.round(value * 10 ** places) / 10 ** places, unit: foreign.unit };
}

/**
 * `added` added to `existing`, in `existing`'s unit: the same unit adds up; weights convert to
 * weights and volumes to volumes. Undefined when the units cannot meet (pieces and grams, grams
 * and millilitres): keep the two apart then.
 */
export function addQuantities(existing: InventoryAmount, added: InventoryAmount): InventoryAmount | undefined {
  if (existing.unit === added.unit) return { quantity: roundQuantity(existing.quantity + added.quantity, existing.unit), unit: existing.unit };
  for (const table of [GRAMS, MILLILITRES]) {
    const into = table[existing.unit];
    const from = table[added.unit];
    if (into !== undefined && from !== undefined) {
      return { quantity: roundQuantity(existing.quantity + (added.quantity * from) / into, existing.unit), unit: existing.unit };
    }
  }
  return undefined;
}

/** An item as the pantry and a receipt both know it. */
export interface NamedFood {
  name: string;
  foodId?: string | undefined;
}

/** What decides whether two items are the same food, worked out once per item. */
export interface FoodKey {
  foodId: string | undefined;
  phrase: string;
}

/** An item's food key: its catalog food (a name without a food id is matched by name) and its name's phrase. */
export const foodKeyOf = (item: NamedFood): FoodKey => ({ foodId: item.foodId ?? matchFood(item.name)?.id, phrase: phraseKey(item.name) });

/** Whether two food keys are the same food: the same catalog food, else (neither known) the same name. */
export function sameFoodKey(a: FoodKey, b: FoodKey): boolean {
  if (a.foodId !== undefined || b.foodId !== undefined) return a.foodId === b.foodId;
  return a.phrase !== '' && a.phrase === b.phrase;
}

/**
 * Whether two items are the same food: the same catalog food (an item without a food id is
 * matched by its name, so a hand-typed "bananas" meets a scanned banana), else the same name.
 */
export const sameFood = (a: NamedFood, b: NamedFood): boolean => sameFoodKey(foodKeyOf(a), foodKeyOf(b));
