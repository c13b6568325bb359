import { GRAMS_PER, ML_PER } from '../units';

/** Units a written line may use that recipes Sous writes leave out. */
const LARGE_VOLUMES = { pt: 473.176, qt: 946.353, gal: 3785.41 } as const;
const MILLILITRES: Readonly<Record<string, number>> = { ...ML_PER, ...LARGE_VOLUMES, cl: 10, dl: 100 };
const GRAMS: Readonly<Record<string, number>> = { ...GRAMS_PER, mg: 0.001 };

/** An amount in one dimension: grams, millilitres, or a count of `unit` ('' for the food itself). */
export type Measure = { dimension: 'mass'; grams: number } | { dimension: 'volume'; ml: number } | { dimension: 'count'; unit: string; count: number };

/** Reads a quantity of a written unit as a measure ("1 dozen" is 12 of the food). */
export function measureOf(quantity: number, unit: string): Measure {
  if (unit === 'dozen') return { dimension: 'count', unit: '', count: quantity * 12 };
  const grams = GRAMS[unit];
  if (grams !== undefined) return { dimension: 'mass', grams: quantity * grams };
  const ml = MILLILITRES[unit];
  if (ml !== undefined) return { dimension: 'volume', ml: quantity * ml };
  return { dimension: 'count', unit, count: quantity };
}

/** Whole tablespoons, cups or quarts as a shopper reads a volume, rounded up to a quarter. */
export function volumeForShopper(ml: number): { quantity: number; unit: string } {
  // The tolerance keeps float noise (3 tbsp read back as 3.00001) from adding a step.
  const up = (value: number, step: number) => Math.ceil(value / step - 1e-3) * step;
  const tsp = ml / ML_PER.tsp;
  if (tsp < 3) return { quantity: up(tsp, 0.25), unit: 'tsp' };
  const tbsp = tsp / 3;
  if (tbsp < 4) return { quantity: up(tbsp, 0.5), unit: 'tbsp' };
  const cups = tbsp / 16;
  if (cups <= 8) return { quantity: up(cups, 0.25), unit: 'cup' };
  return { quantity: up(ml / LARGE_VOLUMES.qt, 0.5), unit: 'qt' };
}

/** Ounces under a pound, quarter pounds above, always rounded up: a shopper buys at least enough. */
export function massForShopper(grams: number): { quantity: number; unit: string } {
  const oz = grams / GRAMS_PER.oz;
  if (oz < 15.5) return { quantity: Math.max(1, Math.ceil(oz - 0.05)), unit: 'oz' };
  return { quantity: Math.ceil(grams / GRAMS_PER.lb * 4 - 0.05) / 4, unit: 'lb' };
}
