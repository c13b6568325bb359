import { CUISINES, type Allergen, type Cuisine, type DietaryRestriction, type PrepTime } from '@sous/contract/preferences';
import { PREP_TIME_MAX_MINUTES, readPreferenceLines } from '@sous/contract/preference-lines';
import { FOODS, findFoodMentions, food, type FoodMention } from '../catalog/catalog';
import type { Food } from '../catalog/food-types';
import { foodAllergen } from '../checker/allergen-words';
import { lexiconPhraseAt } from '../checker/find-tags';
import { dietsNamedIn } from '../checker/diet-words';
import { familyMembers, familyStandIn, isFamilyWord } from '../checker/food-families';
import { phraseKey } from '../text/words';
import { readAboutFood } from './about-food';
import { readConstraintPhrases, type ConstraintItem } from './constraint-phrases';
import { readHave, type HaveItem } from './have';
import { readFirmMinutes, readHealthiness, readKidFriendly, stripDetails, readMaxMinutes, readMealType, readServings, readSpice, type MealType, type SpiceLevel } from './details';
import { isPunctuation, tokenize, type Token } from './tokens';

export type { MealType, SpiceLevel } from './details';
export type { HaveItem } from './have';

/**
 * What a free-text meal request asks for, and what it rules out. The preference lines the web
 * app appends ("Allergies: Peanuts, Shellfish", spec 2 §5) and free phrasings ("no onions",
 * "I'm allergic to shellfish", "nut-free") are constraints here, never wanted foods.
 */
export interface PromptReading {
  /**
   * Catalog foods the request asks for ("with chicken and broccoli"); never a ruled-out food nor
   * one the cook's allergies forbid, even when the dish is named after it.
   */
  foods: Food[];
  /** Catalog foods the request rules out ("no onions" -> every onion; Other allergies: cilantro). */
  excludedFoods: Food[];
  /** Foods among `foods` named only by a family word ("chicken", "beef"). */
  genericFoods: Food[];
  /** The words of `dishText`, singular and normalised, for matching dish names. */
  words: string[];
  /** The cuisine named in the meal text itself ("Thai green curry"); see `cuisines` for all. */
  cuisine?: Cuisine;
  mealType?: MealType;
  /** Allergens to avoid: Allergies line, allergy phrases, allergen words after "no" or before "-free". */
  allergies: Allergen[];
  /** Diets: Dietary restrictions line and diet words in the text ("vegan", "gluten-free"). */
  diets: DietaryRestriction[];
  /**
   * The longest time the cook has, in minutes, from the text or the Cooking time line (the
   * smaller wins). It limits the WHOLE recipe: prep, cooking and passive time (chilling,
   * marinating, rising, soaking) together, so a 3-hour chill never meets "under 20 minutes".
   */
  maxMinutes?: number;
  /**
   * True when `maxMinutes` was written as a number ("under 20 minutes", "in an hour") or came
   * from the Cooking time line: the checker enforces it. False for the soft limits of "quick"
   * (30) and "weeknight" (45), which should rank dishes but not fail a recipe.
   */
  maxMinutesIsFirm: boolean;
  /** Servings written in the text ("for 6", "a crowd of 10", "family of five"); 1..100. */
  servings?: number;
  /** 3 for healthy or light, 1 for indulgent comfort food, or the Healthiness line's level. */
  healthiness?: 1 | 2 | 3;
  /** Every cuisine asked for: the one named in the text first, then the Preferred cuisines line. */
  cuisines: Cuisine[];
  /** Allergies outside the ten allergens, one item each ("cilantro", "kiwi"): line and text. */
  otherAllergies: string[];
  /**
   * Everything ruled out, as singular words ("onion", "cilantro", "satay", "tree nut"), for the
   * checker's final check (see `constraintsFor`). Covers what `excludedFoods` cannot name.
   */
  excludedTerms: string[];
  /** The Cooking time line's choice, when the request carries one. */
  prepTime?: PrepTime;
  /**
   * What the cook asked to eat: the request without preference lines and constraint phrases,
   * lower case ("pad thai" for "Pad Thai, no peanuts please\nAllergies: Shellfish"). Match
   * dishes against this, never against the whole text.
   */
  dishText: string;
  /** What the cook has, with amounts: "leftover rice and two eggs" -> rice, egg x2. */
  have: HaveItem[];
  /** How hot: "spicy"/"extra hot" -> hot, "a little spicy" -> medium, "not spicy"/"mild"/kid-friendly -> mild. */
  spice?: SpiceLevel;
  /** The request is for children ("kid-friendly", "for the kids", "picky eaters"). */
  kidFriendly: boolean;
  /**
   * False when the request is not about food ("how to fix a bike tire", "write me a poem"):
   * the server should fail the job with a clear message and give the allowance back.
   */
  aboutFood: boolean;
}

/** Longest text read; the rest is ignored (a meal description is a sentence or two). */
export const PROMPT_READ_MAX = 2000;

/** Words for a cuisine beside its own name (singular, as tokens read). Country names only as "food from". */
const CUISINE_WORDS: [string, Cuisine][] = [
  ...CUISINES.map((c): [string, Cuisine] => [phraseKey(c), c]),
  ['tex mex', 'Mexican'], ['szechuan', 'Chinese'], ['sichuan', 'Chinese'], ['cantonese', 'Chinese'], ['hunan', 'Chinese'],
  ['lebanese', 'Middle Eastern'], ['turkish', 'Middle Eastern'], ['persian', 'Middle Eastern'], ['israeli', 'Middle Eastern'],
  ['moroccan', 'Middle Eastern'], ['levantine', 'Middle Eastern'], ['syrian', 'Middle Eastern'], ['egyptian', 'Middle Eastern'],
  ['jamaican', 'Caribbean'], ['cuban', 'Caribbean'], ['puerto rican', 'Caribbean'], ['dominican', 'Caribbean'], ['trinidadian', 'Caribbean'],
  ['haitian', 'Caribbean'], ['southern', 'American'], ['cajun', 'American'], ['creole', 'American'], ['bbq', 'American'],
  ['barbecue', 'American'], ['asian', 'Chinese'], ['provencal', 'French'], ['tuscan', 'Italian'], ['sicilian', 'Italian'],
  ['neapolitan', 'Italian'], ['punjabi', 'Indian'], ['south indian', 'Indian'], ['goan', 'Indian'], ['catalan', 'Spanish'],
  ['andalusian', 'Spanish'], ['basque', 'Spanish'], ['cretan', 'Greek'], ['hanoi', 'Vietnamese'], ['saigon', 'Vietnamese'],
  ['okinawan', 'Japanese'], ['oaxacan', 'Mexican'], ['yucatan', 'Mexican'], ['new england', 'American'],
];
const COUNTRIES: [string, Cuisine][] = [
  ['mexico', 'Mexican'], ['italy', 'Italian'], ['china', 'Chinese'], ['japan', 'Japanese'], ['india', 'Indian'], ['thailand', 'Thai'],
  ['greece', 'Greek'], ['france', 'French'], ['spain', 'Spanish'], ['korea', 'Korean'], ['vietnam', 'Vietnamese'], ['lebanon', 'Middle Eastern'],
  ['jamaica', 'Caribbean'],
];

const has = (text: string, phrase: string) => text.includes(` ${phrase} `);

/** Catalog mentions of every punctuation-free run of words, with indexes into `tokens`. */
function mentionsIn(tokens: readonly Token[]): FoodMention[] {
  const mentions: FoodMention[] = [];
  let start = 0;
  for (let i = 0; i <= tokens.length; i++) {
    if (i < tokens.length && !isPunctuation(tokens[i])) continue;
    const run = tokens.slice(start, i).map((t) => t.word);
    for (const m of findFoodMentions(run.join(' '))) mentions.push({ ...m, start: m.start + start });
    start = i + 1;
  }
  // Family words the catalog does not list as foods ("chicken", "beans") stand for a member.
  const covered = new Set(mentions.flatMap((m) => Array.from({ length: m.length }, (_, k) => m.start + k)));
  tokens.forEach((token, i) => {
    const stand = isFamilyWord(token.word) ? familyStandIn(token.word) : undefined;
    if (stand && !covered.has(i)) mentions.push({ food: stand, start: i, length: 1, term: token.word });
  });
  return mentions.sort((a, b) => a.start - b.start);
}

const addOnce = <T>(list: T[], ...values: T[]) => {
  for (const value of values) if (!list.includes(value)) list.push(value);
};

/** Catalog foods a ruled-out item covers: a single word covers its family ("no onions"). */
function excludedBy(item: Pick<ConstraintItem, 'term' | 'mention' | 'kind' | 'allergens'>): Food[] {
  if (item.kind === 'allergen') return FOODS.filter((f) => f.allergens.some((a) => item.allergens.includes(a)));
  if (isFamilyWord(item.term) || (!item.term.includes(' ') && item.kind === 'food')) {
    const family = familyMembers(item.term);
    if (family.length > 0) return family;
  }
  return item.mention ? [item.mention.food] : [];
}

/** Polite openings that are not part of the dish: "can you make me a", "I'd like some". */
const PREAMBLE =
  /^(?:(?:hi|hey|hello)\s+)?(?:please\s+)?(?:(?:can|could|would) you\s+(?:please\s+)?)?(?:(?:make|give|suggest|cook|find|show|send|create|generate)\s+(?:me|us)?\s*|i\s*(?:want|would like|'d like|need|am craving|'m craving|feel like|fancy)\s+|i'm in the mood for\s+|how (?:do i|to)\s+(?:make|cook)\s+|craving\s+|recipe for\s+)*(?:(?:a|an|some|the)\s+)?(?:recipe (?:for|of)\s+)?/;
/** Who the cook is talking about, left at the end once the allergy is taken out: "my son has a". */
const LEFTOVER_SUBJECT =
  /(?:^|\s)(?:i'm|i am|we're|we are|i|we|he|she|they|someone|somebody|(?:my|our) (?:son|daughter|kid|child|husband|wife|partner|friend|guest|boyfriend|girlfriend|mom|dad|mother|father|family|kids|children|guests)(?: is| are)?)(?: (?:has|have|got|is|are))?(?: an?| some)?\s*$/;

/**
 * Reads a meal request: what the cook wants to eat (`dishText`, `foods`), what is ruled out
 * (preference lines and free phrasings: `allergies`, `excludedFoods`, `excludedTerms`,
 * `otherAllergies`, `diets`), and the details (servings, time, meal, spice, what the cook has).
 * The text is data: nothing in it is obeyed beyond describing the meal.
 */
export function readPrompt(input: string): PromptReading {
  // Preference lines are constraints, never foods: read them apart from the meal text.
  const lines = readPreferenceLines(input.slice(0, PROMPT_READ_MAX));
  const prefs = lines.preferences;
  const tokens = tokenize(lines.prompt);
  const mentions = mentionsIn(tokens);
  const mentionsAt = new Map(mentions.map((m) => [m.start, m]));
  const constraints = readConstraintPhrases(tokens, mentionsAt);

  const allergies: Allergen[] = [...(prefs.allergies ?? [])];
  const excludedFoods: Food[] = [];
  const excludedTerms: string[] = [];
  const otherAllergies: string[] = [];
  for (const item of constraints.items) {
    addOnce(excludedTerms, item.term);
    addOnce(excludedFoods, ...excludedBy(item));
    // Allergen words always name an allergy ("no nuts", "dairy-free"); other foods only when
    // the cook says allergy ("allergic to shrimp" -> shellfish; "no shrimp" -> just shrimp).
    if (item.kind === 'allergen' || item.mode === 'allergy') addOnce(allergies, ...item.allergens);
    if (item.mode === 'allergy' && item.allergens.length === 0) addOnce(otherAllergies, item.term);
  }
  for (const other of (prefs.otherAllergies ?? '').split(',').map((o) => o.trim()).filter(Boolean)) {
    addOnce(otherAllergies, other.toLowerCase());
    const otherTokens = tokenize(`allergic to ${other}`);
    const read = readConstraintPhrases(otherTokens, new Map(mentionsIn(otherTokens).map((m) => [m.start, m])));
    for (const item of read.items) {
      addOnce(excludedTerms, item.term);
      addOnce(excludedFoods, ...excludedBy(item));
      addOnce(allergies, ...item.allergens);
    }
    if (read.items.length === 0) addOnce(excludedTerms, phraseKey(other));
  }

  // The dish text: what is left once constraint phrases are taken out.
  const kept = tokens.filter((_, i) => !constraints.spans.has(i));
  const plain = ` ${kept.filter((t) => !isPunctuation(t)).map((t) => t.raw).join(' ')} `;
  const singular = ` ${kept.filter((t) => !isPunctuation(t)).map((t) => t.word).join(' ')} `;
  const spoken = plain
    .trim()
    .replace(PREAMBLE, '')
    .replace(/\s*\b(?:please|thanks|thank you)\b\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const dishText = stripDetails(spoken).replace(LEFTOVER_SUBJECT, '').replace(/\s+(?:and|or|but|with|so)$/, '').trim();
  const wordsRead = tokens.filter((t) => !isPunctuation(t)).map((t) => t.word);
  const allWords = ` ${wordsRead.join(' ')} `;

  const diets: DietaryRestriction[] = [...(prefs.dietaryRestrictions ?? [])];
  addOnce(diets, ...dietsNamedIn(wordsRead));

  // Wanted foods: mentions outside constraint phrases. Spices other than pepper are seasoning, not the dish.
  const foods: Food[] = [];
  const genericFoods: Food[] = [];
  for (const mention of mentions) {
    if (constraints.spans.has(mention.start)) continue;
    // "pepper" alone is a bell pepper unless the text says black pepper.
    const found = mention.food.id === 'black-pepper' && !has(allWords, 'black pepper') ? food('red-bell-pepper') : mention.food;
    if (found.kind === 'spice' && found.id !== 'black-pepper') continue;
    // A food the cook's allergies forbid is never wanted, even when the dish is named after it
    // ("shrimp scampi" with a shellfish allergy): the composer substitutes or says it cannot.
    if (excludedFoods.includes(found) || foodAllergen(found, allergies)) continue;
    addOnce(foods, found);
    if (isFamilyWord(mention.term) && familyStandIn(mention.term) === found) addOnce(genericFoods, found);
  }

  const cuisine = CUISINE_WORDS.find(([phrase]) => has(singular, phrase))?.[1]
    ?? COUNTRIES.find(([country]) => new RegExp(`\\b(?:from|in|of) ${country}\\b`).test(plain) && /\b(?:food|dish|recipe|cooking|cuisine|meal)\b/.test(plain))?.[1];
  const cuisines = [...new Set([...(cuisine ? [cuisine] : []), ...(prefs.cuisinesPreferred ?? [])])];

  const lineMinutes = prefs.prepTime ? PREP_TIME_MAX_MINUTES[prefs.prepTime] : undefined;
  const textMinutes = readMaxMinutes(plain);
  const firm = [lineMinutes, readFirmMinutes(plain)].filter((m): m is number => m !== undefined);
  const limits = [lineMinutes, textMinutes].filter((m): m is number => m !== undefined);
  const maxMinutes = limits.length > 0 ? Math.min(...limits) : undefined;

  const mealType = readMealType(plain);
  const words = dishText === '' ? [] : phraseKey(dishText).split(' ');
  const hasLexicon = words.some((_, i) => lexiconPhraseAt(words, i) !== undefined);
  const servings = readServings(plain);
  const signals = lines.found || servings !== undefined || textMinutes !== undefined || foods.length > 0 || constraints.items.length > 0 || diets.length > 0 || hasLexicon || mealType !== undefined || cuisine !== undefined;

  return {
    foods,
    excludedFoods,
    genericFoods,
    words,
    cuisine,
    mealType,
    allergies,
    diets,
    maxMinutes,
    maxMinutesIsFirm: firm.length > 0 && Math.min(...firm) === maxMinutes,
    servings,
    healthiness: readHealthiness(plain) ?? prefs.healthiness as 1 | 2 | 3 | undefined,
    cuisines,
    otherAllergies,
    excludedTerms,
    prepTime: prefs.prepTime,
    dishText,
    have: readHave(tokens, mentions, foods),
    spice: readSpice(plain),
    kidFriendly: readKidFriendly(plain),
    aboutFood: readAboutFood(plain, wordsRead, signals),
  };
}
