import type { Cuisine } from '@sous/contract/preferences';
import type { Food } from '../catalog/food-types';
import type { MealType } from '../reader/read-prompt';
import { singular } from '../text/words';

/** How a slot's food is weighed against healthiness: fats shrink, vegetables grow. */
export type Portion = 'main' | 'vegetable' | 'starch' | 'fat' | 'sweet' | 'flavour';

/**
 * One place in a dish: the foods that may fill it, in order of preference (the composer takes
 * the first the cook can eat), and how much per serving.
 */
export interface Slot {
  role: string;
  options: string[];
  /** Grams per serving. */
  grams: number;
  portion?: Portion;
  /** How many different foods the slot takes (vegetables: 2). */
  count?: number;
  /** The dish works without it. */
  optional?: boolean;
  /** Appended to the ingredient line: "diced", "cut into 1-inch pieces". */
  prep?: string | ((food: Food) => string | undefined);
  /** Amount factors for options used differently: a flax "egg" weighs far less than an egg. */
  scale?: Record<string, number>;
}

/** The foods chosen for a dish, by slot role. */
export interface Picks {
  /** The chosen foods of a role (empty when an optional slot was dropped). */
  all(role: string): Food[];
  /** The first food of a role, if any. */
  get(role: string): Food | undefined;
  /**
   * The first food of a role that is always filled: a required slot (the composer drops a dish
   * whose required slot it cannot fill) or an optional one the caller has checked with `has`.
   * Throws, naming the role, if that promise is broken.
   */
  must(role: string): Food;
  has(role: string): boolean;
  /** How a step names a role's foods: "the chicken thighs", "broccoli and carrots". */
  name(role: string): string;
  /** The same names one by one, to build longer lists: ["broccoli", "carrots"]. */
  names(role: string): string[];
}

/** A kind of dish the composer knows how to write. */
export interface Archetype {
  id: string;
  meals: MealType[];
  cuisines: Cuisine[];
  /** Words in a prompt that ask for this dish ("stir fry", "curry", "taco"). */
  keywords: string[];
  /** Minutes of preparation and cooking. */
  prep: number;
  cook: number;
  slots: Slot[];
  title(p: Picks): string;
  description(p: Picks): string;
  steps(p: Picks): string[];
  tags: string[];
  /** Savory dishes end their list with salt and pepper to taste; sweet ones do not. */
  sweet?: boolean;
}

/** Readable list: "a", "a and b", "a, b and c". */
export function listOf(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

const SMALL_WORDS = new Set(['and', 'with', 'of', 'in', 'on', 'or', 'the', 'a', 'to']);

/** A title's capitals: "chicken and broccoli" -> "Chicken and Broccoli". */
export const titleCase = (text: string) =>
  text
    .split(' ')
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word) ? word : word.replace(/^([a-z])/, (c) => c.toUpperCase())))
    .join(' ');

/** A food as a title's modifier, singular: "blueberries" -> "blueberry", "cremini mushrooms" -> "mushroom". */
export function titleName(food: Food): string {
  const name = food.name.replace(/^(cremini|white|fresh|frozen|canned|sweetened|unsweetened) /, '');
  return name.replace(/(\w+)$/, (last) => singular(last));
}

/** First letter up: for sentences that start with a food's name. */
export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A main's name as a dish title uses it: "chicken thigh" -> "chicken", "flank steak" -> "steak". */
export function dishName(food: Food): string {
  // Beans and lentils name a dish in the singular: "Black Bean Tacos", "Chickpea Curry".
  if (food.flags.includes('legume')) return titleName(food);
  return food.name
    .replace(/^(boneless skinless |firm |extra-firm |lean |canned )/, '')
    .replace(/ (thigh|breast|drumstick|wing|fillet|tenderloin|leg|shoulder|chuck)s?$/, '')
    .replace(/^(flank|sirloin|ribeye) steak$/, 'steak')
    .replace(/ (steak)$/, (m) => (food.id === 'tuna-steak' || food.id === 'swordfish-steak' ? '' : m));
}
