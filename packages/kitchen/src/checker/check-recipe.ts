import type { Allergen, DietaryRestriction, PrepTime } from '@sous/contract/preferences';
import { PREP_TIME_MAX_MINUTES } from '@sous/contract/preference-lines';
import type { RecipeContent } from '@sous/contract/recipe';
import { findFoodMentions } from '../catalog/catalog';
import type { Food } from '../catalog/food-types';
import { FREE_SUFFIXES, NEGATIONS } from '../text/negations';
import { parseMinutes } from '../units';
import { phraseKey, singularWords } from '../text/words';
import { allergenWordAt, foodAllergen } from './allergen-words';
import { dietsNamedIn } from './diet-words';
import { familyMembers, familyTags } from './food-families';
import { findTags, type TagMatch } from './find-tags';
import type { Tag } from './lexicon';

/** What a recipe must respect: the user's allergies, diets and time. */
export interface Constraints {
  allergies: readonly Allergen[];
  /** Free text, comma separated ("kiwi, mustard, shellfish"). */
  otherAllergies?: string;
  dietaryRestrictions: readonly DietaryRestriction[];
  prepTime?: PrepTime;
  /**
   * The longest total time in minutes, from the request text ("under 20 minutes"). Like
   * `prepTime`, it counts passive time written in the steps (chill, marinate, rise, soak).
   */
  maxMinutes?: number;
  /** Words the cook ruled out ("onion", "cilantro", "satay"), singular: rule `excluded:<word>`. */
  excludedTerms?: readonly string[];
  /**
   * Allergens no substitute may bring in (`substituteCautions(allergies)`: tree nuts under a
   * peanut allergy): rule `substitute:<allergen>`, unless the food is among `requestedTerms`.
   */
  avoidAsSubstitute?: readonly Allergen[];
  /** The words of what the cook asked for (`PromptReading.words`): foods named there are wanted, not substitutes. */
  requestedTerms?: readonly string[];
}

export interface Violation {
  /** The words in the recipe that break the rule. */
  found: string;
  /** 'allergy:Peanuts', 'other-allergy:kiwi', 'diet:Vegan', 'time', 'nutrition:Low-Fat'... */
  rule: string;
  /** A sentence for a cook (or a model asked to repair the recipe). */
  reason: string;
}

/** Tags each allergen forbids (gluten is in wheat too). */
const ALLERGEN_TAGS: Record<Allergen, Tag[]> = {
  Dairy: ['Dairy'],
  Eggs: ['Eggs'],
  Peanuts: ['Peanuts'],
  'Tree Nuts': ['Tree Nuts'],
  Fish: ['Fish'],
  Shellfish: ['Shellfish'],
  Wheat: ['Wheat'],
  Soy: ['Soy'],
  Sesame: ['Sesame'],
  Gluten: ['Gluten', 'Wheat'],
};

/** Tags each diet forbids. */
export const DIET_TAGS: Record<DietaryRestriction, Tag[]> = {
  Vegetarian: ['meat', 'poultry', 'Fish', 'Shellfish', 'gelatin'],
  Vegan: ['meat', 'poultry', 'Fish', 'Shellfish', 'gelatin', 'Dairy', 'Eggs', 'honey', 'animal'],
  Pescatarian: ['meat', 'poultry', 'gelatin'],
  // Paleo: no grains, legumes (peanuts and soy too), dairy (ghee is allowed), refined sugar or seed oils.
  Paleo: ['grain', 'legume', 'Peanuts', 'Soy', 'dairyFood', 'sugar', 'seedOil', 'potato'],
  Keto: ['grain', 'starch', 'potato', 'legume', 'sugar', 'sweetener', 'sweetFruit'],
  'Low-Carb': ['grain', 'starch', 'potato', 'sugar'],
  'Low-Fat': ['highFat'],
  'Low-Sodium': ['highSodium'],
  'Gluten-Free': ['Gluten', 'Wheat'],
  'Dairy-Free': ['Dairy'],
};

/** Per-serving limits some diets also put on the numbers. */
const NUTRITION_LIMITS: Partial<Record<DietaryRestriction, (n: RecipeContent['nutritionFacts']) => string | undefined>> = {
  Keto: (n) => (n.carbs > 20 ? `${n.carbs} g of carbohydrate per serving is too much for keto (20 g at most)` : undefined),
  'Low-Carb': (n) => (n.carbs > 35 ? `${n.carbs} g of carbohydrate per serving is not low-carb (35 g at most)` : undefined),
  'Low-Fat': (n) =>
    n.calories > 0 && (n.fat * 9) / n.calories > 0.3
      ? `${n.fat} g of fat is more than 30% of the ${n.calories} calories per serving`
      : undefined,
  // A recipe without a sodium figure (an older one, a model's) is judged by its words alone.
  'Low-Sodium': (n) => (n.sodium !== undefined && n.sodium > 600 ? `${n.sodium} mg of sodium per serving is not low-sodium (600 mg at most)` : undefined),
};

/** Steps that wait rather than work: their durations count toward the total time. */
const PASSIVE = /\b(?:chill|chilled|refrigerate|fridge|freeze|freezer|marinate|marinating|rest|rise|proof|prove|set|soak|steep|brine|cure|stand|sit|cool completely|overnight)\b/i;
const DURATION = /(\d+(?:\.\d+)?)(?:\s*(?:-|to)\s*(\d+(?:\.\d+)?))?\s*(hours?|hrs?|minutes?|mins?)\b/gi;

/**
 * Minutes of passive time the steps ask for: "chill for 3 hours", "marinate overnight" (8 hours),
 * "let rise 1 to 1 1/2 hours" (the longer end). Each passive step counts its longest duration.
 */
export function passiveMinutes(steps: readonly string[]): number {
  let total = 0;
  for (const step of steps) {
    if (!PASSIVE.test(step)) continue;
    let longest = /\bovernight\b/i.test(step) ? 480 : 0;
    for (const m of step.matchAll(DURATION)) {
      const amount = Number(m[2] ?? m[1]);
      longest = Math.max(longest, /^h/i.test(m[3] ?? '') ? amount * 60 : amount);
    }
    total += longest;
  }
  return total;
}

/**
 * The whole time a recipe takes: prep and cook, or prep and the passive time the steps ask for
 * when that is longer (a cook time may or may not already include a chill, so it is not added twice).
 */
export function totalMinutes(recipe: Pick<RecipeContent, 'prepTime' | 'cookTime' | 'instructions'>): number {
  const prep = parseMinutes(recipe.prepTime) ?? 0;
  const cook = parseMinutes(recipe.cookTime) ?? 0;
  return Math.max(prep + cook, prep + passiveMinutes(recipe.instructions));
}

const NEGATION_KEYS = NEGATIONS.map((n) => phraseKey(n));

/** Whether a ruled-out word appears in a text as that food, not inside another one or after "no". */
function mentionsTerm(text: string, term: string): boolean {
  const tokens = singularWords(text);
  const words = term.split(' ');
  const members = familyMembers(term);
  const mentions = members.length > 0 ? findFoodMentions(text) : [];
  for (let i = 0; i + words.length <= tokens.length; i++) {
    if (!words.every((w, k) => tokens[i + k] === w)) continue;
    const covering = mentions.find((m) => m.start <= i && i < m.start + m.length);
    if (covering && !members.includes(covering.food)) continue; // "black pepper" is not a bell pepper
    if (FREE_SUFFIXES.includes(tokens[i + words.length] ?? '')) continue; // "sesame-free" says it is not there
    const before = tokens.slice(Math.max(0, i - 3), i).join(' ');
    if (NEGATION_KEYS.some((n) => ` ${before} `.includes(` ${n} `))) continue;
    return true;
  }
  return false;
}

/** The lexicon tags that say a phrase is a member of a ruled-out family ("no meat" -> pork). */
const excludedFamilyHit = (match: TagMatch, term: string) => familyTags(term).some((tag) => match.tags.includes(tag));

const describe = (tag: Tag) => (tag === 'Tree Nuts' ? 'tree nuts' : tag === 'Eggs' ? 'eggs' : tag.toLowerCase());

type Source = 'name' | 'ingredient' | 'step';

/**
 * What a title says its dish was made without: "Sesame-Free Hummus" -> Sesame, "Vegetarian
 * Carbonara" -> Vegetarian. Such a title may keep a dish word that usually hides the ingredient
 * (hummus: tahini); the ingredient lines and steps are still checked in full.
 */
function declaredInTitle(title: string): Set<Allergen | DietaryRestriction> {
  const tokens = singularWords(title);
  const declared = new Set<Allergen | DietaryRestriction>(dietsNamedIn(tokens));
  for (let i = 0; i < tokens.length; i++) {
    const named = allergenWordAt(tokens, i);
    if (named && FREE_SUFFIXES.includes(tokens[i + named.length] ?? '')) named.allergens.forEach((a) => declared.add(a));
  }
  return declared;
}

/** Texts of a recipe to read, with where they come from. */
function textsOf(recipe: RecipeContent): { text: string; source: Source }[] {
  return [
    { text: recipe.name, source: 'name' },
    ...recipe.ingredients.map((i) => ({ text: i.name, source: 'ingredient' as const })),
    ...recipe.instructions.map((text) => ({ text, source: 'step' as const })),
  ];
}

/**
 * Whether a food word in the name or a step only points back at an ingredient line, which is
 * judged on its own: "add the hot broth" after "vegetable broth", "melt the butter" after
 * "vegan butter". A name only counts for dishes that hide what they are made of ("satay").
 */
function refersToIngredient(match: TagMatch, source: Source, ingredientWords: string): boolean {
  if (source === 'ingredient') return false;
  if (source === 'name' && !match.note) return true;
  return ingredientWords.includes(` ${match.phrase} `);
}

/** The other-allergy words, each with the allergen tags it names ("shellfish", "nuts"). */
function otherAllergyRules(text: string | undefined): { words: string; tags: Tag[] }[] {
  return (text ?? '')
    .split(/[,;\n]|\band\b/)
    .map((item) => phraseKey(item.replace(/\b(allerg(y|ic|ies)|to|intolerance|intolerant)\b/gi, '')))
    .filter((key) => key.length > 1)
    .map((key) => {
      const named = findTags(key).flatMap((m) => m.tags);
      const allergenTags = named.filter((t): t is Allergen => t in ALLERGEN_TAGS);
      return { words: key, tags: allergenTags };
    });
}

/**
 * Every way a recipe breaks the constraints: allergens (with their hidden forms: satay, arachis
 * oil, ghee, whey, tahini, Worcestershire...), the free-text other allergies, dietary
 * restrictions (by ingredient and, for keto, low-carb and low-fat, by the numbers) and the time
 * range. Empty when the recipe may be shown.
 */
export function checkRecipe(recipe: RecipeContent, constraints: Constraints): Violation[] {
  const violations: Violation[] = [];
  const seen = new Set<string>();
  const add = (v: Violation) => {
    const key = `${v.rule}|${v.found}`;
    if (!seen.has(key)) {
      seen.add(key);
      violations.push(v);
    }
  };
  const explain = (match: TagMatch) => (match.note ? ` (${match.note})` : '');

  const others = otherAllergyRules(constraints.otherAllergies);
  const title = ` ${phraseKey(recipe.name)} `;
  const titleDeclared = declaredInTitle(recipe.name);
  const noneDeclared = new Set<string>();
  const requested = ` ${(constraints.requestedTerms ?? []).join(' ')} `;
  const ingredientWords = ` ${recipe.ingredients.map((i) => singularWords(i.name).join(' ')).join(' | ')} `;
  for (const { text, source } of textsOf(recipe)) {
    const matches = findTags(text, { skipVerbLike: source === 'step' });
    for (const match of matches) {
      if (refersToIngredient(match, source, ingredientWords)) continue;
      // The dish's own name, in the title or a step ("spoon the hummus into a bowl"), is
      // judged by what the title says it was made without.
      const declared = source === 'ingredient' || !title.includes(` ${phraseKey(match.phrase)} `) ? noneDeclared : titleDeclared;
      for (const allergen of constraints.allergies) {
        if (declared.has(allergen)) continue;
        const hit = ALLERGEN_TAGS[allergen].find((tag) => match.tags.includes(tag));
        if (hit) {
          add({
            found: match.phrase,
            rule: `allergy:${allergen}`,
            reason: `"${match.phrase}" contains ${describe(hit)}${explain(match)}, and the cook is avoiding ${describe(allergen)}`,
          });
        }
      }
      for (const diet of constraints.dietaryRestrictions) {
        if (declared.has(diet)) continue;
        const hit = DIET_TAGS[diet].find((tag) => match.tags.includes(tag));
        if (hit) {
          add({ found: match.phrase, rule: `diet:${diet}`, reason: `"${match.phrase}"${explain(match)} is not ${diet.toLowerCase()}` });
        }
      }
      for (const allergen of constraints.avoidAsSubstitute ?? []) {
        if (constraints.allergies.includes(allergen) || requested.includes(` ${match.phrase} `)) continue;
        if (ALLERGEN_TAGS[allergen].some((tag) => match.tags.includes(tag))) {
          add({
            found: match.phrase,
            rule: `substitute:${allergen}`,
            reason: `"${match.phrase}" contains ${describe(allergen)}, which people with the cook's allergy often avoid too`,
          });
        }
      }
      for (const term of constraints.excludedTerms ?? []) {
        if (excludedFamilyHit(match, term)) {
          add({ found: match.phrase, rule: `excluded:${term}`, reason: `"${match.phrase}" is ${term}, which the cook asked to leave out` });
        }
      }
      for (const other of others) {
        if (other.tags.some((tag) => match.tags.includes(tag))) {
          add({ found: match.phrase, rule: `other-allergy:${other.words}`, reason: `"${match.phrase}" is not safe for an allergy to ${other.words}` });
        }
      }
    }
    for (const term of constraints.excludedTerms ?? []) {
      if (mentionsTerm(text, term)) {
        add({ found: term, rule: `excluded:${term}`, reason: `the recipe uses ${term}, which the cook asked to leave out` });
      }
    }
    // The other allergies also match as plain words ("kiwi", "mustard", "celery").
    const tokens = ` ${singularWords(text).join(' ')} `;
    for (const other of others) {
      if (tokens.includes(` ${other.words} `)) {
        add({ found: other.words, rule: `other-allergy:${other.words}`, reason: `the recipe uses ${other.words}, which the cook is allergic to` });
      }
    }
  }

  for (const diet of constraints.dietaryRestrictions) {
    const problem = NUTRITION_LIMITS[diet]?.(recipe.nutritionFacts);
    if (problem) add({ found: 'nutrition', rule: `nutrition:${diet}`, reason: problem });
  }

  const limits = [constraints.prepTime ? PREP_TIME_MAX_MINUTES[constraints.prepTime] : undefined, constraints.maxMinutes].filter(
    (m): m is number => m !== undefined,
  );
  if (limits.length > 0) {
    const maxMinutes = Math.min(...limits);
    const total = totalMinutes(recipe);
    if (total > maxMinutes) {
      add({ found: `${total} minutes`, rule: 'time', reason: `the recipe takes ${total} minutes in all, waiting included; the cook has ${maxMinutes} at most` });
    }
  }
  return violations;
}

/**
 * The rules a food named on its own breaks under these constraints: a one-line recipe of it,
 * read by `checkRecipe` without the time limits. Lets a composer ask about a food before it
 * brings the food in, by the same rules the final recipe is held to.
 */
export function foodNameViolations(name: string, constraints: Constraints): Violation[] {
  const probe: RecipeContent = {
    name,
    description: '',
    cuisine: '',
    tags: [],
    prepTime: '',
    cookTime: '',
    servings: 1,
    ingredients: [{ quantity: '1', unit: '', name }],
    instructions: ['-'],
    nutritionFacts: { calories: 0, protein: 0, carbs: 0, fat: 0 },
  };
  return checkRecipe(probe, { ...constraints, prepTime: undefined, maxMinutes: undefined });
}

/**
 * Whether a food may be brought in as a substitute under these constraints: not one of the
 * cook's allergens (by the catalog and by its name's hidden forms), not from a family their
 * allergy also avoids (`avoidAsSubstitute`: no cashews for a peanut allergy), not ruled out,
 * and within their diets. `checkRecipe` enforces the same rules on the final recipe.
 */
export function maySubstitute(food: Food | string, constraints: Constraints): boolean {
  const name = typeof food === 'string' ? food : food.name;
  const avoided = [...constraints.allergies, ...(constraints.avoidAsSubstitute ?? [])];
  if (typeof food !== 'string' && foodAllergen(food, avoided)) return false;
  // A substitute is never "asked for", so the requested words do not excuse it. The probe's
  // nutrition is zero, so no nutrition rule can fire.
  return foodNameViolations(name, { ...constraints, requestedTerms: [] }).length === 0;
}
