/**
 * Writes a scaled amount the way a cook would, in the unit family the dish's author chose:
 * counts stay whole or half ("1 1/2 onions", never "2 1/2 peppers"), cans stay cans with their
 * size, meat and fish stay by weight with grams and a count, garlic stays in cloves, spices and
 * aromatics stay in spoons.
 */
import type { Food } from '../catalog/food-types';
import { formatQuantity, toGrams, unitLabel, type Unit } from '../units';
import type { ReadAmount } from '../dishes/written-amount';

/** One ingredient line's amount and the grams it stands for. */
export interface CookAmount {
  quantity: string;
  unit: string;
  /** The food's name as the line and the steps write it (plural when counted above one). */
  name: string;
  /** Written after the name, before the prep: "(15 oz)", "(680 g, about 6)". */
  note?: string;
  grams: number;
}

const OUNCE = 28.3495;
const POUND = 453.592;
const TSP_ML = 4.92892;
const VOLUME_ML: Partial<Record<Unit, number>> = { tsp: TSP_ML, tbsp: TSP_ML * 3, cup: TSP_ML * 48, ml: 1, l: 1000, 'fl oz': 29.5735 };
const WEIGHT_G: Partial<Record<Unit, number>> = { g: 1, kg: 1000, oz: OUNCE, lb: POUND };
/** Foods never halved when counted. */
const WHOLE_ONLY = new Set(['egg', 'garlic', 'bay-leaf', 'star-anise', 'scotch-bonnet', 'green-chile', 'red-chile', 'serrano-chile']);
/** Kinds measured in spoons however much there is. */
const SPOON_KINDS = new Set(['spice', 'aromatic', 'baking']);

const nearest = (value: number, steps: readonly number[]) =>
  steps.reduce((best, s) => (Math.abs(s - value) < Math.abs(best - value) ? s : best), steps[0] ?? value);

const pluralName = (food: Food, quantity: number) => (quantity > 1 ? food.plural : food.name);

function countAmount(food: Food, count: number): CookAmount {
  const halves = !WHOLE_ONLY.has(food.id) && (food.kind === 'vegetable' || food.kind === 'fruit' || food.kind === 'aromatic' || food.kind === 'acid' || food.kind === 'fat');
  let q: number;
  if (halves && count < 1.75) q = Math.max(0.5, Math.round(count * 2) / 2);
  else q = Math.max(1, Math.round(count));
  return { quantity: formatQuantity(q, [1 / 2]), unit: '', name: pluralName(food, q), grams: q * (food.grams.piece ?? 0) };
}

function packAmount(food: Food, count: number, unit: Unit, packOz: number): CookAmount {
  if (count < 0.75) return weightAmount(food, count * packOz * OUNCE);
  const q = Math.max(1, Math.round(count));
  return { quantity: String(q), unit: unitLabel(unit, String(q)), name: food.name.replace(/^canned /, ''), note: `(${packOz} oz${q > 1 ? ' each' : ''})`, grams: q * packOz * OUNCE };
}

/** Meat, fish and poultry: weight with grams, and a count for pieces a cook counts (thighs, fillets). */
function weightAmount(food: Food, grams: number): CookAmount {
  const oz = grams / OUNCE;
  let quantity: string;
  let unit: string;
  let shown: number;
  if (oz >= 15) {
    const lb = Math.max(1, Math.round((grams / POUND) * 4) / 4);
    quantity = formatQuantity(lb, [1 / 4, 1 / 2, 3 / 4]);
    unit = 'lb';
    shown = lb * POUND;
  } else {
    // Small weights (kombu, dried chiles) keep their quarter ounces rather than doubling.
    const step = oz >= 4 ? 1 : oz >= 1 ? 0.5 : 0.25;
    const rounded = Math.max(0.25, Math.round(oz / step) * step);
    quantity = formatQuantity(rounded, [1 / 4, 1 / 2, 3 / 4]);
    unit = 'oz';
    shown = rounded * OUNCE;
  }
  const animal = ['meat', 'poultry', 'fish', 'shellfish'].some((f) => food.flags.includes(f as never)) && food.kind === 'protein';
  const piece = food.grams.piece;
  // Counted foods bought by weight read in the plural with their count: "2 lb russet potatoes (about 4)".
  const pieces = piece && food.pieceName === undefined ? Math.round(shown / piece) : 0;
  const notes = animal && shown >= 200 ? [`${String(Math.round(shown / 10) * 10)} g`] : [];
  // A count helps up to a dozen ("about 6 thighs"); nobody counts out 49 shrimp.
  if (pieces >= 2 && pieces <= 12) notes.push(`about ${String(pieces)}`);
  const name = pieces >= 2 ? food.plural : food.name;
  return { quantity, unit, name, note: notes.length ? `(${notes.join(', ')})` : undefined, grams: shown };
}

function volumeAmount(food: Food, ml: number): CookAmount | undefined {
  const tsp = ml / TSP_ML;
  const spoonOnly = SPOON_KINDS.has(food.kind) || food.id === 'salt';
  let q: number;
  let unit: Unit;
  if (tsp < 2.75) {
    q = tsp < 1 ? nearest(tsp, [1 / 8, 1 / 4, 1 / 2, 3 / 4, 1]) : Math.round(tsp * 4) / 4;
    unit = 'tsp';
  } else if (tsp / 3 < 3.75 || (spoonOnly && tsp / 3 < 8.5)) {
    q = Math.max(1, Math.round((tsp / 3) * 2) / 2);
    unit = 'tbsp';
  } else {
    const cups = tsp / 48;
    const whole = Math.floor(cups);
    q = cups >= 4 ? Math.round(cups * 2) / 2 : whole + nearest(cups - whole, [0, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4, 1]);
    unit = 'cup';
  }
  const quantity = unit === 'cup' ? formatQuantity(q, [1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4]) : formatQuantity(q, [1 / 8, 1 / 4, 1 / 2, 3 / 4]);
  const grams = toGrams(q, unit, food);
  if (grams === undefined) return undefined;
  return { quantity, unit: unitLabel(unit, quantity), name: food.name, grams };
}

/** Units counted in whole pieces: slices, sprigs, stalks, pods... */
function wholeUnits(food: Food, count: number, unit: Unit): CookAmount {
  const halves = unit === 'head' && count < 1.75;
  const q = halves ? Math.max(0.5, Math.round(count * 2) / 2) : Math.max(1, Math.round(count));
  const quantity = formatQuantity(q, [1 / 2]);
  // "4 anchovy fillets", not "4 fillets anchovy fillet".
  if (food.name.endsWith(unit)) return { quantity, unit: '', name: pluralName(food, q), grams: toGrams(q, unit, food) ?? 0 };
  return { quantity, unit: unitLabel(unit, quantity), name: food.name, grams: toGrams(q, unit, food) ?? 0 };
}

/**
 * The amount to write for `written` of `food` multiplied by `factor` (servings asked over the
 * dish's servings). Undefined only for "to taste".
 */
export function cookAmount(food: Food, written: ReadAmount, factor: number): CookAmount | undefined {
  if (written.toTaste) return undefined;
  const q = written.quantity * factor;
  if (written.packOz !== undefined) return packAmount(food, q, written.unit, written.packOz);
  const weight = WEIGHT_G[written.unit];
  if (weight !== undefined) return weightAmount(food, q * weight);
  const volume = VOLUME_ML[written.unit];
  if (volume !== undefined) return volumeAmount(food, q * volume) ?? weightAmount(food, (toGrams(q, written.unit, food) ?? 0));
  if (written.unit === '' || written.unit === 'piece') return countAmount(food, q);
  if (written.unit === 'clove') {
    const cloves = Math.max(1, Math.ceil(q - 0.15));
    return { quantity: String(cloves), unit: unitLabel('clove', String(cloves)), name: food.name, grams: cloves * (food.grams.piece ?? 3) };
  }
  return wholeUnits(food, q, written.unit);
}
