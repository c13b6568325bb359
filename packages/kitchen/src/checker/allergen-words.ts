/**
 * Allergens as people name them, and the families an allergy also keeps out of substitutes.
 * The lexicon (`lexicon.ts`) knows every food that hides an allergen (satay, arachis oil,
 * ghee...); this file knows the words that name the allergen itself, as written after "no",
 * "allergic to" or before "-free" and "allergy".
 */
import type { Allergen } from '@sous/contract/preferences';
import type { Food } from '../catalog/food-types';
import { phraseKey } from '../text/words';

/**
 * Words that name a whole allergen ("nuts", "dairy", "seafood"). "No nuts" is an allergy;
 * "no walnuts" only rules out walnuts unless the cook says they are allergic.
 */
export const ALLERGEN_WORDS: Readonly<Record<Allergen, readonly string[]>> = {
  Dairy: ['dairy', 'milk', 'lactose', 'dairy product', 'milk product', 'cow milk'],
  Eggs: ['egg'],
  Peanuts: ['peanut', 'groundnut', 'ground nut', 'arachis', 'monkey nut'],
  'Tree Nuts': ['tree nut'],
  Fish: ['fish', 'finfish'],
  Shellfish: ['shellfish', 'crustacean', 'mollusc', 'mollusk'],
  Wheat: ['wheat'],
  Soy: ['soy', 'soya', 'soybean', 'soy bean'],
  Sesame: ['sesame', 'sesame seed'],
  Gluten: ['gluten'],
};

/** Words that name more than one allergen at once. */
const GROUP_WORDS: Readonly<Record<string, readonly Allergen[]>> = {
  nut: ['Tree Nuts', 'Peanuts'],
  'nut product': ['Tree Nuts', 'Peanuts'],
  seafood: ['Fish', 'Shellfish'],
};

const byKey = new Map<string, Allergen[]>();
for (const [allergen, terms] of Object.entries(ALLERGEN_WORDS) as [Allergen, readonly string[]][]) {
  for (const term of terms) byKey.set(phraseKey(term), [...(byKey.get(phraseKey(term)) ?? []), allergen]);
}
for (const [term, allergens] of Object.entries(GROUP_WORDS)) byKey.set(phraseKey(term), [...allergens]);
const longestWords = Math.max(...[...byKey.keys()].map((k) => k.split(' ').length));

/**
 * The allergen word that starts at `start` among singular words ("tree nut" before "nut"), with
 * the allergens it names, or undefined.
 */
export function allergenWordAt(tokens: readonly string[], start: number): { allergens: Allergen[]; length: number } | undefined {
  for (let length = Math.min(longestWords, tokens.length - start); length > 0; length--) {
    const allergens = byKey.get(tokens.slice(start, start + length).join(' '));
    if (allergens) return { allergens, length };
  }
  return undefined;
}

/**
 * The allergens that people with this allergy are commonly told to avoid too, so a substitute
 * never comes from them: peanut-allergic people often react to tree nuts (and nut products
 * share factories), and the reverse. An allergen's own family is already covered by the
 * allergen itself: a shellfish allergy rules out every shellfish, so shrimp is never replaced
 * by crab. `maySubstitute` asks it of a swap; the checker enforces it on the final recipe
 * unless the cook asked for the food by name ("cashew chicken, allergic to peanuts").
 */
const SUBSTITUTE_FAMILIES: Readonly<Partial<Record<Allergen, readonly Allergen[]>>> = {
  Peanuts: ['Tree Nuts'],
  'Tree Nuts': ['Peanuts'],
};

/** The allergens a substitute must also avoid under this allergy (see SUBSTITUTE_FAMILIES). */
export function avoidedFamiliesFor(allergen: Allergen): Allergen[] {
  return [...(SUBSTITUTE_FAMILIES[allergen] ?? [])];
}

/** Every allergen no substitute may bring in under these allergies, beside the allergies themselves. */
export function substituteCautions(allergies: readonly Allergen[]): Allergen[] {
  const cautions = new Set(allergies.flatMap(avoidedFamiliesFor));
  for (const allergen of allergies) cautions.delete(allergen);
  return [...cautions];
}

/**
 * The first of these allergies a catalog food carries, or undefined. Gluten is in wheat too, so
 * a gluten allergy also finds wheat.
 */
export function foodAllergen(food: Pick<Food, 'allergens'>, allergies: readonly Allergen[]): Allergen | undefined {
  return allergies.find((allergy) => food.allergens.includes(allergy) || (allergy === 'Gluten' && food.allergens.includes('Wheat')));
}
