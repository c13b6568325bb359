/**
 * Sous's built-in recipe writer. A request that names a library dish gets that dish (and, for
 * several, its distinct variations), made safe by the dish's own swaps; a dish Sous does not
 * know, or one that cannot be made under the cook's constraints, gets the closest dish it can
 * make with a sentence saying so. Requests that are not about food are refused.
 */
import { PREP_TIME_MAX_MINUTES } from '@sous/contract/preference-lines';
import { CUISINES, type Preferences } from '@sous/contract/preferences';
import { checkRecipe } from '../checker/check-recipe';
import type { Dish, DishVariation } from '../dishes/dish-types';
import { DISHES } from '../dishes/library';
import { takeOf, takesOf, type Take } from '../dishes/take';
import { constraintsFor } from '../reader/constraints';
import { readPrompt, type PromptReading } from '../reader/read-prompt';
import { phraseKey } from '../text/words';
import { titleCase } from './archetype';
import { composeFromArchetypes, type ComposeRequest } from './archetype-compose';
import { ARCHETYPES } from './archetypes/index';
import { KEEPING } from './constraint-words';
import { mainPantryFoods, pantrySentence, pantryTakes } from './from-pantry';
import type { ComposedRecipe } from './labels';
import { makeTake, type Cook, type Made } from './make-dish';
import { matchDish, type DishMatch } from './match-dish';

export type { ComposeRequest } from './archetype-compose';
export type { ComposedRecipe } from './labels';

/** What `compose` returns: the recipes, or a refusal, and what the library could not match. */
export interface ComposeResult {
  recipes: ComposedRecipe[];
  /** The request's dish words when no library dish matched them, to record for the team. */
  unmatchedDish?: string;
  /** The library dish the request named, when one matched. */
  dishId?: string;
  /** Set when the request is not about food: fail the job with this message, without using the allowance. */
  refused?: { reason: 'not-food'; message: string };
}

/** The message for a request that is not about food. */
export const NOT_FOOD_MESSAGE = 'That does not look like a request for a recipe. Describe a dish or a meal, for example "a quick vegetarian curry for two".';

/** Words that describe a kind of dish rather than name one ("a curry", "soup"). */
const TYPE_WORDS = new Set([
  'curry', 'soup', 'stew', 'salad', 'sandwich', 'pasta', 'noodle', 'rice', 'stir', 'fry', 'cake', 'cookie', 'bread', 'pie', 'taco',
  'bowl', 'dip', 'braise', 'casserole', 'roast', 'wrap', 'burger', 'pancake', 'dessert', 'breakfast', 'lunch', 'dinner', 'snack',
  'meal', 'dish', 'recipe', 'something', 'food', 'side', 'treat', 'brunch', 'supper', 'bake', 'oatmeal', 'porridge',
]);
/** Words in a request that neither name a dish nor a food. */
const FILLER = new Set([
  'a', 'an', 'the', 'and', 'or', 'with', 'without', 'no', 'for', 'of', 'in', 'on', 'to', 'me', 'my', 'i', 'we', 'us', 'please',
  'make', 'cook', 'want', 'like', 'would', 'need', 'give', 'some', 'easy', 'quick', 'simple', 'healthy', 'light', 'fast',
  'homemade', 'classic', 'best', 'good', 'tasty', 'delicious', 'under', 'minute', 'hour', 'serving', 'people', 'person',
  'family', 'kid', 'friendly', 'night', 'weeknight', 'spicy', 'mild', 'hot', 'free', 'style', 'allergy', 'allergic',
  'vegan', 'vegetarian', 'keto', 'paleo', 'low', 'carb', 'fat', 'sodium', 'gluten', 'dairy', 'can', 't', 'have', 'it', 'is',
  'that', 'this', 'something', 'using', 'use', 'from', 'leftover', 'crowd', 'party', 'two', 'three', 'four', 'six', 'eight',
  'version', 'recipe', 'idea', 'ideas', 'tonight', 'today', 'our', 'your', 'all', 'at', 'be', 'will', 'there', 'just',
  // What the cook has, and how much: "I have half a cabbage and some carrots" names foods, not a dish.
  'half', 'quarter', 'bit', 'bunch', 'handful', 'few', 'couple', 'lot', 'leftovers', 'got', 'left', 'over', 'fridge',
  'pantry', 'whatever', 'what', 'one', 'five', 'seven', 'nine', 'ten', 'twelve', 'pound', 'lb', 'oz', 'cup', 'bag', 'package',
]);

/** The request's dish words, when they name a dish rather than a kind of meal ("pad thai", not "keto dinner"). */
function namedDishText(reading: PromptReading): string | undefined {
  const line = reading.dishText;
  const tokens = phraseKey(line).split(' ').filter(Boolean);
  const foodWords = new Set([...reading.foods, ...reading.excludedFoods].flatMap((f) => [f.name, f.plural, ...f.aliases].flatMap((n) => phraseKey(n).split(' '))));
  const named = tokens.filter((t) => !FILLER.has(t) && !TYPE_WORDS.has(t) && !foodWords.has(t) && !/^\d+$/.test(t) && (reading.cuisine === undefined || !phraseKey(reading.cuisine).includes(t)));
  if (named.length === 0) return undefined;
  return line.trim().replace(/[.!?]+$/, '').slice(0, 120);
}

const healthinessOf = (h: number | undefined): 1 | 2 | 3 | undefined => (h === 1 || h === 2 || h === 3 ? h : undefined);

function cookOf(reading: PromptReading, prefs: Partial<Preferences>): Cook {
  const constraints = constraintsFor(reading, prefs);
  const limits = [constraints.maxMinutes, constraints.prepTime ? PREP_TIME_MAX_MINUTES[constraints.prepTime] : undefined].filter((m): m is number => m !== undefined);
  return {
    constraints,
    excluded: reading.excludedFoods,
    servings: reading.servings ?? 4,
    maxMinutes: limits.length ? Math.min(...limits) : undefined,
    spice: reading.spice,
    kidFriendly: reading.kidFriendly,
    healthiness: healthinessOf(reading.healthiness ?? prefs.healthiness),
    have: reading.have,
  };
}

/** The same foods: a second take that only renames the first is no new recipe. */
const sameFoods = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Makes up to `count` distinct takes of a dish, the requested variation first. */
function takesFor(dish: Dish, variation: DishVariation | undefined, cook: Cook, count: number): { made: Extract<Made, { ok: true }>[]; failures: Extract<Made, { ok: false }>[] } {
  const all = takesOf(dish);
  const first = variation ? takeOf(dish, variation) : undefined;
  const ordered: Take[] = first ? [first, ...all.filter((t) => t.variation !== variation)] : all;
  const made: Extract<Made, { ok: true }>[] = [];
  const failures: Extract<Made, { ok: false }>[] = [];
  for (const take of ordered) {
    if (made.length >= count) break;
    const result = makeTake(take, cook);
    if (!result.ok) failures.push(result);
    else if (!made.some((m) => sameFoods(m.foods, result.foods) || m.recipe.name === result.recipe.name)) made.push(result);
  }
  return { made, failures };
}

/**
 * A dish made from the pantry: its take that cooks most from it and fits the cook as written
 * ("Chicken Fried Rice" for a pantry with chicken, but the plain take for a vegetarian, never a
 * chicken take with the chicken swapped out).
 */
function madeFromPantry(dish: Dish, pantry: ReadonlySet<string>, cook: Cook): Extract<Made, { ok: true }> | undefined {
  const made = pantryTakes(dish, pantry)
    .map(({ take }) => makeTake(take, cook))
    .filter((result): result is Extract<Made, { ok: true }> => result.ok);
  return made.find((result) => result.changed.length === 0) ?? made[0];
}

/** A sentence on why the named dish could not be made, completed by what was made instead. */
function cannotSentence(dish: Dish, failure: Extract<Made, { ok: false }> | undefined): string {
  const constraint = failure?.constraint;
  if (constraint) {
    const reason = dish.cannot?.[constraint] ?? failure.why;
    return `${dish.name} can't be made ${KEEPING[constraint]} and stay ${dish.name.toLowerCase()} (${reason}), so`;
  }
  return `${dish.name} doesn't fit this request (${failure?.why ?? 'it cannot be made for you'}), so`;
}

const LOOSE_WORDS = new Set(['ground', 'fresh', 'dried', 'white', 'green', 'red', 'yellow', 'black', 'sweet', 'canned', 'frozen', 'whole', 'wheat', 'sauce', 'powder', 'seeds', 'leaf', 'paste', 'oil']);
/** The telling words of a food id: "chicken-thigh" -> chicken, thigh. */
const foodTokens = (id: string) => id.split('-').filter((t) => t.length >= 4 && !LOOSE_WORDS.has(t));

const CUISINE_KEYS = CUISINES.map((c) => phraseKey(c));
const namesOtherCuisine = (name: string, cuisine: string | undefined) => {
  const key = ` ${phraseKey(name)} `;
  return CUISINE_KEYS.some((c) => key.includes(` ${c} `) && c !== (cuisine === undefined ? undefined : phraseKey(cuisine)));
};

/**
 * Library dishes ranked for a request that names no dish: cuisine, meal, named foods, kind of dish,
 * and with a pantry, how much of the dish it holds (a dish that barely uses it is left out).
 */
function rankDishes(reading: PromptReading, prefs: Partial<Preferences>, exclude: ReadonlySet<string>, type?: string, like?: Dish, pantry?: ReadonlySet<string>): Dish[] {
  const byKind = like !== undefined;
  // In place of a dish that could not be made: one of its kind, from its kitchen when possible.
  const cuisine = reading.cuisine ?? like?.cuisine;
  const scored = DISHES.filter((d) => !exclude.has(d.id)).map((dish) => {
    let score = 0;
    if (cuisine && dish.cuisine === cuisine) score += 5;
    if (prefs.cuisinesPreferred?.some((c) => c === dish.cuisine)) score += 2;
    if (reading.mealType) score += dish.meals.includes(reading.mealType) ? 4 : -8;
    // A request that names no meal is after a meal, not a cake ("bbq ribs" is no banana bread);
    // from the pantry, what it holds decides (oats and bananas make breakfast).
    else if (!pantry && !dish.meals.some((m) => m === 'dinner' || m === 'lunch')) score -= 4;
    const foods = new Set(Object.values(dish.ingredients).map((i) => i.food));
    const tokens = new Set([...foods].flatMap(foodTokens));
    // Named foods the dish has score; named foods it lacks ("shrimp" for tacos al pastor) rule it out.
    for (const f of reading.foods) score += foods.has(f.id) ? 3 : foodTokens(f.id).some((t) => tokens.has(t)) ? 2 : -10;
    // "beef stew" wants something called a stew; a dish that could not be made wants one of its kind.
    // An alias that names another kitchen ("korean spicy chicken stir fry") does not answer a plain "chicken stir fry".
    const fits = byKind ? dish.type === type : [dish.name, ...dish.aliases.filter((a) => !namesOtherCuisine(a, cuisine))].some((n) => ` ${phraseKey(n)} `.includes(` ${type ?? ''} `));
    if (type && fits) score += cuisine && dish.cuisine !== cuisine && !byKind ? 0 : 6;
    else if (type) score -= 10;
    if (pantry) score += pantryTakes(dish, pantry)[0]?.score ?? Number.NEGATIVE_INFINITY;
    return { dish, score };
  });
  return scored.filter((s) => s.score >= 4).sort((a, b) => b.score - a.score).map((s) => s.dish);
}

/** Picks the kind of dish a request's words name, for finding a close dish. */
function typeWordOf(words: readonly string[], dish?: Dish): string | undefined {
  if (dish) return dish.type;
  return words.find((w) => TYPE_WORDS.has(w) && !['meal', 'dish', 'recipe', 'something', 'food', 'breakfast', 'lunch', 'dinner', 'snack', 'brunch', 'supper'].includes(w));
}

/**
 * Writes `count` recipes for a request: the named dish and its variations when the library knows
 * it, otherwise the closest dishes, with the reason in the description. Every recipe passes the
 * allergen and diet checker under the request's constraints.
 */
/** The library dish a request names: the reader's dish words first, then its first line as written. */
const namedDish = (reading: PromptReading, prompt: string) => matchDish(reading.dishText) ?? matchDish(prompt.split('\n')[0] ?? '');

/**
 * Whether a request asks for food at all, for every provider: a request naming a known dish is,
 * however it is spelled ("carbonarra"), and an empty request (preferences only) is "surprise me".
 */
export function isRecipeRequest(prompt: string): boolean {
  const reading = readPrompt(prompt);
  return reading.aboutFood || prompt.trim() === '' || namedDish(reading, prompt) !== undefined;
}

export function compose(request: ComposeRequest): ComposeResult {
  const prefs = request.preferences ?? {};
  const reading = readPrompt(request.prompt);
  // Constraints hold whichever dish is made: every recipe passes the same final check.
  const match = namedDish(reading, request.prompt);
  if (!reading.aboutFood && !match && request.prompt.trim() !== '') return { recipes: [], refused: { reason: 'not-food', message: NOT_FOOD_MESSAGE } };
  const cook = cookOf(reading, prefs);
  const dishText = namedDishText(reading);
  const recipes: ComposedRecipe[] = [];
  const usedDishes = new Set<string>();
  let lead: string | undefined;
  const result: ComposeResult = { recipes };
  // The archetype writer reads fewer constraints than the reader finds: hold its recipes to the same final check.
  const passes = (recipe: ComposedRecipe) => checkRecipe(recipe, cook.constraints).length === 0;

  if (match) {
    result.dishId = match.dish.id;
    usedDishes.add(match.dish.id);
    const { made, failures } = takesFor(match.dish, match.variation, cook, request.count);
    recipes.push(...made.map((m) => withAskedName(m.recipe, match, m.changed.length > 0)));
    if (made.length === 0) lead = cannotSentence(match.dish, failures.find((f) => f.constraint) ?? failures[0]);
    else lead = `Sous knows ${made.length === 1 ? 'one take' : `${String(made.length)} takes`} on ${match.dish.name} that fit${made.length === 1 ? 's' : ''} this request, so`;
  } else if (dishText) {
    result.unmatchedDish = dishText;
    lead = `You asked for ${dishText}; Sous doesn't know it yet, so`;
  }

  // An unknown dish one of the archetypes is named for ("fried rice", "paella"): the archetype first.
  if (recipes.length === 0 && dishText && archetypeNames(dishText)) {
    for (const recipe of composeFromArchetypes({ ...request, count: request.count - recipes.length }, { reading }).filter(passes)) {
      recipes.push(coversWords(recipe.name, dishText) ? recipe : withLead(recipe, lead));
    }
  }
  // Fill the rest: the closest library dishes, then the archetype writer.
  const type = typeWordOf(reading.words, match?.dish);
  const fill = (dishes: readonly Dish[], pantry?: ReadonlySet<string>) => {
    for (const dish of dishes) {
      if (recipes.length >= request.count) break;
      if (usedDishes.has(dish.id)) continue;
      const first = pantry ? madeFromPantry(dish, pantry, cook) : takesFor(dish, undefined, cook, 1).made[0];
      if (!first) continue;
      usedDishes.add(dish.id);
      recipes.push(withLead(first.recipe, lead));
    }
  };
  // With a pantry and no named dish: the dishes that cook most from it, then the archetype writer
  // built on its main foods, before the usual ranking.
  const pantry = request.pantry?.length ? new Set(request.pantry) : undefined;
  if (pantry && !match) {
    fill(rankDishes(reading, prefs, usedDishes, type, undefined, pantry), pantry);
    const foods = mainPantryFoods(pantry);
    if (recipes.length < request.count && foods.length > 0) {
      recipes.push(...composeFromArchetypes({ ...request, count: request.count - recipes.length }, { reading: { ...reading, foods: [...reading.foods, ...foods] } }).filter(passes));
    }
  }
  fill(rankDishes(reading, prefs, usedDishes, type, match?.dish));
  if (recipes.length < request.count) {
    const likeCuisine = CUISINES.find((c) => c === match?.dish.cuisine);
    const extra = composeFromArchetypes({ ...request, count: request.count - recipes.length }, { reading: { ...reading, cuisine: reading.cuisine ?? likeCuisine } }).filter(passes);
    for (const recipe of extra) {
      const named = dishText && coversWords(recipe.name, dishText);
      recipes.push(named ? recipe : withLead(recipe, lead));
    }
  }
  if (pantry) result.recipes = recipes.map((recipe) => withPantry(recipe, pantry));
  return result;
}

/** Opens the description with what comes from the pantry and what is still to buy. */
function withPantry(recipe: ComposedRecipe, pantry: ReadonlySet<string>): ComposedRecipe {
  const sentence = pantrySentence(recipe.ingredients.flatMap((i) => (i.foodId === undefined ? [] : [i.foodId])), pantry);
  return sentence ? { ...recipe, description: `${sentence} ${recipe.description}` } : recipe;
}

/** Whether an archetype is made for the dish words ("fried rice" -> the fried-rice archetype). */
function archetypeNames(dishText: string): boolean {
  const text = ` ${phraseKey(dishText)} `;
  return ARCHETYPES.some((a) => a.keywords.some((k) => text.includes(` ${k} `)));
}

/** Whether a title already says every dish word of the request ("Chicken Paella" for "paella"). */
function coversWords(title: string, dishText: string): boolean {
  const titleWords = new Set(phraseKey(title).split(' '));
  const wanted = phraseKey(dishText).split(' ').filter((w) => !FILLER.has(w) && w.length > 2);
  return wanted.length > 0 && wanted.every((w) => titleWords.has(w));
}

/**
 * A dish asked for by another of its names keeps that name in the title: "tortilla soup" gives
 * "Sopa de Tortilla (Tortilla Soup)". Not when the recipe was changed for a constraint, where the
 * other name could name what was left out ("shrimp toast").
 */
function withAskedName(recipe: ComposedRecipe, match: DishMatch, changed: boolean): ComposedRecipe {
  if (!match.exact || changed || coversWords(recipe.name, match.words)) return recipe;
  const alias = match.dish.aliases.find((a) => phraseKey(a) === match.words);
  const nameWords = phraseKey(recipe.name).split(' ');
  // A shortening ("spag bol"), another spacing ("dak galbi") or a one-word spelling ("lasagne")
  // says nothing the title does not.
  const shortening =
    match.words.split(' ').every((w) => nameWords.some((n) => n.startsWith(w))) || nameWords.join('').includes(match.words.replace(/ /g, ''));
  if (!alias || shortening || match.words.split(' ').length < 2) return recipe;
  return { ...recipe, name: `${recipe.name} (${titleCase(alias.toLowerCase())})` };
}

function withLead(recipe: ComposedRecipe, lead: string | undefined): ComposedRecipe {
  if (!lead) return recipe;
  return { ...recipe, description: `${lead} here is ${recipe.name}. ${recipe.description}` };
}
