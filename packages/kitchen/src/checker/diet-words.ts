/**
 * The words that name each diet, defined once: the reader finds the diets a request asks for with
 * them, and the checker the diets a recipe's title says it keeps ("Vegetarian Carbonara").
 */
import type { DietaryRestriction } from '@sous/contract/preferences';
import { phraseKey } from '../text/words';

export const DIET_WORDS: Readonly<Record<DietaryRestriction, readonly string[]>> = {
  Vegan: ['vegan', 'plant based', 'plant-based', 'vegan friendly'],
  Vegetarian: ['vegetarian', 'veggie', 'meatless', 'meat free', 'veg'],
  Pescatarian: ['pescatarian', 'pescetarian'],
  Paleo: ['paleo', 'paleo friendly'],
  Keto: ['keto', 'ketogenic', 'keto friendly'],
  'Low-Carb': ['low carb', 'low carbohydrate', 'lower carb', 'carb free', 'zero carb', 'no carb'],
  'Low-Fat': ['low fat', 'reduced fat', 'fat free', 'lower fat'],
  'Low-Sodium': ['low sodium', 'low salt', 'reduced sodium', 'salt free', 'sodium free', 'no salt', 'reduced salt', 'less sodium'],
  'Gluten-Free': ['gluten free', 'celiac', 'coeliac', 'glutenfree', 'gf'],
  'Dairy-Free': ['dairy free', 'lactose free', 'lactose intolerant', 'non dairy', 'nondairy', 'milk free'],
};

const DIET_KEYS = (Object.entries(DIET_WORDS) as [DietaryRestriction, readonly string[]][]).map(
  ([diet, phrases]): [DietaryRestriction, string[]] => [diet, phrases.map((p) => ` ${phraseKey(p)} `)],
);

/**
 * The diets a text names, in `DIET_WORDS` order. `words` are the text's singular words
 * (`singularWords`, or a reader's tokens): ["plant", "based", "taco"] -> Vegan.
 */
export function dietsNamedIn(words: readonly string[]): DietaryRestriction[] {
  const text = ` ${words.join(' ')} `;
  return DIET_KEYS.filter(([, keys]) => keys.some((key) => text.includes(key))).map(([diet]) => diet);
}
