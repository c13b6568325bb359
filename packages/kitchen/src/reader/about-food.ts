/**
 * Whether a request is about food at all. Sous writes recipes; "how to fix a bike tire" fails
 * with a clear message instead of becoming a souvlaki. The rule: any sign of food (a food, dish,
 * meal, cuisine, diet or cooking word) makes it food, unless it asks for a poem, story or joke;
 * with no sign of food, a short request is still read as a dish name we may not know
 * ("shakshuka"), and a longer one, or one with a clear other purpose, is not food.
 */

const FOOD_WORDS = new Set([
  'food', 'meal', 'dish', 'recipe', 'cook', 'cooking', 'bake', 'baking', 'baked', 'grill', 'grilled', 'roast', 'roasted', 'fry', 'fried',
  'eat', 'eating', 'hungry', 'dinner', 'lunch', 'breakfast', 'brunch', 'supper', 'dessert', 'snack', 'appetizer', 'starter', 'side',
  'soup', 'stew', 'salad', 'sandwich', 'curry', 'casserole', 'bowl', 'plate', 'platter', 'kitchen', 'menu', 'potluck', 'picnic',
  'leftover', 'fridge', 'pantry', 'ingredient', 'surprise', 'something', 'tasty', 'delicious', 'yummy', 'spicy', 'savory', 'savoury',
  'sweet', 'treat', 'cake', 'pie', 'bread', 'pasta', 'pizza', 'taco', 'burrito', 'noodle', 'rice', 'stir', 'bbq', 'barbecue', 'vegan',
  'vegetarian', 'keto', 'paleo', 'gluten', 'dairy', 'cuisine', 'comfort', 'hearty', 'crowd', 'party', 'weeknight', 'tonight',
  'feed', 'serve', 'serving', 'craving', 'crave', 'cookie', 'dip', 'sauce', 'marinade', 'smoothie', 'drink', 'cocktail', 'mocktail',
]);
/** A purpose that is not a recipe even if food is mentioned: "write me a poem about pizza". */
const OTHER_WRITING = /\b(?:write|compose|tell|give) (?:me |us )?(?:a |an )?(?:short |funny |little )?(?:poem|essay|story|song|haiku|limerick|joke|letter|email|speech|rap)\b|\b(?:poem|haiku|limerick|essay) about\b/;
/** Clear other purposes with no food word: questions of fact, repairs, code. */
const OTHER_PURPOSE = /\b(?:how (?:do i |to |can i )?(?:fix|repair|install|change|replace|patch|build|code|program|write|learn|train|drive|ride|tie|clean my)|capital of|who (?:is|was|won)|what year|weather|translate|homework|math|python|javascript|computer|laptop|phone|bike|bicycle|tire|tyre|car|engine|stock market|crypto|bitcoin|resume|cover letter|poem|essay)\b/;

/**
 * True when the request reads as a meal, dish, ingredient or cooking request. `signals` is true
 * when the reader already found a food, lexicon dish, cuisine, diet, allergy or meal word.
 */
export function readAboutFood(plain: string, words: readonly string[], signals: boolean): boolean {
  if (OTHER_WRITING.test(plain)) return false;
  if (signals || words.some((w) => FOOD_WORDS.has(w))) return true;
  if (words.length === 0) return false;
  if (OTHER_PURPOSE.test(plain)) return false;
  return words.length <= 3;
}
