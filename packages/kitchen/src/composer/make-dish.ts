/**
 * Cooks one take of a library dish for one cook: picks each role's food (or its first safe
 * swap), drops optional roles nobody can have, scales amounts to the servings, writes the
 * ingredient lines and the steps from the same roles (so they always agree), and computes
 * labels and nutrition from what ended up in the pot.
 */
import { ALLERGENS, type Allergen, type DietaryRestriction } from '@sous/contract/preferences';
import type { RecipeIngredient } from '@sous/contract/recipe';
import { findFoodById, findFoodMentions } from '../catalog/catalog';
import type { Food } from '../catalog/food-types';
import { checkRecipe, type Constraints } from '../checker/check-recipe';
import type { Alternative, Constraint, DishIngredient } from '../dishes/dish-types';
import type { Take } from '../dishes/take';
import { ALSO_AVOID } from '../dishes/validate-dish';
import { readAmount } from '../dishes/written-amount';
import type { HaveItem, SpiceLevel } from '../reader/read-prompt';
import { singularWords } from '../text/words';
import { formatMinutes } from '../units';
import { DECLARING_PREFIX, KEEPING, PREFIX_ORDER, TITLE_PREFIX } from './constraint-words';
import { listOf } from './archetype';
import { cookAmount } from './cook-amounts';
import { foodProblem } from './food-rules';
import { labelsFor, nutritionOf, type ComposedRecipe, type FoodAmount } from './labels';

/** Something the cook already has, with how much ("two eggs", "half a cabbage"). */
export type OnHand = HaveItem;

/** Everything about the cook that shapes a dish. */
export interface Cook {
  constraints: Constraints;
  /** Foods the request rules out ("no onions"). */
  excluded: readonly Food[];
  servings: number;
  /** Longest total time, waiting included. */
  maxMinutes?: number;
  spice?: SpiceLevel;
  /** Children will eat it: optional chili heat is left out. */
  kidFriendly?: boolean;
  /** 3: a lighter take (less fat and cheese). */
  healthiness?: 1 | 2 | 3;
  have: readonly OnHand[];
}

export type Made =
  | { ok: true; recipe: ComposedRecipe; foods: string[]; changed: Constraint[] }
  | { ok: false; why: string; constraint?: Constraint };

/** The reasons a food does not suit the cook: allergens and diets it breaks, 'other' or 'excluded'. */
function reasonsAgainst(food: Food, cook: Cook, widen: boolean): string[] {
  const reasons: string[] = [];
  if (cook.excluded.includes(food)) reasons.push('excluded');
  // The families an allergy commonly brings with it (peanuts for tree nuts) are kept out too,
  // as the final check does: swapped when the dish has a swap, or the dish says it cannot.
  const allergies = new Set<Allergen>([...cook.constraints.allergies, ...(cook.constraints.avoidAsSubstitute ?? [])]);
  if (widen) for (const a of cook.constraints.allergies) for (const more of ALSO_AVOID[a] ?? []) allergies.add(more);
  for (const allergen of allergies) {
    if (foodProblem(food, { allergies: [allergen], dietaryRestrictions: [] }, [])) reasons.push(allergen);
  }
  for (const diet of cook.constraints.dietaryRestrictions) {
    if (foodProblem(food, { allergies: [], dietaryRestrictions: [diet] }, [])) reasons.push(diet);
  }
  if (cook.constraints.otherAllergies?.trim() && foodProblem(food, { allergies: [], dietaryRestrictions: [], otherAllergies: cook.constraints.otherAllergies }, [])) {
    reasons.push('other');
  }
  return reasons;
}

/** A chili counted whole (one scotch bonnet): halving it for "mild" would still be hot, so it is left out. */
const isWholeHeat = (ingredient: DishIngredient) => /^\d+$/.test(ingredient.amount.trim());

/** How steps say a food: "the rice" for long-grain white rice, "the parsley" for fresh parsley. */
const stepName = (name: string) => (name === 'long-grain white rice' ? 'rice' : name.replace(/^(fresh|canned|dry|all-purpose|boneless skinless) /, ''));

const isConstraint = (reason: string): reason is Constraint => reason !== 'other' && reason !== 'excluded';

/** Why a role's usual food was replaced or left out, as words for the description. */
function keepingWords(reasons: string[], cook: Cook): string {
  // An allergy or diet says more than the food it rules out ("gluten-free", not "no bread flour").
  const first = reasons.find(isConstraint) ?? reasons[0] ?? '';
  if (first === 'excluded') return 'as you asked';
  if (first === 'other') return `to keep it free of ${cook.constraints.otherAllergies ?? 'your allergies'}`;
  return `to keep it ${KEEPING[first as Constraint]}`;
}

interface Chosen {
  role: string;
  base: DishIngredient;
  food: Food;
  amount: string;
  prep?: string;
  called?: string;
  nameAs?: string;
}

/** Picks the food for each role, or says which role cannot be filled and why. */
function chooseFoods(take: Take, cook: Cook): { chosen: Chosen[]; notes: string[]; changed: Set<Constraint>; titleWords: [string, string][] } | { failed: string; constraint?: Constraint } {
  const chosen: Chosen[] = [];
  const notes: string[] = [];
  const changed = new Set<Constraint>();
  const titleWords: [string, string][] = [];
  // One sentence per reason: "Made with soy sauce instead of fish sauce, and without the shrimp and egg, to keep it vegan."
  const byReason = new Map<string, { swaps: string[]; drops: string[] }>();
  const entry = (why: string) => byReason.get(why) ?? byReason.set(why, { swaps: [], drops: [] }).get(why) ?? { swaps: [], drops: [] };
  const note = (why: string, swap: string) => entry(why).swaps.push(swap);
  const dropped = (why: string, name: string) => entry(why).drops.push(name);
  for (const [role, ingredient] of take.ingredients) {
    if (ingredient.heat && ingredient.optional && (cook.kidFriendly || (cook.spice === 'mild' && isWholeHeat(ingredient)))) {
      notes.push(`Made without the ${findFoodById(ingredient.food)?.name ?? 'chili'} to keep it mild.`);
      continue;
    }
    const usual = findFoodById(ingredient.food);
    if (!usual) return { failed: `unknown food ${ingredient.food}` };
    const against = reasonsAgainst(usual, cook, false);
    if (against.length === 0) {
      chosen.push({ role, base: ingredient, food: usual, amount: ingredient.amount, prep: ingredient.prep, called: ingredient.called, nameAs: ingredient.nameAs });
      continue;
    }
    const swap = (ingredient.swaps ?? []).find((alt: Alternative) => {
      const food = findFoodById(alt.food);
      if (!food || reasonsAgainst(food, cook, true).length > 0) return false;
      return alt.only === undefined || alt.only.some((c) => against.includes(c));
    });
    against.filter(isConstraint).forEach((c) => changed.add(c));
    const swapFood = swap ? findFoodById(swap.food) : undefined;
    if (swap && swapFood) {
      chosen.push({ role, base: ingredient, food: swapFood, amount: swap.amount ?? ingredient.amount, prep: swap.prep ?? (swap.amount ? undefined : ingredient.prep), called: swap.called, nameAs: swap.nameAs });
      if (ingredient.nameAs && swap.nameAs) titleWords.push([ingredient.nameAs, swap.nameAs]);
      note(keepingWords(against, cook), `${swap.called ?? swapFood.name} instead of ${usual.name}`);
      continue;
    }
    if (ingredient.optional) {
      dropped(keepingWords(against, cook), usual.name);
      continue;
    }
    const constraint = against.find(isConstraint);
    return { failed: `it needs ${usual.name}`, constraint };
  }
  for (const [why, { swaps, drops }] of byReason) {
    const parts = [...(swaps.length ? [`with ${listOf(swaps)}`] : []), ...(drops.length ? [`without the ${listOf(drops)}`] : [])];
    notes.push(`Made ${parts.join(', and ')}, ${why}.`);
  }
  return { chosen, notes, changed, titleWords };
}

/** The amount factor of a role: servings, spice, what the cook has. */
function factorFor(c: Chosen, take: Take, cook: Cook): number {
  const scale = take.dish.batch ? 1 : cook.servings / take.dish.serves;
  let factor = c.base.fixed ? 1 : scale;
  if (c.base.heat && cook.spice === 'mild') factor *= 0.5;
  if (c.base.heat && cook.spice === 'hot') factor *= 2;
  if (cook.healthiness === 3 && (c.food.kind === 'fat' || c.food.kind === 'cheese')) factor *= 0.6;
  return factor;
}

/** Fills `{role}` and drops `[...]` fragments whose roles are absent; tidies spaces and capitals. */
export function renderStep(template: string, names: ReadonlyMap<string, string>): string {
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, role: string) => names.get(role) ?? '');
  const kept = template.replace(/\[([^\]]*)\]/g, (_, inner: string) => {
    const roles = [...inner.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
    return roles.every((r) => names.has(r)) ? inner : '';
  });
  const text = fill(kept)
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:])/g, '$1')
    .replace(/,\s*,/g, ',')
    .replace(/\bwith\s+and\b/g, 'with')
    .trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function titleOf(take: Take, changed: Set<Constraint>, titleWords: [string, string][], prefixOf = TITLE_PREFIX, most = 2): string {
  let title = take.name;
  let renamed = false;
  for (const [from, to] of titleWords) {
    if (title.includes(from)) {
      title = title.replace(from, to);
      renamed = true;
    }
  }
  const meatless = new Set<Constraint>(['Vegetarian', 'Vegan', 'Pescatarian']);
  const prefixes = PREFIX_ORDER.filter((c) => changed.has(c) && !(renamed && meatless.has(c)))
    .map((c) => prefixOf[c])
    .filter((p): p is string => p !== undefined);
  const unique = [...new Set(prefixes)].filter((p) => !title.toLowerCase().includes(p.toLowerCase())).slice(0, most);
  return [...unique, title].join(' ');
}

/**
 * Foods a step serves the dish with ("serve with basmati rice") that the list does not have yet,
 * as lines without an amount, so every food a step names is on the shopping list.
 */
function servedWith(steps: readonly string[], listed: readonly Food[]): RecipeIngredient[] {
  const extra: Food[] = [];
  const written = new Map<string, string>();
  for (const step of steps) {
    for (const [, what] of step.matchAll(/\bserve[sd]?\b[^.;]*?\b(?:with|over|on|alongside)\b([^.;]+)/gi)) {
      const words = singularWords(what ?? '');
      for (const { food, start, term } of findFoodMentions(what ?? '')) {
        if (words[start - 1] === 'the') continue; // "with the rest of the cheese" points back at the list
        const known = [...listed, ...extra].some((f) => f.id === food.id || f.name.endsWith(food.name) || food.name.endsWith(f.name));
        if (!known && food.kind !== 'spice') {
          extra.push(food);
          written.set(food.id, term); // as the step says it: "basmati rice"
        }
      }
    }
  }
  return extra.map((food) => ({ quantity: '', unit: '', name: `${written.get(food.id) ?? food.name}, to serve`, foodId: food.id }));
}

/** Salt for the pasta or potato water is mostly poured away: about a tenth reaches the plate. */
const eatenShare = (prep: string | undefined) => (prep !== undefined && /\bcooking water\b|\bpasta water\b/.test(prep) ? 0.1 : 1);

/** Grams of salt assumed per serving for "salt, to taste" in the sodium figure. */
const TASTE_SALT_GRAMS = 0.7;

/**
 * Makes `take` for `cook`: a recipe whose list and steps come from the same roles and whose
 * labels and nutrition come from its final ingredients, or the reason it cannot be made.
 */
export function makeTake(take: Take, cook: Cook): Made {
  const total = take.time.prep + take.time.cook + (take.time.passive ?? 0);
  if (cook.maxMinutes !== undefined && total > cook.maxMinutes) {
    return { ok: false, why: `it takes ${formatMinutes(total)} in all${take.time.passive ? `, with ${take.time.passiveWhat ?? 'waiting'}` : ''}` };
  }
  const picked = chooseFoods(take, cook);
  if ('failed' in picked) return { ok: false, why: picked.failed, constraint: picked.constraint };
  const { chosen, notes, changed, titleWords } = picked;
  const servings = take.dish.batch ? take.dish.serves : cook.servings;

  const ingredients: RecipeIngredient[] = [];
  const amounts: FoodAmount[] = [];
  const names = new Map<string, string>();
  const usedHave = new Set<OnHand>();
  for (const c of chosen) {
    const written = readAmount(c.amount);
    if (!written) return { ok: false, why: `unreadable amount ${c.amount}` };
    let factor = factorFor(c, take, cook);
    const have = cook.have.find((h) => h.food.id === c.food.id && h.quantity !== undefined && !usedHave.has(h));
    if (have?.quantity !== undefined && (have.unit ?? '') === written.unit && !written.toTaste) {
      factor = have.quantity / written.quantity;
      usedHave.add(have);
    }
    const amount = cookAmount(c.food, written, factor);
    const prep = c.prep ? `, ${c.prep}` : '';
    if (!amount) {
      ingredients.push({ quantity: '', unit: '', name: `${c.food.name}, to taste`, foodId: c.food.id });
      amounts.push({ food: c.food, grams: c.food.id === 'salt' ? TASTE_SALT_GRAMS * servings : 0 });
      names.set(c.role, c.called ?? stepName(c.food.name));
      continue;
    }
    ingredients.push({ quantity: amount.quantity, unit: amount.unit, name: `${amount.name}${amount.note ? ` ${amount.note}` : ''}${prep}`, foodId: c.food.id });
    amounts.push({ food: c.food, grams: amount.grams * (c.base.eaten ?? eatenShare(c.prep)) });
    names.set(c.role, c.called ?? stepName(amount.name));
  }

  const instructions = take.steps.map((s) => renderStep(s, names)).filter((s) => s.length > 1);
  ingredients.push(...servedWith(instructions, chosen.map((c) => c.food)));
  const nutrition = nutritionOf(amounts, servings);
  const dish = take.dish;
  const extra: string[] = [];
  if (cook.healthiness === 3 && chosen.some((c) => c.food.kind === 'fat' || c.food.kind === 'cheese')) extra.push('A lighter take, with less fat.');
  if (dish.batch) extra.push(`Makes ${dish.batch}, about ${String(dish.serves)} servings.`);
  if (take.time.passive) extra.push(`Allow ${formatMinutes(take.time.passive)} of ${take.time.passiveWhat ?? 'waiting'}.`);
  const recipe: ComposedRecipe = {
    name: titleOf(take, changed, titleWords),
    description: [renderStep(take.description, names), ...extra, ...notes].join(' '),
    cuisine: dish.cuisine,
    tags: [],
    prepTime: formatMinutes(take.time.prep),
    cookTime: formatMinutes(take.time.cook + (take.time.passive ?? 0)),
    servings,
    ingredients,
    instructions,
    nutritionFacts: nutrition,
  };
  recipe.tags = labelsFor(recipe, { foods: chosen.map((c) => c.food), meals: dish.meals, totalMinutes: total });

  if (cook.constraints.dietaryRestrictions.includes('Low-Sodium') && nutrition.sodium > 600) {
    return { ok: false, why: `it comes to ${String(nutrition.sodium)} mg of sodium a serving, more than 600`, constraint: 'Low-Sodium' };
  }
  let [violation] = checkRecipe(recipe, cook.constraints);
  // A title word that hides an ingredient ("hummus": tahini, "carbonara": pancetta) needs the
  // title to say what the dish was made without: "Sesame-Free Hummus", "Vegetarian Carbonara".
  if (violation && changed.size > 0) {
    const declaring = titleOf(take, changed, titleWords, DECLARING_PREFIX, Infinity);
    if (checkRecipe({ ...recipe, name: declaring }, cook.constraints).length === 0) {
      recipe.name = declaring;
      violation = undefined;
    }
  }
  if (violation) {
    const rule = violation.rule.split(':')[1] ?? '';
    const constraint = ([...ALLERGENS, ...cook.constraints.dietaryRestrictions] as string[]).includes(rule) ? (rule as Allergen | DietaryRestriction) : undefined;
    return { ok: false, why: violation.reason, constraint };
  }
  return { ok: true, recipe, foods: chosen.map((c) => c.food.id), changed: [...changed] };
}
