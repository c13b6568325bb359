/**
 * Rescaling a recipe's amounts to another number of servings, the way a cook would write them:
 * fractions stay fractions ("1 1/2" × 2 = "3"), eggs stay whole, grams round to numbers a scale
 * shows, 3 teaspoons become a tablespoon, ranges scale at both ends, and lines without a number
 * ("to taste", "") are left as they are.
 */
import type { RecipeIngredient } from '@sous/contract/recipe';
import { singular } from './text/words';
import { formatQuantity, normalizeUnit, parseQuantity, unitLabel, type Unit } from './units';

/** How one amount is written after scaling: its unit and how a number in that unit reads. */
interface Plan {
  /** Fractions may give way to decimals when the cook wrote decimals; metric and counts have their own rounding. */
  kind: 'fraction' | 'metric' | 'count';
  /** The unit to write, or undefined to keep the line's own unit text. */
  unit: Unit | undefined;
  /** Multiplies an amount in the line's unit into `unit`. */
  toUnit: number;
  format: (value: number) => string;
}

/** What a written quantity says: one amount, or a range, and whether it was written in decimals. */
interface Reading {
  low: number | undefined;
  high: number;
  decimal: boolean;
}

const UNICODE_FRACTIONS: Record<string, string> = { '½': ' 1/2', '⅓': ' 1/3', '⅔': ' 2/3', '¼': ' 1/4', '¾': ' 3/4', '⅛': ' 1/8' };

/** "2", "1 1/2", "0.5", "2-3", "2 to 3", "1-1/2" (a mixed number, not a range); undefined for words. */
function readQuantity(text: string): Reading | undefined {
  let t = text.trim();
  for (const [glyph, ascii] of Object.entries(UNICODE_FRACTIONS)) t = t.split(glyph).join(ascii);
  t = t.replace(/\u2044/g, '/').replace(/\s+/g, ' ').trim();
  if (!/\d/.test(t) && !/^(a|an|one)$/i.test(t)) return undefined;
  const decimal = /\d\.\d/.test(t);
  const range = /^(.+?)\s*(?:-|–|—|\bto\b)\s*(.+)$/i.exec(t);
  if (range?.[1] !== undefined && range[2] !== undefined) {
    const low = parseQuantity(range[1]);
    const high = parseQuantity(range[2]);
    if (low === undefined || high === undefined) return undefined;
    // "1-1/2 cups" is how some cards write one and a half.
    if (high < 1 && Number.isInteger(low) && range[2].includes('/')) return { low: undefined, high: low + high, decimal };
    return { low, high, decimal };
  }
  const value = parseQuantity(t);
  return value === undefined || value <= 0 ? undefined : { low: undefined, high: value, decimal };
}

const decimalText = (value: number, places = 2) => String(Number(value.toFixed(places)));

/** Is `value` written well enough (within 5 %) with these fractions? */
const fits = (value: number, allowed: readonly number[]) => {
  const written = parseQuantity(formatQuantity(value, allowed)) ?? 0;
  return Math.abs(written - value) <= value * 0.05;
};

const TSP_FRACTIONS = [1 / 8, 1 / 4, 1 / 2, 3 / 4];
const TBSP_FRACTIONS = [1 / 2];
const CUP_FRACTIONS = [1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4];
const LB_FRACTIONS = [1 / 4, 1 / 2, 3 / 4];
const HALVES = [1 / 2];
const FRACTIONS = [1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4];

const fractionPlan = (unit: Unit | undefined, toUnit: number, allowed: readonly number[]): Plan => ({
  kind: 'fraction',
  unit,
  toUnit,
  format: (value) => formatQuantity(value, allowed),
});

/** Grams and millilitres round to what a kitchen scale or jug shows. */
function roundMetric(base: number): number {
  const step = base < 1 ? 0.1 : base < 10 ? 0.5 : base < 100 ? 1 : base < 1000 ? 5 : 10;
  return Math.max(step, Math.round(base / step) * step);
}

function metricPlan(unit: 'g' | 'kg' | 'ml' | 'l', high: number): Plan {
  const small = unit === 'kg' || unit === 'g' ? 'g' : 'ml';
  const perUnit = unit === 'kg' || unit === 'l' ? 1000 : 1;
  const base = roundMetric(high * perUnit);
  // Kilograms and litres stay so from one up (in twentieths); below one they read in grams or millilitres.
  if (perUnit === 1000 && base >= 1000) return { kind: 'metric', unit, toUnit: 1, format: (value) => decimalText(Math.max(0.05, Math.round(value * 20) / 20)) };
  return { kind: 'metric', unit: small, toUnit: perUnit, format: (value) => decimalText(roundMetric(value)) };
}

/** Teaspoons climb to tablespoons and cups when the amount reads cleanly there, and back down below one. */
function volumePlan(unit: 'tsp' | 'tbsp' | 'cup', high: number): Plan {
  const TSP = { tsp: 1, tbsp: 3, cup: 48 } as const;
  const tsp = high * TSP[unit];
  const into = (target: keyof typeof TSP, allowed: readonly number[]) => fractionPlan(target, TSP[unit] / TSP[target], allowed);
  if (unit === 'cup' && tsp / 48 >= 1 / 4 - 1e-9) return into('cup', CUP_FRACTIONS);
  if (tsp / 3 >= 4 && fits(tsp / 48, CUP_FRACTIONS)) return into('cup', CUP_FRACTIONS);
  if (tsp >= 3 && (unit !== 'tsp' || fits(tsp / 3, TBSP_FRACTIONS))) return into('tbsp', TBSP_FRACTIONS);
  return into('tsp', TSP_FRACTIONS);
}

function weightPlan(unit: 'oz' | 'lb', high: number): Plan {
  const oz = unit === 'lb' ? high * 16 : high;
  if (oz >= 16 && (unit === 'lb' || fits(oz / 16, LB_FRACTIONS))) return fractionPlan('lb', unit === 'lb' ? 1 : 1 / 16, LB_FRACTIONS);
  // Under a pound, quarters of a pound only when they are close ("3/4 lb"); otherwise ounces ("6 oz", not "1/4 lb").
  if (unit === 'lb' && oz >= 4 && fits(oz / 16, LB_FRACTIONS)) return fractionPlan('lb', 1, LB_FRACTIONS);
  return fractionPlan('oz', unit === 'lb' ? 16 : 1, HALVES);
}

/** Units of things a cook never cuts in half: a clove, a slice, a bay leaf. */
const WHOLE_UNITS = new Set<Unit>(['clove', 'slice', 'sprig', 'leaf', 'pod', 'link', 'sheet', 'envelope', 'packet', 'spear', 'ear', 'pinch', 'dash']);
/** Counted foods that stay whole ("eggs", "egg yolks", "bay leaves"), but not "eggplant". */
const WHOLE_FOOD = /\b(eggs?|bay lea(f|ves)|star anise|cloves?)\b/i;

/** Counts: whole for eggs and cloves; halves up to 4 of anything else ("1 1/2 onions"), whole above. */
function countPlan(unit: Unit, name: string): Plan {
  const whole = WHOLE_UNITS.has(unit) || (unit === '' && WHOLE_FOOD.test(name));
  return {
    kind: 'count',
    unit: undefined,
    toUnit: 1,
    format: (value) => {
      if (whole || value >= 4) return String(Math.max(1, Math.round(value)));
      return formatQuantity(Math.max(1 / 2, Math.round(value * 2) / 2), HALVES);
    },
  };
}

function planFor(unitText: string, name: string, high: number): Plan {
  const unit = normalizeUnit(unitText);
  if (unit === 'g' || unit === 'kg' || unit === 'ml' || unit === 'l') return metricPlan(unit, high);
  if (unit === 'tsp' || unit === 'tbsp' || unit === 'cup') return volumePlan(unit, high);
  if (unit === 'oz' || unit === 'lb') return weightPlan(unit, high);
  if (unit === 'fl oz') return fractionPlan(undefined, 1, HALVES);
  if (unit !== undefined) return countPlan(unit, name);
  return fractionPlan(undefined, 1, FRACTIONS);
}

/** The unit text after scaling: the new unit's label, or the line's own text with its plural fixed. */
function unitTextFor(unitText: string, plan: Plan, quantity: string): string {
  const own = normalizeUnit(unitText);
  const unit = plan.unit ?? own;
  if (unit === undefined) return unitText;
  if (unit !== own) return unitLabel(unit, quantity);
  const text = unitText.trim();
  if ([unit, unitLabel(unit, '2')].includes(text)) return unitLabel(unit, quantity);
  // A word the cook typed keeps its spelling and takes or drops its plural: "Tablespoon" -> "Tablespoons".
  // Short abbreviations change only into the unit itself ("lbs" -> "lb", but "tbs" never -> "tb").
  const plural = (parseQuantity(quantity) ?? 0) > 1;
  const candidates = plural ? [`${text}s`, `${text}es`] : [text.replace(/es$/i, ''), text.replace(/s$/i, '')];
  const same = (word: string) => word !== text && normalizeUnit(word) === unit && (text.length >= 4 || word === unit);
  return candidates.find(same) ?? unitText;
}

const O_PLURALS = new Set(['tomato', 'potato', 'mango']);
const F_PLURALS: Record<string, string> = { leaf: 'leaves', half: 'halves', loaf: 'loaves' };

/** The plural of one lower-case word, or undefined when no rule gives one that reads back to it. */
function plural(word: string): string | undefined {
  const candidates = [F_PLURALS[word], O_PLURALS.has(word) ? `${word}es` : undefined];
  if (/(s|x|z|ch|sh)$/.test(word)) candidates.push(`${word}es`);
  if (/[^aeiou]y$/.test(word)) candidates.push(`${word.slice(0, -1)}ies`);
  candidates.push(`${word}s`);
  return candidates.find((c): c is string => c !== undefined && singular(c) === word);
}

/**
 * A counted food's name for a new count: "2 eggs" halved is "1 egg", "1 large onion, diced"
 * doubled is "2 large onions, diced". Only the last word before any comma or bracket changes,
 * and only when the change reads back (so "salt and pepper", "hummus" and unknown words stay).
 */
function countedName(name: string, count: number): string {
  const match = /^([^,(]*?)([A-Za-z]+)(\s*(?:[,(].*)?)$/.exec(name);
  if (!match) return name;
  const [, before = '', word = '', after = ''] = match;
  if (/\b(and|or|of)\b/i.test(before)) return name;
  const lower = word.toLowerCase();
  const one = singular(lower);
  const written = count > 1 ? (one === lower ? plural(lower) : lower) : one;
  if (written === undefined || written === lower) return name;
  const cased = /^[A-Z]/.test(word) ? `${written.charAt(0).toUpperCase()}${written.slice(1)}` : written;
  return `${before}${cased}${after}`;
}

/** Units that measure an amount: an aside on such a line restates it ("1 1/2 lb beef (680 g, about 8)"). */
const MEASURES = new Set<Unit | undefined>(['tsp', 'tbsp', 'cup', 'ml', 'l', 'g', 'kg', 'oz', 'lb']);

/**
 * The name with its aside scaled when the aside restates the amount: grams and millilitres, and
 * "about N" pieces (dropped below two). A can's or packet's size ("1 can tomatoes (28 oz)") stays.
 */
function scaledAside(name: string, unitText: string, factor: number): string {
  if (!MEASURES.has(normalizeUnit(unitText))) return name;
  return name.replace(/\(([^)]*)\)/, (_aside, inside: string) => {
    const parts = inside
      .replace(/(\d+(?:\.\d+)?)\s*(g|ml)\b/g, (_m, n: string, unit: string) => `${decimalText(roundMetric(Number(n) * factor))} ${unit}`)
      .split(/,\s*/)
      .flatMap((part) => {
        const about = /^about (\d+)$/.exec(part);
        if (!about) return [part];
        const count = Math.round(Number(about[1]) * factor);
        return count >= 2 ? [`about ${String(count)}`] : [];
      });
    return parts.length ? `(${parts.join(', ')})` : '';
  });
}

/** One ingredient scaled by `factor`; lines without a readable amount come back unchanged. */
export function scaleIngredient(ingredient: RecipeIngredient, factor: number): RecipeIngredient {
  const reading = readQuantity(ingredient.quantity);
  if (reading === undefined || !(factor > 0) || !Number.isFinite(factor) || factor === 1) return { ...ingredient };
  const high = reading.high * factor;
  const low = reading.low === undefined ? undefined : reading.low * factor;
  const plan = planFor(ingredient.unit, ingredient.name, high);
  // Decimals stay decimals when the unit does not change ("0.5 cup" -> "0.75 cup", not "3/4").
  const keepsDecimals = reading.decimal && plan.kind === 'fraction' && plan.toUnit === 1;
  const format = keepsDecimals ? (value: number) => decimalText(value) : plan.format;
  const highText = format(high * plan.toUnit);
  const lowText = low === undefined ? undefined : format(low * plan.toUnit);
  const quantity = lowText === undefined || lowText === highText ? highText : `${lowText}-${highText}`;
  const counted = plan.kind === 'count' && normalizeUnit(ingredient.unit) === '';
  const name = counted ? countedName(ingredient.name, parseQuantity(quantity) ?? 0) : scaledAside(ingredient.name, ingredient.unit, factor);
  return { ...ingredient, quantity, unit: unitTextFor(ingredient.unit, plan, quantity), name };
}

/**
 * The ingredients of a recipe for `fromServings` rewritten for `toServings`. Amounts are scaled
 * and written the way a cook reads them; blank and worded amounts ("to taste") are kept as they
 * are. Names change only in number, for counted foods ("1 egg", "2 eggs"), and in an aside that
 * restates the amount ("(680 g)").
 */
export function scaleIngredients(ingredients: readonly RecipeIngredient[], fromServings: number, toServings: number): RecipeIngredient[] {
  const factor = toServings / fromServings;
  return ingredients.map((ingredient) => scaleIngredient(ingredient, factor));
}
