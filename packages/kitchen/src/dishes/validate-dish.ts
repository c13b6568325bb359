import { ALLERGENS, CUISINES, DIETARY_RESTRICTIONS, type Allergen } from '@sous/contract/preferences';
import { findFoodById, findFoodMentions } from '../catalog/catalog';
import { foodProblem } from '../composer/food-rules';
import { phraseKey } from '../text/words';
import { DISH_TYPES, OTHER_CUISINES, type Alternative, type Constraint, type Dish, type DishIngredient } from './dish-types';
import { bracketProblem, roleMentions, takesOf } from './take';
import { gramsOf, readAmount } from './written-amount';

const CONSTRAINTS = new Set<string>([...ALLERGENS, ...DIETARY_RESTRICTIONS]);
const MEALS = new Set(['breakfast', 'lunch', 'dinner', 'dessert', 'snack']);

/**
 * Allergens whose substitutes must also avoid a related family: many people allergic to peanuts
 * avoid tree nuts too, and the other way round.
 */
export const ALSO_AVOID: Partial<Record<Allergen, Allergen[]>> = { Peanuts: ['Tree Nuts'], 'Tree Nuts': ['Peanuts'] };

/** The allergens and diets a substitute for `constraint` must also respect. */
export function widened(constraint: Constraint): Constraint[] {
  return [constraint, ...(ALSO_AVOID[constraint as Allergen] ?? [])];
}

/** Whether `foodId` breaks `constraint` (an allergen or a diet), by the catalog and the lexicon. */
export function breaks(foodId: string, constraint: Constraint): boolean {
  const food = findFoodById(foodId);
  if (!food) return true;
  const isAllergen = (ALLERGENS as readonly string[]).includes(constraint);
  const constraints = isAllergen
    ? { allergies: [constraint as Allergen], dietaryRestrictions: [] }
    : { allergies: [], dietaryRestrictions: [constraint as (typeof DIETARY_RESTRICTIONS)[number]] };
  return foodProblem(food, constraints, []) !== undefined;
}

function amountProblem(where: string, foodId: string, amount: string | undefined): string | undefined {
  const food = findFoodById(foodId);
  if (!food) return `${where}: unknown food id "${foodId}" (see src/catalog/foods.json)`;
  if (amount === undefined) return undefined;
  const read = readAmount(amount);
  if (!read) return `${where}: cannot read the amount "${amount}" (write "1 lb", "2 cloves", "1/2 cup", "3", "1 (15-oz) can" or "to taste")`;
  if (gramsOf(read, food) === undefined) return `${where}: "${amount}" of ${food.name} cannot be weighed from the catalog; use a weight or volume`;
  return undefined;
}

function ingredientProblems(where: string, ingredient: DishIngredient): string[] {
  const problems: string[] = [];
  const own = amountProblem(where, ingredient.food, ingredient.amount);
  if (ingredient.eaten !== undefined && !(ingredient.eaten > 0 && ingredient.eaten <= 1)) problems.push(`${where}: eaten is a share between 0 and 1`);
  if (own) problems.push(own);
  for (const alt of ingredient.swaps ?? []) {
    problems.push(...alternativeProblems(`${where} swap ${alt.food}`, alt, ingredient.amount));
  }
  return problems;
}

function alternativeProblems(where: string, alt: Alternative, roleAmount: string): string[] {
  const problems: string[] = [];
  const amount = amountProblem(where, alt.food, alt.amount ?? roleAmount);
  if (amount) problems.push(alt.amount === undefined ? `${amount} (give the swap its own amount)` : amount);
  for (const constraint of alt.only ?? []) {
    if (!CONSTRAINTS.has(constraint)) problems.push(`${where}: "${constraint}" is not an allergen or diet`);
    for (const rule of widened(constraint)) {
      if (breaks(alt.food, rule)) problems.push(`${where}: the swap for ${constraint} is not safe for ${rule}`);
    }
  }
  return problems;
}

/**
 * A description names swappable or optional ingredients through `{role}` (inside brackets when
 * optional), so a swap for an allergy changes the description too: "finished with crushed
 * peanuts" must never reach a cook who is allergic to them.
 */
function descriptionProblems(where: string, description: string, ingredients: readonly [string, DishIngredient][]): string[] {
  const problems: string[] = [];
  const bracket = bracketProblem(description);
  if (bracket) problems.push(`${where}: description: ${bracket}`);
  const roles = new Map(ingredients);
  for (const { role, bracketed } of roleMentions(description)) {
    const ingredient = roles.get(role);
    if (!ingredient) problems.push(`${where}: the description names {${role}}, which is not an ingredient here`);
    else if (ingredient.optional && !bracketed) problems.push(`${where}: the description names optional {${role}} outside [brackets]`);
  }
  problems.push(...plainMentions(`${where}: the description`, description, ingredients));
  return problems;
}

/** Every way a food is called, as singular-word keys. */
const namesOf = (foodId: string): string[] => {
  const food = findFoodById(foodId);
  return food ? [food.name, food.plural, ...food.aliases].map(phraseKey) : [];
};

/**
 * Plain-word names of ingredients that a swap or an allergy can change: they must be written as
 * {role} when a swap would not be called by the same word ("soy sauce" when tamari may replace
 * it) or when the ingredient may be left out. "The rest of the flour" is fine when every swap is
 * a flour.
 */
function plainMentions(where: string, text: string, ingredients: readonly [string, DishIngredient][]): string[] {
  const problems: string[] = [];
  const plain = text.replace(/\{\w+\}/g, ' ');
  const mentions = findFoodMentions(plain);
  for (const [role, ingredient] of ingredients) {
    const swaps = ingredient.swaps ?? [];
    if (ingredient.optional !== true && swaps.length === 0) continue;
    for (const mention of mentions) {
      if (mention.food.id !== ingredient.food && !namesOf(ingredient.food).includes(mention.term)) continue;
      const term = ` ${mention.term} `;
      const swapKeepsWord = swaps.every((alt) => namesOf(alt.food).some((n) => ` ${n} `.includes(term)));
      if (ingredient.optional === true || !swapKeepsWord) {
        problems.push(`${where} says "${mention.term}" in plain words; write {${role}} so swaps and left-out ingredients change it too`);
      }
    }
  }
  return problems;
}

/** Everything wrong with one dish entry; empty when it is ready to cook from. */
export function dishProblems(dish: Dish): string[] {
  const problems: string[] = [];
  const at = (text: string) => `${dish.id}: ${text}`;
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(dish.id)) problems.push(at('id must be kebab-case'));
  if (![...CUISINES, ...OTHER_CUISINES].includes(dish.cuisine)) problems.push(at(`unknown cuisine ${dish.cuisine}`));
  if (!(DISH_TYPES as readonly string[]).includes(dish.type)) problems.push(at(`unknown type ${dish.type}`));
  if (dish.meals.length === 0 || dish.meals.some((m) => !MEALS.has(m))) problems.push(at('meals must be breakfast, lunch, dinner, dessert or snack'));
  if (dish.description.trim().length < 20) problems.push(at('write a description of a sentence or two'));
  if (!(dish.serves >= 1 && dish.serves <= 24)) problems.push(at('serves must be 1 to 24'));
  if (dish.time.prep < 0 || dish.time.cook < 0 || (dish.time.passive ?? 0) < 0) problems.push(at('times must not be negative'));
  if (dish.variations.length < 2) problems.push(at('give at least 2 variations (clearly different classic takes)'));
  for (const key of Object.keys(dish.cannot ?? {})) if (!CONSTRAINTS.has(key)) problems.push(at(`cannot: "${key}" is not an allergen or diet`));

  for (const [role, ingredient] of Object.entries(dish.ingredients)) problems.push(...ingredientProblems(at(role), ingredient));
  for (const variation of dish.variations) {
    const where = at(`variation "${variation.name}"`);
    const names = [dish.name, ...dish.aliases].map(phraseKey);
    const title = ` ${phraseKey(variation.name)} `;
    if (!names.some((n) => title.includes(` ${n} `))) problems.push(`${where}: its name must contain "${dish.name}" or an alias`);
    for (const [role, use] of Object.entries(variation.use ?? {})) {
      const base = dish.ingredients[role];
      if (!base) problems.push(`${where}: use names unknown role "${role}"`);
      else problems.push(...alternativeProblems(`${where} use ${role}`, typeof use === 'string' ? { food: use } : use, base.amount));
    }
    for (const role of variation.drop ?? []) if (!(role in dish.ingredients)) problems.push(`${where}: drop names unknown role "${role}"`);
    for (const [role, ingredient] of Object.entries(variation.add ?? {})) {
      if (role in dish.ingredients && !(variation.drop ?? []).includes(role)) problems.push(`${where}: add repeats role "${role}"; use "use" to change it`);
      problems.push(...ingredientProblems(`${where} ${role}`, ingredient));
    }
  }

  // Lists and steps agree, in the classic and in every variation.
  for (const take of takesOf(dish)) {
    const where = at(take.variation ? `variation "${take.name}"` : 'classic');
    const roles = new Map(take.ingredients);
    const used = new Set<string>();
    if (take.steps.length < 2) problems.push(`${where}: write at least 2 steps`);
    for (const step of take.steps) {
      const bracket = bracketProblem(step);
      if (bracket) problems.push(`${where}: step "${step.slice(0, 40)}...": ${bracket}`);
      for (const fragment of step.match(/\[[^\]]*\]/g) ?? []) {
        if (!/\{\w+\}/.test(fragment)) problems.push(`${where}: the bracket "${fragment}" names no {role}, so it would never be left out`);
      }
      problems.push(...plainMentions(`${where}: step "${step.slice(0, 40)}..."`, step, take.ingredients));
      for (const { role, bracketed } of roleMentions(step)) {
        used.add(role);
        const ingredient = roles.get(role);
        const everDefined = role in dish.ingredients || dish.variations.some((v) => v.add && role in v.add);
        if (!everDefined) problems.push(`${where}: a step names {${role}}, which is not an ingredient`);
        else if (!bracketed && (!ingredient || ingredient.optional)) {
          problems.push(`${where}: {${role}} is optional or absent here, so name it only inside [brackets]`);
        }
      }
    }
    for (const [role] of take.ingredients) if (!used.has(role)) problems.push(`${where}: ingredient ${role} is never used in a step`);
    problems.push(...descriptionProblems(where, take.description, take.ingredients));
  }
  return problems;
}

/** Problems across the whole library: each dish's, plus ids and names that two dishes share. */
export function libraryProblems(dishes: readonly Dish[]): string[] {
  const problems = dishes.flatMap(dishProblems);
  const ids = new Map<string, string>();
  const names = new Map<string, string>();
  for (const dish of dishes) {
    if (ids.has(dish.id)) problems.push(`${dish.id}: id used twice`);
    ids.set(dish.id, dish.id);
    for (const name of new Set([dish.name, ...dish.aliases].map(phraseKey))) {
      const owner = names.get(name);
      if (owner && owner !== dish.id) problems.push(`${dish.id}: the name "${name}" also belongs to ${owner}`);
      names.set(name, dish.id);
    }
  }
  return problems;
}
