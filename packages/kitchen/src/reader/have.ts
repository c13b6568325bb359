import type { FoodMention } from '../catalog/catalog';
import type { Food } from '../catalog/food-types';
import { normalizeUnit, parseCount, type Unit } from '../units';
import type { Token } from './tokens';

/** Something the cook says they have, with how much when they say it. */
export interface HaveItem {
  food: Food;
  /** How many (with `unit`, how many of that unit): "two eggs" -> 2, "half a cabbage" -> 0.5. */
  quantity?: number;
  /** The unit written ("lb", "cup", "can"); undefined for a count of the food itself. */
  unit?: Unit;
  /** Said to be left over ("leftover rice"): already cooked. */
  leftover: boolean;
}

/** Words that put what follows in the cook's kitchen: "I have", "leftover", "using up". */
const HAVE_WORDS = new Set(['have', 'got', 'leftover', 'left', 'using', 'use', 'fridge', 'pantry', 'hand', 'spare', 'need']);
/** Words after a food that make it a dish, not an amount: "two chicken recipes". */
const NOT_AMOUNT = new Set(['recipe', 'dish', 'idea', 'way', 'meal', 'option', 'version', 'kind', 'type']);

/** The amount written just before a food: "2", "two", "half a", "a couple of", "1 lb", "a can of". */
function amountBefore(tokens: readonly Token[], start: number, inKitchen: boolean): { quantity?: number; unit?: Unit } {
  let i = start - 1;
  if (tokens[i]?.word === 'of') i--;
  let unit: Unit | undefined;
  const maybeUnit = tokens[i] ? normalizeUnit(tokens[i]?.raw ?? '') : undefined;
  if (maybeUnit) {
    unit = maybeUnit;
    i--;
  }
  const word = tokens[i]?.word ?? '';
  const before = tokens[i - 1]?.word ?? '';
  if (word === 'a' || word === 'an') {
    if (before === 'half') return { quantity: 0.5, unit };
    if (before === 'couple') return {};
    return inKitchen || unit ? { quantity: 1, unit } : {};
  }
  if (word === 'couple' && (before === 'a' || before === '')) return { quantity: 2, unit };
  if (word === 'half' && unit) return { quantity: 0.5, unit };
  const n = parseCount(word);
  if (n !== undefined && word !== 'half' && word !== 'couple' && word !== 'pair') {
    // "1 1/2 cups": a whole number before a fraction.
    const whole = parseCount(before);
    return { quantity: whole !== undefined && n < 1 && Number.isInteger(whole) ? whole + n : n, unit };
  }
  return {};
}

/**
 * What the cook says they have: foods with an amount written before them ("two eggs", "half a
 * cabbage", "1 lb ground beef") and, after "I have", "leftover", "using up" in the same clause,
 * foods without one ("leftover rice"). Foods named only as wanted ("chicken curry") are not here.
 */
export function readHave(tokens: readonly Token[], mentions: readonly FoodMention[], wanted: readonly Food[]): HaveItem[] {
  const items: HaveItem[] = [];
  for (const mention of mentions) {
    if (!wanted.includes(mention.food)) continue;
    let clauseStart = mention.start;
    while (clauseStart > 0 && tokens[clauseStart - 1]?.word !== '.') clauseStart--;
    const clause = tokens.slice(clauseStart, mention.start).map((t) => t.word);
    const inKitchen = clause.some((w) => HAVE_WORDS.has(w));
    const leftover = clause.slice(-3).includes('leftover') || (clause.includes('left') && clause.includes('over'));
    const after = tokens[mention.start + mention.length]?.word ?? '';
    const amount = NOT_AMOUNT.has(after) ? {} : amountBefore(tokens, mention.start, inKitchen);
    if (amount.quantity === undefined && !inKitchen) continue;
    if (items.some((item) => item.food === mention.food)) continue;
    items.push({ food: mention.food, ...amount, leftover });
  }
  return items;
}
