/**
 * Cooking from the pantry: which library dishes use what the cook already has, and the sentence
 * that tells them what comes from the pantry and what they still need.
 */
import { findFoodById } from '../catalog/catalog';
import type { Food } from '../catalog/food-types';
import type { Dish } from '../dishes/dish-types';
import { takesOf, type Take } from '../dishes/take';
import { listOf } from './archetype';

/** Foods every kitchen is taken to have: a dish neither gains nor loses for using them. */
const BASICS: ReadonlySet<string> = new Set(['salt', 'black-pepper', 'water', 'olive-oil', 'vegetable-oil']);

/**
 * Foods a cook uses for one another without a second thought: a pantry holding one of a group
 * holds what a dish asks for from it. Kept narrow on purpose (sweet potato is no potato, sesame
 * oil no olive oil).
 */
const INTERCHANGEABLE: readonly (readonly string[])[] = [
  ['canned-diced-tomatoes', 'crushed-tomatoes'],
  ['long-grain-white-rice', 'short-grain-rice'],
  ['soft-tofu', 'firm-tofu'],
  ['yellow-onion', 'sweet-onion'],
  ['potato', 'russet-potato', 'red-potato'],
  ['ground-beef', 'lean-ground-beef'],
  ['chicken-breast', 'chicken-thigh'],
  ['chicken-broth', 'low-sodium-chicken-broth'],
  ['spaghetti', 'whole-wheat-spaghetti'],
  ['brown-lentils', 'red-lentils'],
  // A lemon or lime gives its juice and zest.
  ['lemon', 'lemon-juice'],
  ['lemon', 'lemon-zest'],
  ['lime', 'lime-juice'],
];

/** The pantry food that stands for a food: itself, or one interchangeable with it; undefined when none. */
function pantrySource(pantry: ReadonlySet<string>, id: string): string | undefined {
  if (pantry.has(id)) return id;
  return INTERCHANGEABLE.filter((group) => group.includes(id)).flat().find((other) => pantry.has(other));
}

/** Whether the pantry holds a food, or one interchangeable with it. */
export const pantryHas = (pantry: ReadonlySet<string>, id: string): boolean => pantrySource(pantry, id) !== undefined;

/** The foods a take cannot do without, basics aside. */
const mainFoods = (take: Take) => [...new Set(take.ingredients.filter(([, i]) => !i.optional).map(([, i]) => i.food))].filter((id) => !BASICS.has(id));

/**
 * How well a take cooks from the pantry: +3 for each of its foods the pantry has, -1 for each it
 * lacks, so using more of the pantry counts most and a long shopping list still costs. Undefined for a
 * take that uses fewer than two pantry foods (or one, when the pantry holds only one food): that
 * is not cooking from the pantry.
 */
function pantryScore(take: Take, pantry: ReadonlySet<string>): number | undefined {
  const foods = mainFoods(take);
  const used = foods.filter((id) => pantryHas(pantry, id)).length;
  const usable = [...pantry].filter((id) => !BASICS.has(id)).length;
  if (used < Math.min(2, usable) || used === 0) return undefined;
  return used * 3 - (foods.length - used);
}

/** The takes of a dish (the classic and its variations) that cook from the pantry, the best first. */
export function pantryTakes(dish: Dish, pantry: ReadonlySet<string>): { take: Take; score: number }[] {
  return takesOf(dish)
    .map((take) => ({ take, score: pantryScore(take, pantry) }))
    .filter((scored): scored is { take: Take; score: number } => scored.score !== undefined)
    .sort((a, b) => b.score - a.score);
}

/** The kinds of food a meal is built on, in the order an archetype wants them. */
const MAIN_KINDS = ['protein', 'vegetable', 'starch'] as const;

/**
 * The pantry's foods a meal can be built on (a protein, vegetables, a starch), at most three; none
 * without a protein or a vegetable (oats and milk make no dinner).
 */
export function mainPantryFoods(pantry: ReadonlySet<string>): Food[] {
  const foods = [...pantry].map((id) => findFoodById(id)).filter((food): food is Food => food !== undefined);
  if (!foods.some((food) => food.kind === 'protein' || food.kind === 'vegetable')) return [];
  return MAIN_KINDS.flatMap((kind) => foods.filter((food) => food.kind === kind)).slice(0, 3);
}

/** A food as a shopper says it: things counted by the piece in the plural ("eggs", "lemons"), the rest as they are ("milk", "ground beef"). */
function nameOf(id: string): string {
  const food = findFoodById(id);
  if (!food) return id.replace(/-/g, ' ');
  return food.grams.piece === undefined ? food.name : food.plural;
}

/**
 * "From your pantry: chicken thighs, rice and garlic. You'll also need coconut milk." for a
 * recipe's foods, naming what the pantry holds (the cook's lemons, where the recipe wants juice).
 */
export function pantrySentence(foods: readonly string[], pantry: ReadonlySet<string>): string {
  const distinct = [...new Set(foods)].filter((id) => !BASICS.has(id));
  const used = [...new Set(distinct.flatMap((id) => pantrySource(pantry, id) ?? []))].map(nameOf);
  const missing = distinct.filter((id) => !pantryHas(pantry, id)).map(nameOf);
  if (used.length === 0) return '';
  const need = missing.length === 0 ? ' Nothing else to buy.' : ` You'll also need ${listOf(missing)}.`;
  return `From your pantry: ${listOf(used)}.${need}`;
}
