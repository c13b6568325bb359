/**
 * Everyday words for a family of foods ("meat", "beans", "onions", "seafood"), defined once: the
 * reader uses them to rule out every member ("no beans") or to let the composer pick the member a
 * dish prefers ("chicken" -> thighs in a stew); the checker uses their tags to catch a member in
 * any recipe text.
 */
import { FOODS, food } from '../catalog/catalog';
import type { Food } from '../catalog/food-types';
import type { Tag } from './lexicon';

interface FoodFamily {
  /** The catalog food that stands for the family when a cook asks for it by this word. */
  stand?: string;
  /** Which catalog foods belong; by default those whose id holds the word ("black-beans"). */
  members?: (f: Food) => boolean;
  /** Lexicon tags that mark a member in recipe text (for words no name contains: "meat"). */
  tags?: Tag[];
}

const isMeat = (f: Food) => f.flags.includes('meat');

/** Keys are singular words as `singularWords` gives them. */
const FAMILIES: Readonly<Record<string, FoodFamily>> = {
  chicken: { stand: 'chicken-breast' },
  beef: { stand: 'sirloin-steak', members: (f) => isMeat(f) && (f.id.includes('beef') || f.id.includes('steak')) },
  pork: { stand: 'pork-tenderloin' },
  turkey: { stand: 'ground-turkey' },
  lamb: {},
  fish: { stand: 'cod-fillet', members: (f) => f.flags.includes('fish'), tags: ['Fish'] },
  shellfish: { stand: 'shrimp', members: (f) => f.flags.includes('shellfish'), tags: ['Shellfish'] },
  seafood: { stand: 'shrimp', members: (f) => f.flags.includes('fish') || f.flags.includes('shellfish'), tags: ['Fish', 'Shellfish'] },
  meat: { stand: 'ground-beef', members: (f) => isMeat(f) || f.flags.includes('poultry'), tags: ['meat', 'poultry'] },
  'red meat': { members: isMeat, tags: ['meat'] },
  poultry: { stand: 'chicken-breast', members: (f) => f.flags.includes('poultry'), tags: ['poultry'] },
  nut: { members: (f) => f.allergens.includes('Tree Nuts') || f.allergens.includes('Peanuts'), tags: ['Tree Nuts', 'Peanuts'] },
  dairy: { members: (f) => f.flags.includes('dairy'), tags: ['Dairy'] },
  cheese: { members: (f) => f.kind === 'cheese' },
  mushroom: {},
  // "no wine" rules out cooking wines, not wine vinegar; "no alcohol" the spirits and rice wines too.
  wine: { members: (f) => f.id.endsWith('-wine') },
  alcohol: { members: (f) => f.id.endsWith('-wine') || ['beer', 'sake', 'mirin', 'vodka'].includes(f.id) },
  onion: {},
  pepper: { members: (f) => f.id.split('-').includes('pepper') && f.id !== 'black-pepper' },
  bean: { stand: 'black-beans' },
  noodle: { stand: 'egg-noodles' },
  squash: { stand: 'butternut-squash' },
  tortilla: { stand: 'corn-tortilla' },
  berry: { stand: 'strawberries', members: (f) => f.id.includes('berr') },
  chocolate: { stand: 'dark-chocolate' },
};

const byIdPart = (word: string) => (f: Food) => f.id.split('-').some((part) => part === word || part === `${word}s` || part === `${word}es`);

/** Whether a word (singular) names a family of foods. */
export const isFamilyWord = (word: string): boolean => word in FAMILIES;

/**
 * Every catalog food a word covers: "no beans" rules out all of them, not one. Words that are
 * not family words still cover the foods whose id holds them ("no onions" -> every onion).
 */
export function familyMembers(word: string): Food[] {
  return FOODS.filter(FAMILIES[word]?.members ?? byIdPart(word));
}

/** The catalog food that stands for a family word the cook wants ("chicken" -> chicken breast). */
export function familyStandIn(word: string): Food | undefined {
  const id = FAMILIES[word]?.stand;
  return id === undefined ? undefined : food(id);
}

/** Lexicon tags that mark a member of the family in recipe text, where the name alone does not. */
export function familyTags(word: string): Tag[] {
  return [...(FAMILIES[word]?.tags ?? [])];
}

/**
 * The family word a catalog food belongs to, for telling "the same kind of food" apart:
 * chicken thighs and breasts are both "chicken". Undefined for foods with no family.
 */
export function familyOfFood(f: Food): string | undefined {
  const specific = Object.keys(FAMILIES).filter((w) => !FAMILIES[w]?.tags);
  return specific.find((w) => (FAMILIES[w]?.members ?? byIdPart(w))(f));
}
