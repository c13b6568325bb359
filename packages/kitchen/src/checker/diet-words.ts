/**
 * The words that name each diet, defined once: the reader finds diets in a request with them and
 * the lexicon's modifiers ("vegan butter", "gluten-free pasta") are built from the same lists.
 */
import type { DietaryRestriction } from '@sous/contract/preferences';

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
