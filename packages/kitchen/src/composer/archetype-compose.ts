import { PREP_TIME_MAX_MINUTES } from '@sous/contract/preference-lines';
import type { Cuisine, DietaryRestriction, Preferences } from '@sous/contract/preferences';
import type { RecipeIngredient } from '@sous/contract/recipe';
import { food as foodById } from '../catalog/catalog';
import type { Food } from '../catalog/food-types';
import { checkRecipe, type Constraints } from '../checker/check-recipe';
import { readPrompt, type PromptReading } from '../reader/read-prompt';
import { amountFor, formatMinutes, measureStyle, normalizeUnit, unitLabel } from '../units';
import { ARCHETYPES } from './archetypes/index';
import { listOf, type Archetype, type Picks, type Portion, type Slot } from './archetype';
import { foodProblem, keepingPhrase } from './food-rules';
import { cookAmount } from './cook-amounts';
import { labelsFor, type ComposedRecipe } from './labels';

export interface ComposeRequest {
  /** The meal description (free text). */
  prompt: string;
  preferences?: Partial<Preferences>;
  /** How many clearly different recipes. */
  count: number;
  /** Makes choices between equally good dishes repeatable. */
  seed?: number;
  /** Catalog foods the cook has in their pantry: cook with these first ("Cook with what I have"). */
  pantry?: readonly string[];
}

/** What the request reading adds for the archetype writer (the dish library's composer reads the same). */
export interface ArchetypeOptions {
  reading?: PromptReading;
  /** Archetype ids already used, to skip. */
  skip?: ReadonlySet<string>;
}

/** How healthiness shifts each portion: fats and sugar shrink, vegetables grow. */
const HEALTH_FACTORS: Record<1 | 2 | 3, Record<Portion, number>> = {
  1: { main: 1, vegetable: 1, starch: 1.1, fat: 1.25, sweet: 1.1, flavour: 1 },
  2: { main: 1, vegetable: 1.15, starch: 1, fat: 1, sweet: 1, flavour: 1 },
  3: { main: 1, vegetable: 1.4, starch: 0.8, fat: 0.6, sweet: 0.7, flavour: 1 },
};
/** Whole-grain swaps for very healthy dishes. */
const WHOLE_GRAIN: Record<string, string> = {
  'long-grain-white-rice': 'brown-rice',
  spaghetti: 'whole-wheat-spaghetti',
  'sandwich-bread': 'whole-wheat-bread',
  'all-purpose-flour': 'whole-wheat-flour',
};

/** The family of a protein, so "chicken" in a prompt can become the thighs a stew wants. */
function family(food: Food): string {
  const families = ['chicken', 'turkey', 'duck', 'beef', 'steak', 'pork', 'lamb', 'salmon', 'shrimp', 'tofu', 'bean', 'lentil'];
  const found = families.find((f) => food.id.includes(f) || food.name.includes(f));
  if (found === 'steak' || (food.flags.includes('meat') && food.id.includes('beef'))) return 'beef';
  if (found) return found;
  if (food.flags.includes('fish')) return 'fish';
  return food.id;
}

/** A tiny deterministic random source (mulberry32). */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
// Array.from walks code points as a spread would; the seed, and so every recipe, depends on it.
const hash = (text: string) => Array.from(text).reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);

interface Context {
  reading: PromptReading;
  constraints: Constraints;
  maxMinutes?: number;
  servings: number;
  healthiness: 1 | 2 | 3;
  preferred: string[];
  diets: DietaryRestriction[];
}

interface Chosen {
  foods: Map<string, Food[]>;
  notes: string[];
  named: Food[];
}

/** How steps name a food: counted foods in the plural ("the carrots"), weighed ones as they are ("the flank steak"). */
const stepName = (f: Food) => (measureStyle(f) === 'count' && f.plural !== f.name ? f.plural : f.name);

function picksOf(foods: Map<string, Food[]>): Picks {
  return {
    all: (role) => foods.get(role) ?? [],
    get: (role) => foods.get(role)?.[0],
    must: (role) => {
      const first = foods.get(role)?.[0];
      if (!first) throw new Error(`Composer: the '${role}' slot is empty, but this dish needs it filled.`);
      return first;
    },
    has: (role) => (foods.get(role)?.length ?? 0) > 0,
    name: (role) => listOf((foods.get(role) ?? []).map(stepName)),
    names: (role) => (foods.get(role) ?? []).map(stepName),
  };
}

/** Fills an archetype's slots for this cook, or says it cannot be made for them. */
function choose(archetype: Archetype, ctx: Context, avoid: Set<string>): Chosen | undefined {
  const used = new Set<Food>();
  const foods = new Map<string, Food[]>();
  const notes: string[] = [];
  const named: Food[] = [];
  const problem = (f: Food) => foodProblem(f, ctx.constraints, ctx.reading.excludedFoods);

  for (const slot of archetype.slots) {
    const options = slot.options.map(foodById);
    const chosen: Food[] = [];
    const want = slot.count ?? 1;
    // Foods the prompt names that belong here: listed options, a family member ("chicken"), or
    // any food of the same kind in a main, vegetable or starch slot.
    const kinds = new Set(options.map((o) => o.kind));
    const placeable = slot.portion === 'main' || slot.portion === 'vegetable' || slot.portion === 'starch';
    for (const wanted of ctx.reading.foods) {
      if (chosen.length >= want || used.has(wanted)) continue;
      const generic = ctx.reading.genericFoods.includes(wanted);
      const sibling = generic ? options.find((o) => family(o) === family(wanted)) : undefined;
      const fits = options.includes(wanted) || sibling || (placeable && !generic && kinds.has(wanted.kind));
      if (!fits) continue;
      const candidate = sibling ?? wanted;
      const why = problem(candidate);
      if (!why) {
        chosen.push(candidate);
        named.push(wanted);
        continue;
      }
      const substitute = options.find((o) => !used.has(o) && !chosen.includes(o) && !problem(o) && o.kind === candidate.kind)
        ?? options.find((o) => !used.has(o) && !chosen.includes(o) && !problem(o));
      if (substitute) {
        chosen.push(substitute);
        named.push(wanted);
        notes.push(`We used ${stepName(substitute)} instead of ${stepName(wanted)} to keep it ${keepingPhrase(why)}.`);
      }
    }
    for (const option of options) {
      if (chosen.length >= want) break;
      if (used.has(option) || chosen.includes(option) || problem(option)) continue;
      // For a second recipe from the same dish, take a different main.
      if (slot.portion === 'main' && avoid.has(family(option)) && options.some((o) => !avoid.has(family(o)) && !problem(o))) continue;
      chosen.push(option);
    }
    if (chosen.length === 0 && !slot.optional) return undefined;
    chosen.forEach((f) => used.add(f));
    foods.set(slot.role, chosen);
  }
  return { foods, notes, named };
}

function ingredientLine(f: Food, grams: number, slot: Slot): { line: RecipeIngredient; grams: number } {
  const prep = typeof slot.prep === 'function' ? slot.prep(f) : slot.prep;
  const style = measureStyle(f);
  const animal = f.kind === 'protein' && ['meat', 'poultry', 'fish', 'shellfish'].some((flag) => f.flags.includes(flag as never));
  const piece = f.grams.piece;
  // Meat and fish by weight (with grams and a count), whole foods in whole or half units, cans with their size.
  const cooked = animal
    ? cookAmount(f, { quantity: grams, unit: 'g' }, 1)
    : style === 'count' && piece
      ? cookAmount(f, { quantity: grams / piece, unit: f.pieceName && f.pieceName !== 'can' ? (normalizeUnit(f.pieceName) ?? '') : '' }, 1)
      : style === 'can' && piece
        ? cookAmount(f, { quantity: grams / piece, unit: 'can', packOz: Math.round(piece / 28.3495) }, 1)
        : undefined;
  if (cooked) {
    const name = `${cooked.name}${cooked.note ? ` ${cooked.note}` : ''}${prep ? `, ${prep}` : ''}`;
    return { line: { quantity: cooked.quantity, unit: cooked.unit, name, foodId: f.id }, grams: cooked.grams };
  }
  let amount = amountFor(f, grams);
  // Four cups of spinach is a bag: big volumes of produce read better by weight.
  if (amount.unit === 'cup' && Number.parseFloat(amount.quantity) >= 4 && (f.kind === 'vegetable' || f.kind === 'fruit')) {
    amount = amountFor(f, grams, 'weight');
  }
  // Aromatics and spices stay in spoons: "4 tbsp ginger", never "1/4 cup ginger".
  if (amount.unit === 'cup' && (f.kind === 'aromatic' || f.kind === 'spice') && Number.parseFloat(amount.quantity) < 1) {
    const spoon = cookAmount(f, { quantity: grams / (f.grams.tbsp ?? 6), unit: 'tbsp' }, 1);
    if (spoon) return { line: { quantity: spoon.quantity, unit: spoon.unit, name: `${f.name}${prep ? `, ${prep}` : ''}`, foodId: f.id }, grams: spoon.grams };
  }
  // "4 fillets salmon fillet" reads as "4 salmon fillets": the unit is already in the name.
  if (amount.unit && f.name.endsWith(amount.unit)) {
    const plural = Number.parseFloat(amount.quantity) > 1 || amount.quantity.includes(' ');
    return { line: { quantity: amount.quantity, unit: '', name: `${plural ? f.plural : f.name}${prep ? `, ${prep}` : ''}`, foodId: f.id }, grams: amount.grams };
  }
  return { line: { quantity: amount.quantity, unit: unitLabel(amount.unit, amount.quantity), name: `${f.name}${prep ? `, ${prep}` : ''}`, foodId: f.id }, grams: amount.grams };
}

/** A very healthy dish's whole-grain swap for a food, when there is one this cook can eat. */
function wholeGrain(f: Food, ctx: Context): Food {
  const swapId = WHOLE_GRAIN[f.id];
  if (!swapId) return f;
  const swap = foodById(swapId);
  return foodProblem(swap, ctx.constraints, ctx.reading.excludedFoods) ? f : swap;
}

function build(archetype: Archetype, ctx: Context, chosen: Chosen, fatScale: number, dropStarch: boolean): ComposedRecipe {
  const factors = HEALTH_FACTORS[ctx.healthiness];
  const ingredients: RecipeIngredient[] = [];
  const totals = { kcal: 0, protein: 0, carbs: 0, fat: 0, sodium: 0, fibre: 0, sugar: 0 };
  const finalFoods: Food[] = [];
  const foods = new Map(chosen.foods);
  for (const slot of archetype.slots) {
    let picked = foods.get(slot.role) ?? [];
    if (dropStarch && slot.portion === 'starch' && slot.optional) picked = [];
    if (ctx.healthiness === 3) picked = picked.map((f) => wholeGrain(f, ctx));
    foods.set(slot.role, picked);
    const portion = slot.portion ?? 'flavour';
    const factor = factors[portion] * (portion === 'fat' ? fatScale : 1);
    for (const f of picked) {
      // A slot's grams are for the whole slot, shared by the foods in it.
      const grams = ((slot.grams * ctx.servings * factor) / picked.length) * (slot.scale?.[f.id] ?? 1);
      const { line, grams: shown } = ingredientLine(f, grams, slot);
      ingredients.push(line);
      totals.kcal += (f.per100g.kcal * shown) / 100;
      totals.protein += (f.per100g.protein * shown) / 100;
      totals.carbs += (f.per100g.carbs * shown) / 100;
      totals.fat += (f.per100g.fat * shown) / 100;
      totals.sodium += (f.per100g.sodium * shown) / 100;
      totals.fibre += (f.per100g.fibre * shown) / 100;
      totals.sugar += (f.per100g.sugar * shown) / 100;
      finalFoods.push(f);
    }
  }
  // Low-sodium cooks get no added salt; others season to taste (about 0.7 g of salt a serving).
  const lowSodium = ctx.diets.includes('Low-Sodium');
  if (!archetype.sweet) ingredients.push({ quantity: '', unit: '', name: lowSodium ? 'black pepper, to taste' : 'salt and black pepper, to taste' });
  if (!archetype.sweet && !lowSodium) totals.sodium += 0.7 * ctx.servings * 387.58;
  const picks = picksOf(foods);
  const lighter = ctx.healthiness === 3 ? ' A lighter take, with less fat and more vegetables.' : '';
  const cuisine = ctx.reading.cuisine && archetype.cuisines.includes(ctx.reading.cuisine)
    ? ctx.reading.cuisine
    : (archetype.cuisines.find((c) => ctx.preferred.includes(c)) ?? firstCuisine(archetype));
  const total = archetype.prep + archetype.cook;
  const per = (value: number) => Math.max(0, Math.round(value / ctx.servings));
  const steps = archetype.steps(picks).map((step) => (lowSodium ? unsalted(step) : step));
  const recipe = properNouns({
    name: archetype.title(picks).replace(/\b(\w+) and \1\b/gi, '$1'),
    description: [archetype.description(picks) + lighter, ...chosen.notes].join(' ').trim(),
    cuisine,
    tags: [],
    prepTime: formatMinutes(archetype.prep),
    cookTime: formatMinutes(archetype.cook),
    servings: ctx.servings,
    ingredients,
    instructions: steps,
    nutritionFacts: {
      calories: per(totals.kcal),
      protein: per(totals.protein),
      carbs: per(totals.carbs),
      fat: per(totals.fat),
      sodium: per(totals.sodium),
      fibre: per(totals.fibre),
      sugar: per(totals.sugar),
    },
  });
  recipe.tags = labelsFor(recipe, { foods: finalFoods, meals: archetype.meals, totalMinutes: total });
  return recipe;
}

/** An archetype's main cuisine; every archetype lists at least one. */
function firstCuisine(archetype: Archetype): Cuisine {
  const [first] = archetype.cuisines;
  if (!first) throw new Error(`Composer: archetype '${archetype.id}' lists no cuisine.`);
  return first;
}

/** A step for a low-sodium cook: no salted water, no seasoning with salt. */
function unsalted(step: string): string {
  return step
    .replace(/ and salt it generously/g, '')
    .replace(/,? ?(?:season(?:ed)? )?with salt and pepper/gi, (m) => (m.toLowerCase().includes('season') ? ' season with pepper' : ' with pepper'))
    .replace(/\bsalt and (?:black )?pepper\b/gi, 'pepper')
    .replace(/\b(?:a pinch of|with a pinch of) salt\b/gi, '')
    .replace(/\bsalt\b/gi, 'pepper')
    .replace(/\s+([,.])/g, '$1');
}

/** Catalog names are lower case; places and brands in them are not. */
const PROPER = /\b(italian|greek|thai|dijon|swiss|brussels|monterey|scotch|worcestershire|parmigiano|kalamata)\b/g;
function properNouns(recipe: ComposedRecipe): ComposedRecipe {
  const fix = (text: string) => text.replace(PROPER, (w) => w.charAt(0).toUpperCase() + w.slice(1));
  return {
    ...recipe,
    description: fix(recipe.description),
    ingredients: recipe.ingredients.map((i) => ({ ...i, name: fix(i.name) })),
    instructions: recipe.instructions.map(fix),
  };
}

function rank(ctx: Context, rng: () => number): Archetype[] {
  const text = ` ${ctx.reading.words.join(' ')} `;
  const scored = ARCHETYPES.map((archetype) => {
    const total = archetype.prep + archetype.cook;
    if (ctx.maxMinutes !== undefined && total > ctx.maxMinutes) return { archetype, score: -Infinity };
    let score = rng() * 0.5;
    const keywordHits = archetype.keywords.filter((k) => text.includes(` ${k} `)).length;
    score += keywordHits * 12;
    if (ctx.reading.cuisine && archetype.cuisines.includes(ctx.reading.cuisine)) score += 5;
    if (ctx.preferred.some((c) => archetype.cuisines.includes(c as never))) score += 2;
    const meal = ctx.reading.mealType;
    if (meal && archetype.meals.includes(meal)) score += 4;
    else if (meal && keywordHits === 0) score -= 8;
    if (!meal && keywordHits === 0 && (archetype.meals.includes('dessert') || archetype.meals.includes('breakfast'))) score -= 3;
    const optionIds = new Set(archetype.slots.flatMap((s) => s.options));
    for (const f of ctx.reading.foods) {
      if (optionIds.has(f.id) || archetype.slots.some((s) => s.options.some((o) => family(foodById(o)) === family(f)))) score += 3;
    }
    if (ctx.maxMinutes === undefined && ctx.constraints.prepTime === '60+' && total >= 60) score += 2;
    if (ctx.constraints.prepTime === '30-60' && total >= 30 && total <= 60) score += 1;
    return { archetype, score };
  });
  return scored.filter((s) => s.score > -Infinity).sort((a, b) => b.score - a.score).map((s) => s.archetype);
}

/**
 * Sous's own recipe writer: reads the meal description, picks dish archetypes, fills their slots
 * from the food catalog under the cook's allergies, diets, exclusions and time, scales amounts to
 * the servings, and computes nutrition per serving. Returns up to `count` clearly different
 * recipes, each of which passes the allergen and diet checker.
 */
export function composeFromArchetypes(request: ComposeRequest, options: ArchetypeOptions = {}): ComposedRecipe[] {
  const prefs = request.preferences ?? {};
  const reading = options.reading ?? readPrompt(request.prompt);
  const diets = [...new Set([...(prefs.dietaryRestrictions ?? []), ...reading.diets])];
  const constraints: Constraints = {
    allergies: [...new Set([...(prefs.allergies ?? []), ...reading.allergies])],
    otherAllergies: prefs.otherAllergies,
    dietaryRestrictions: diets,
    prepTime: prefs.prepTime,
  };
  const limits = [reading.maxMinutes, prefs.prepTime ? PREP_TIME_MAX_MINUTES[prefs.prepTime] : undefined].filter((m) => m !== undefined);
  const ctx: Context = {
    reading,
    constraints,
    maxMinutes: limits.length ? Math.max(15, Math.min(...limits)) : undefined,
    servings: reading.servings ?? 4,
    healthiness: diets.includes('Low-Fat') ? 3 : (reading.healthiness ?? ((prefs.healthiness ?? 2) as 1 | 2 | 3)),
    preferred: prefs.cuisinesPreferred ?? [],
    diets,
  };
  const rng = random(request.seed ?? hash(request.prompt));
  const ranked = rank(ctx, rng).filter((a) => !options.skip?.has(a.id));
  if (ranked.length === 0 && ctx.maxMinutes !== undefined) ranked.push(...rank({ ...ctx, maxMinutes: undefined }, rng));

  const recipes: ComposedRecipe[] = [];
  const usedArchetypes = new Set<string>();
  const usedMains = new Set<string>();
  const attempt = (archetype: Archetype, avoid: Set<string>) => {
    const chosen = choose(archetype, ctx, avoid);
    if (!chosen) return undefined;
    for (const [fatScale, dropStarch] of [[1, false], [0.5, false], [0.5, true], [0.25, true]] as const) {
      const recipe = build(archetype, ctx, chosen, fatScale, dropStarch);
      if (checkRecipe(recipe, constraints).length === 0 && !recipes.some((r) => r.name === recipe.name)) {
        const main = archetype.slots.find((s) => s.portion === 'main');
        chosen.foods.get(main?.role ?? '')?.forEach((f) => usedMains.add(family(f)));
        return recipe;
      }
    }
    return undefined;
  };
  for (const archetype of ranked) {
    if (recipes.length >= request.count) break;
    const recipe = attempt(archetype, new Set());
    if (recipe) {
      recipes.push(recipe);
      usedArchetypes.add(archetype.id);
    }
  }
  // Fewer dishes fit than were asked for: the best ones again, with other mains.
  for (const archetype of ranked) {
    if (recipes.length >= request.count) break;
    const recipe = attempt(archetype, usedMains);
    if (recipe) recipes.push(recipe);
  }
  return recipes;
}

