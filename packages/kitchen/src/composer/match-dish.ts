/**
 * Finds the library dish a request names: an exact name, alias or variation name first, then
 * the same with a spelling slip in a longer word ("carbonarra", "tikka masla") or the words run
 * together ("padthai").
 */
import type { Dish, DishVariation } from '../dishes/dish-types';
import { DISHES } from '../dishes/library';
import { phraseKey } from '../text/words';

export interface DishMatch {
  dish: Dish;
  /** Set when the request named a variation ("chicken pad thai"). */
  variation?: DishVariation;
  /** The words of the request that named it. */
  words: string;
  exact: boolean;
}

interface Key {
  tokens: string[];
  joined: string;
  dish: Dish;
  variation?: DishVariation;
}

function buildKeys(dishes: readonly Dish[]): Key[] {
  const keys: Key[] = [];
  for (const dish of dishes) {
    const add = (name: string, variation?: DishVariation) => {
      const tokens = phraseKey(name).split(' ').filter(Boolean);
      if (tokens.length > 0) keys.push({ tokens, joined: tokens.join(''), dish, variation });
    };
    for (const name of new Set([dish.name, ...dish.aliases])) add(name);
    for (const variation of dish.variations) add(variation.name, variation);
  }
  // Longest names first, so "chicken pad thai" wins over "pad thai".
  return keys.sort((a, b) => b.tokens.length - a.tokens.length || b.joined.length - a.joined.length);
}

const KEYS = buildKeys(DISHES);

/** Edit distance, stopping early once it passes `limit`. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/** A slip allowed in one word: none in short words, one in words of 5 or more letters, two from 10. */
const slipsAllowed = (word: string) => (word.length >= 10 ? 2 : word.length >= 5 ? 1 : 0);

/**
 * Whether `w` is `t` with a slip: judged by the shorter word ("mole" is not a slip of "moules"),
 * and a short word that only lacks an ending is another word ("brown" is not "brownie", but
 * "guacamolee" is guacamole).
 */
function isSlip(w: string, t: string): boolean {
  if (w === t) return true;
  const shorter = w.length < t.length ? w : t;
  const longer = shorter === w ? t : w;
  if (w[0] !== t[0] || (shorter.length <= 5 && longer.startsWith(shorter))) return false;
  const allowed = slipsAllowed(shorter);
  return distance(w, t, allowed) <= allowed;
}

function closeWords(window: string[], key: Key): boolean {
  return key.tokens.every((t, i) => isSlip(window[i] ?? '', t));
}

/** Variation whose own words (beyond the dish's name) the request uses most, if any. */
function variationFor(dish: Dish, tokens: readonly string[]): DishVariation | undefined {
  const dishWords = new Set([dish.name, ...dish.aliases].flatMap((n) => phraseKey(n).split(' ')));
  let best: { variation: DishVariation; score: number } | undefined;
  for (const variation of dish.variations) {
    const own = phraseKey(variation.name).split(' ').filter((w) => !dishWords.has(w) && w.length > 2 && w !== 'with' && w !== 'and');
    const score = own.filter((w) => tokens.includes(w)).length;
    if (score > 0 && (!best || score > best.score)) best = { variation, score };
  }
  return best?.variation;
}

/**
 * The dish the text names, or undefined. `text` is the dish part of a request when the reader
 * found one, otherwise the whole request.
 */
export function matchDish(text: string): DishMatch | undefined {
  const tokens = phraseKey(text).split(' ').filter(Boolean);
  const found = (key: Key, start: number, length: number, exact: boolean): DishMatch => ({
    dish: key.dish,
    variation: key.variation ?? variationFor(key.dish, tokens),
    words: tokens.slice(start, start + length).join(' '),
    exact,
  });
  for (const key of KEYS) {
    for (let i = 0; i + key.tokens.length <= tokens.length; i++) {
      if (key.tokens.every((t, k) => tokens[i + k] === t)) return found(key, i, key.tokens.length, true);
    }
  }
  for (const key of KEYS) {
    for (let i = 0; i < tokens.length; i++) {
      // Words run together or split apart: "padthai", "pho bo" written "phobo".
      for (let length = Math.max(1, key.tokens.length - 1); length <= key.tokens.length + 1 && i + length <= tokens.length; length++) {
        if (length !== key.tokens.length && tokens.slice(i, i + length).join('') === key.joined) return found(key, i, length, false);
      }
      const window = tokens.slice(i, i + key.tokens.length);
      if (window.length === key.tokens.length && closeWords(window, key)) return found(key, i, key.tokens.length, false);
    }
  }
  return undefined;
}
