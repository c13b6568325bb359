import {
  ALLERGENS,
  CUISINES,
  type Allergen,
  type Cuisine,
  type DietaryRestriction,
} from '@sous/contract/preferences';
import { PREP_TIME_MAX_MINUTES, readPreferenceLines } from '@sous/contract/preference-lines';
import { FOODS, findFoodMentions, food } from '../catalog/catalog';
import type { Food } from '../catalog/food-types';
import { singularWords } from '../text/words';

export type MealType = 'breakfast' | 'lunch' | 'dinner' | 'dessert' | 'snack';

/** What a free-text meal description asks for. */
export interface PromptReading {
  /** Catalog foods the text asks for ("with chicken and broccoli"). */
  foods: Food[];
  /** Catalog foods the text rules out ("no onions", "without cilantro"). */
  excludedFoods: Food[];
  /** Foods among `foods` named only by a family word ("chicken", "beef"). */
  genericFoods: Food[];
  /** The words of the text, singular and normalised, for matching dish names. */
  words: string[];
  cuisine?: Cuisine;
  mealType?: MealType;
  allergies: Allergen[];
  diets: DietaryRestriction[];
  maxMinutes?: number;
  servings?: number;
  /** 3 when the text asks for healthy or light food, 1 for indulgent comfort food (or the Healthiness line). */
  healthiness?: 1 | 2 | 3;
  /** Every cuisine asked for: the one named in the text first, then the Preferred cuisines line. */
  cuisines: Cuisine[];
  /** Free-text allergies ("cilantro", "kiwi") from the Other allergies line, one item each. */
  otherAllergies: string[];
}

/** Longest text read; the rest is ignored (a meal description is a sentence or two). */
export const PROMPT_READ_MAX = 2000;

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, a: 1, an: 1,
  couple: 2, pair: 2,
};

const CUISINE_WORDS: [string, Cuisine][] = [
  ...CUISINES.map((c): [string, Cuisine] => [c.toLowerCase(), c]),
  ['tex mex', 'Mexican'], ['mexico', 'Mexican'], ['italy', 'Italian'], ['china', 'Chinese'], ['szechuan', 'Chinese'],
  ['sichuan', 'Chinese'], ['cantonese', 'Chinese'], ['japan', 'Japanese'], ['india', 'Indian'], ['thailand', 'Thai'],
  ['greece', 'Greek'], ['france', 'French'], ['spain', 'Spanish'], ['korea', 'Korean'], ['vietnam', 'Vietnamese'],
  ['lebanese', 'Middle Eastern'], ['turkish', 'Middle Eastern'], ['persian', 'Middle Eastern'], ['israeli', 'Middle Eastern'],
  ['moroccan', 'Middle Eastern'], ['levantine', 'Middle Eastern'], ['jamaican', 'Caribbean'], ['cuban', 'Caribbean'],
  ['puerto rican', 'Caribbean'], ['dominican', 'Caribbean'], ['southern', 'American'], ['cajun', 'American'],
  ['bbq', 'American'], ['barbecue', 'American'], ['asian', 'Chinese'],
];

/** Words for allergens as people write them after "no", "without", "allergic to" or before "-free". */
const ALLERGEN_WORDS: [string, Allergen[]][] = [
  ['nut', ['Tree Nuts', 'Peanuts']], ['tree nut', ['Tree Nuts']], ['peanut', ['Peanuts']], ['dairy', ['Dairy']],
  ['milk', ['Dairy']], ['lactose', ['Dairy']], ['cheese', ['Dairy']], ['egg', ['Eggs']], ['fish', ['Fish']],
  ['shellfish', ['Shellfish']], ['seafood', ['Fish', 'Shellfish']], ['shrimp', ['Shellfish']], ['wheat', ['Wheat']],
  ['gluten', ['Gluten']], ['soy', ['Soy']], ['soya', ['Soy']], ['sesame', ['Sesame']],
  ...ALLERGENS.map((a): [string, Allergen[]] => [a.toLowerCase(), [a]]),
];

const DIET_WORDS: [string, DietaryRestriction][] = [
  ['vegan', 'Vegan'], ['plant based', 'Vegan'], ['vegetarian', 'Vegetarian'], ['veggie', 'Vegetarian'],
  ['meatless', 'Vegetarian'], ['meat free', 'Vegetarian'], ['pescatarian', 'Pescatarian'], ['pescetarian', 'Pescatarian'],
  ['paleo', 'Paleo'], ['keto', 'Keto'], ['ketogenic', 'Keto'], ['low carb', 'Low-Carb'], ['low fat', 'Low-Fat'],
  ['low sodium', 'Low-Sodium'], ['low salt', 'Low-Sodium'], ['gluten free', 'Gluten-Free'], ['celiac', 'Gluten-Free'],
  ['coeliac', 'Gluten-Free'], ['dairy free', 'Dairy-Free'], ['lactose free', 'Dairy-Free'], ['lactose intolerant', 'Dairy-Free'],
];

const MEAL_WORDS: [string, MealType][] = [
  ['breakfast', 'breakfast'], ['brunch', 'breakfast'], ['morning', 'breakfast'], ['lunch', 'lunch'], ['lunchbox', 'lunch'],
  ['dinner', 'dinner'], ['supper', 'dinner'], ['weeknight', 'dinner'], ['dessert', 'dessert'], ['sweet treat', 'dessert'],
  ['bake sale', 'dessert'], ['snack', 'snack'], ['appetizer', 'snack'],
];

const HEALTHY_WORDS = ['healthy', 'light', 'lighter', 'lean', 'clean', 'nutritious', 'wholesome', 'high protein', 'low calorie'];
const INDULGENT_WORDS = ['indulgent', 'comfort', 'decadent', 'cheesy', 'rich', 'hearty', 'cozy', 'cosy', 'treat'];
/** Words that negate the next food or allergen. */
const NEGATIONS = ['no', 'without', 'hold the', 'skip the', 'minus', 'not', 'avoid', 'allergic to', 'allergy to', 'intolerant to', "can't have", 'cannot have', 'free of'];

/**
 * Everyday words for a family of foods ("chicken", "beef", "noodles") and the catalog food that
 * stands for it. The composer swaps in the family member its dish prefers (thighs in a stew).
 */
const GENERIC_FOODS: Record<string, string> = {
  chicken: 'chicken-breast', beef: 'sirloin-steak', pork: 'pork-tenderloin', turkey: 'ground-turkey',
  fish: 'cod-fillet', seafood: 'shrimp', noodle: 'egg-noodles', bean: 'black-beans',
  squash: 'butternut-squash', tortilla: 'corn-tortilla', berry: 'strawberries', chocolate: 'dark-chocolate',
  meat: 'ground-beef',
};
/** Every catalog food a family word covers: "no beans" rules out all of them, not one. */
function familyOf(word: string): Food[] {
  const isMeat = (f: Food) => f.flags.includes('meat');
  const matches: Record<string, (f: Food) => boolean> = {
    fish: (f) => f.flags.includes('fish'),
    seafood: (f) => f.flags.includes('fish') || f.flags.includes('shellfish'),
    meat: (f) => isMeat(f) || f.flags.includes('poultry'),
    beef: (f) => isMeat(f) && (f.id.includes('beef') || f.id.includes('steak')),
  };
  const test = matches[word] ?? ((f: Food) => f.id.split('-').some((part) => part === word || part === `${word}s`));
  return FOODS.filter(test);
}

/** The foods a prompt named by their family word: the composer may pick a sibling. */
export const isGenericMention = (reading: PromptReading, f: Food) => reading.genericFoods.includes(f);

const has = (text: string, phrase: string) => text.includes(` ${phrase} `);

function numberAt(token: string | undefined): number | undefined {
  if (!token) return undefined;
  if (/^\d+$/.test(token)) return Number(token);
  return NUMBER_WORDS[token];
}

/**
 * Reads a meal description: named and excluded foods, cuisine, meal, allergy and diet words,
 * time and servings. The text is data: nothing in it is obeyed beyond describing the meal.
 */
export function readPrompt(input: string): PromptReading {
  // Preference lines are constraints, never foods: read them apart from the meal text.
  const lines = readPreferenceLines(input.slice(0, PROMPT_READ_MAX));
  const tokens = singularWords(lines.prompt);
  const text = ` ${tokens.join(' ')} `;

  // Negated spans: the few words after "no", "without", "allergic to"...
  const negatedAt = new Set<number>();
  tokens.forEach((_, i) => {
    for (const negation of NEGATIONS) {
      const words = negation.split(' ');
      if (words.every((w, k) => tokens[i + k] === w)) {
        for (let k = i + words.length; k < Math.min(tokens.length, i + words.length + 4); k++) {
          if (tokens[k] === 'but' || tokens[k] === 'with') break;
          negatedAt.add(k);
        }
      }
    }
  });

  const allergies = new Set<Allergen>(lines.preferences.allergies);
  const diets = new Set<DietaryRestriction>(lines.preferences.dietaryRestrictions);
  for (const [phrase, diet] of DIET_WORDS) if (has(text, phrase)) diets.add(diet);
  for (const [phrase, allergens] of ALLERGEN_WORDS) {
    const words = phrase.split(' ');
    tokens.forEach((_, i) => {
      if (!words.every((w, k) => tokens[i + k] === w)) return;
      const after = tokens[i + words.length];
      if (negatedAt.has(i) || after === 'free' || after === 'allergy' || after === 'allergie') {
        allergens.forEach((a) => allergies.add(a));
      }
    });
  }

  const mentions = findFoodMentions(tokens.join(' ')).map((m) => ({ ...m, generic: false }));
  const covered = new Set(mentions.flatMap((m) => Array.from({ length: m.length }, (_, k) => m.start + k)));
  tokens.forEach((token, i) => {
    const id = GENERIC_FOODS[token];
    if (id && !covered.has(i)) mentions.push({ food: food(id), start: i, length: 1, term: token, generic: true });
  });
  mentions.sort((a, b) => a.start - b.start);
  const foods: Food[] = [];
  const excludedFoods: Food[] = [];
  const genericFoods: Food[] = [];
  for (const mention of mentions) {
    // "pepper" alone is a bell pepper unless the text says black pepper.
    const found = mention.food.id === 'black-pepper' && !has(text, 'black pepper') ? food('red-bell-pepper') : mention.food;
    if (found.kind === 'spice' && found.id !== 'black-pepper') continue;
    const after = tokens[mention.start + mention.length];
    const excluded = negatedAt.has(mention.start) || after === 'free';
    const list = excluded ? excludedFoods : foods;
    // "no onions" rules out every onion; a longer name ("no red onion") only that food.
    const family = excluded && !mention.term.includes(' ') ? familyOf(mention.term) : [];
    const members = family.length > 0 ? family : [found];
    for (const member of members) if (!list.includes(member)) list.push(member);
    if (mention.generic && !excluded && !genericFoods.includes(found)) genericFoods.push(found);
  }

  const cuisine = CUISINE_WORDS.find(([phrase]) => has(text, phrase))?.[1];
  const mealType = MEAL_WORDS.find(([phrase]) => has(text, phrase))?.[1];

  let maxMinutes: number | undefined;
  const minutes = /(?:under|in|within|less than|about|max|maximum|takes?|only)\s+(\d+)\s*(?:minute|min)/.exec(text)
    ?? /\b(\d+)\s*(?:minute|min)\b/.exec(text);
  if (minutes) maxMinutes = Number(minutes[1]);
  const hours = /(?:under|in|within|less than)\s+(?:an?|1|one)\s+hour/.exec(text);
  if (!maxMinutes && hours) maxMinutes = 60;
  if (!maxMinutes && /\b(quick|fast|speedy|rush|busy)\b/.test(text)) maxMinutes = 30;
  if (!maxMinutes && has(text, 'weeknight')) maxMinutes = 45;

  let servings: number | undefined;
  const serves = [...text.matchAll(/\b(?:for|serve|serves|serving|feed|feeds|feeding)\s+(\w+)\b/g)]
    .map((m) => (m[1] === 'a' || m[1] === 'an' ? undefined : numberAt(m[1])))
    .find((n) => n !== undefined);
  const family = /\bfamily of (\w+)\b/.exec(text);
  if (family) servings = numberAt(family[1]);
  else if (serves) servings = serves;
  else if (/\b(?:just me|for myself|for one|solo)\b/.test(text)) servings = 1;
  else if (/\b(?:date night|for two|couple)\b/.test(text)) servings = 2;
  else if (/\b(?:crowd|party|potluck)\b/.test(text)) servings = 8;
  else if (has(text, 'family')) servings = 4;
  if (servings !== undefined) servings = Math.min(12, Math.max(1, servings));

  const lineMinutes = lines.preferences.prepTime ? PREP_TIME_MAX_MINUTES[lines.preferences.prepTime] : undefined;
  if (lineMinutes !== undefined && (maxMinutes === undefined || lineMinutes < maxMinutes)) maxMinutes = lineMinutes;
  const healthiness = HEALTHY_WORDS.some((w) => has(text, w)) ? 3 : INDULGENT_WORDS.some((w) => has(text, w)) ? 1 : lines.preferences.healthiness as 1 | 2 | 3 | undefined;
  const otherAllergies = (lines.preferences.otherAllergies ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  for (const other of otherAllergies) {
    for (const mention of findFoodMentions(other)) {
      const members = mention.term.includes(' ') ? [mention.food] : familyOf(mention.term);
      for (const member of members.length > 0 ? members : [mention.food]) if (!excludedFoods.includes(member)) excludedFoods.push(member);
    }
  }
  const cuisines = [...new Set([...(cuisine ? [cuisine] : []), ...(lines.preferences.cuisinesPreferred ?? [])])];

  return {
    foods,
    excludedFoods,
    genericFoods,
    words: tokens,
    cuisine,
    mealType,
    allergies: [...allergies],
    diets: [...diets],
    maxMinutes,
    servings,
    healthiness,
    cuisines,
    otherAllergies,
  };
}
