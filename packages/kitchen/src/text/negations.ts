/**
 * The words that rule a food out, defined once for the prompt reader and the recipe checker.
 * Phrases are written plainly; matchers compare them as singular words (`phraseKey`).
 */

/**
 * Phrases that rule out the food after them in any text, recipe steps included:
 * "without nuts", "use tofu instead of shrimp", "omit the cheese".
 */
export const NEGATIONS: readonly string[] = [
  'no',
  'without',
  'omit',
  'omitting',
  'skip',
  'instead of',
  'in place of',
  'substitute for',
  'free of',
  'minus',
];

/**
 * Also negations in a cook's request, but not in recipe steps, where "do not overcook the
 * shrimp" or "avoid crowding the chicken" still use the food.
 */
export const REQUEST_NEGATIONS: readonly string[] = [
  ...NEGATIONS,
  'not',
  'avoid',
  'avoiding',
  'hold the',
  'skip the',
  'leave out',
  'leave off',
  'nothing with',
  'none of',
  'no more',
  'never',
  'hate',
  'dislike',
  "don't like",
  'do not like',
  "doesn't like",
  'does not like',
  "don't eat",
  'do not eat',
  "doesn't eat",
  'does not eat',
  "won't eat",
  'not a fan of',
];

/**
 * Phrases that make the food after them an allergy, a medical matter: "allergic to shellfish",
 * "can't have gluten". What follows is avoided with its whole allergen family.
 */
export const ALLERGY_PHRASES: readonly string[] = [
  'allergic to',
  'allergy to',
  'allergies to',
  'allergy',
  'allergies',
  'intolerant to',
  'intolerance to',
  'sensitive to',
  'sensitivity to',
  "can't have",
  'cannot have',
  'can not have',
  "can't eat",
  'cannot eat',
  'can not eat',
  "mustn't have",
  'must not have',
  'must avoid',
];

/** Words after a food that make it an allergy: "nut allergy", "dairy intolerant". */
export const ALLERGY_SUFFIXES: readonly string[] = ['allergy', 'allergies', 'allergic', 'intolerance', 'intolerant', 'sensitivity'];

/** Words after a food that rule it out: "peanut-free", "egg-less". */
export const FREE_SUFFIXES: readonly string[] = ['free', 'less'];
