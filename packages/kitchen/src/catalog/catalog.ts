import foodsJson from './foods.json';
import type { Food } from './food-types';
import { phraseKey, singularWords } from '../text/words';

/** Every food in the catalog (built from USDA SR28 by `scripts/build-catalog.ts`). */
export const FOODS: readonly Food[] = foodsJson as Food[];

const byId = new Map(FOODS.map((food) => [food.id, food]));

/** Singular phrase key ("cherry tomato") -> food, for names, plurals and aliases. */
const byTerm = new Map<string, Food>();
for (const food of FOODS) {
  for (const term of [food.name, food.plural, ...food.aliases]) {
    const key = phraseKey(term);
    if (key && !byTerm.has(key)) byTerm.set(key, food);
  }
}
const LONGEST_TERM = Math.max(...[...byTerm.keys()].map((key) => key.split(' ').length));

/** The food with this id; throws for an unknown id, which is a programming error. */
export function food(id: string): Food {
  const found = byId.get(id);
  if (!found) throw new Error(`Unknown food id: ${id}`);
  return found;
}

/** The food with this id, or undefined. */
export function findFoodById(id: string): Food | undefined {
  return byId.get(id);
}

/** A food named somewhere in a text, with where its words sit. */
export interface FoodMention {
  food: Food;
  /** Index of the first matched word among the text's words. */
  start: number;
  /** Number of words matched. */
  length: number;
  /** The matched words as written (singular, normalised). */
  term: string;
}

/**
 * Every catalog food named in a free text, longest phrase first and without overlaps:
 * "2 cups cherry tomatoes and fresh basil" -> cherry tomatoes, fresh basil.
 */
export function findFoodMentions(text: string): FoodMention[] {
  const tokens = singularWords(text);
  const mentions: FoodMention[] = [];
  let i = 0;
  while (i < tokens.length) {
    let matched: FoodMention | undefined;
    for (let length = Math.min(LONGEST_TERM, tokens.length - i); length >= 1; length--) {
      const term = tokens.slice(i, i + length).join(' ');
      const found = byTerm.get(term);
      if (found) {
        matched = { food: found, start: i, length, term };
        break;
      }
    }
    if (matched) {
      mentions.push(matched);
      i += matched.length;
    } else {
      i += 1;
    }
  }
  return mentions;
}

/**
 * The catalog food an ingredient name refers to: an exact name or alias first, otherwise the
 * longest food phrase inside it, preferring the last one ("boneless chicken thighs, cut in
 * strips" -> chicken thigh; "juice of 1 lemon" -> lemon). Undefined when nothing matches.
 */
export function findFood(name: string): Food | undefined {
  const exact = byTerm.get(phraseKey(name));
  if (exact) return exact;
  const mentions = findFoodMentions(name.split(/[,(;]/)[0] ?? name);
  if (mentions.length === 0) return findFoodMentions(name).sort((a, b) => b.length - a.length)[0]?.food;
  return [...mentions].sort((a, b) => b.length - a.length || b.start - a.start)[0]?.food;
}
