import type { Allergen, DietaryRestriction, PrepTime } from '@sous/contract/preferences';
import type { RecipeContent } from '@sous/contract/recipe';
import { parseMinutes } from '../units';
import { phraseKey, singularWords } from '../text/words';
import { findTags, type TagMatch } from './find-tags';
import type { Tag } from './lexicon';

/** What a recipe must respect: the user's allergies, diets and time. */
export interface Constraints {
  allergies: readonly Allergen[];
  /** Free text, comma separated ("kiwi, mustard, shellfish"). */
  otherAllergies?: string;
  dietaryRestrictions: readonly DietaryRestriction[];
  prepTime?: PrepTime;
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
};

/** The longest prep plus cook time each choice allows. */
const MAX_MINUTES: Record<PrepTime, number | undefined> = { '15-30': 30, '30-60': 60, '60+': undefined };

const describe = (tag: Tag) => (tag === 'Tree Nuts' ? 'tree nuts' : tag === 'Eggs' ? 'eggs' : tag.toLowerCase());

type Source = 'name' | 'ingredient' | 'step';

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
  const ingredientWords = ` ${recipe.ingredients.map((i) => singularWords(i.name).join(' ')).join(' | ')} `;
  for (const { text, source } of textsOf(recipe)) {
    const matches = findTags(text, { skipVerbLike: source === 'step' });
    for (const match of matches) {
      if (refersToIngredient(match, source, ingredientWords)) continue;
      for (const allergen of constraints.allergies) {
        const hit = ALLERGEN_TAGS[allergen].find((tag) => match.tags.includes(tag));
        if (hit) {
          add({
            found: match.phrase,
            rule: `allergy:${allergen}`,
            reason: `"${match.phrase}" contains ${describe(hit)}${explain(match)}, and the cook is avoiding ${describe(allergen as Tag)}`,
          });
        }
      }
      for (const diet of constraints.dietaryRestrictions) {
        const hit = DIET_TAGS[diet].find((tag) => match.tags.includes(tag));
        if (hit) {
          add({ found: match.phrase, rule: `diet:${diet}`, reason: `"${match.phrase}"${explain(match)} is not ${diet.toLowerCase()}` });
        }
      }
      for (const other of others) {
        if (other.tags.some((tag) => match.tags.includes(tag))) {
          add({ found: match.phrase, rule: `other-allergy:${other.words}`, reason: `"${match.phrase}" is not safe for an allergy to ${other.words}` });
        }
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

  const maxMinutes = constraints.prepTime ? MAX_MINUTES[constraints.prepTime] : undefined;
  if (maxMinutes !== undefined) {
    const total = (parseMinutes(recipe.prepTime) ?? 0) + (parseMinutes(recipe.cookTime) ?? 0);
    if (total > maxMinutes) {
      add({ found: `${total} minutes`, rule: 'time', reason: `prep and cook take ${total} minutes; the cook has ${maxMinutes} at most` });
    }
  }
  return violations;
}
