/**
 * The details of a request beside its foods: servings, time, spice, meal, healthiness. Each
 * reads the plain dish text (lower case, words as written, single spaces).
 */
import { NUMBER_WORDS, parseCount } from '../units';

export type MealType = 'breakfast' | 'lunch' | 'dinner' | 'dessert' | 'snack';
export type SpiceLevel = 'mild' | 'medium' | 'hot';

/** The whole counts of `NUMBER_WORDS`, longest first so "sixteen" is not read as "six". */
const COUNT_WORDS = Object.keys(NUMBER_WORDS)
  .filter((word) => (NUMBER_WORDS[word] ?? 0) >= 1)
  .sort((a, b) => b.length - a.length);
/** A count in digits or words ("6", "six", "a dozen", "a couple"): group 1 of the patterns below. */
const NUM = String.raw`(\d+|(?:a (?=dozen|couple|pair))?(?:${COUNT_WORDS.join('|')}))`;
const count = (word: string | undefined): number | undefined => (word === undefined ? undefined : parseCount(word.replace(/^a /, '')));

/** Patterns for servings, most specific first; group 1 is the count. */
const SERVINGS: RegExp[] = [
  new RegExp(String.raw`\b(?:for |feed |feeding )?(?:a |an |the |my |our )?(?:family|party|group|crowd|table|household|gathering|team) of ${NUM}\b`),
  new RegExp(String.raw`\bthere (?:will be|are|is|'ll be|re going to be) ${NUM}(?: of us| people| guests| adults)?\b`),
  new RegExp(String.raw`\b${NUM} of us\b`),
  new RegExp(String.raw`\b(?:for|serves?|serving|feeds?|feeding|to feed|makes?|enough for) (?:the |about |around )?${NUM}\b(?! ?(?:minutes?|mins?|hours?|hrs?|days?|weeks?|am|pm|o'clock|degrees|people minutes))`),
  new RegExp(String.raw`\b${NUM} (?:people|persons|guests|servings|portions|adults|diners|hungry|friends|kids|children)\b`),
];
/** Servings implied by words, when no number is given. */
const IMPLIED_SERVINGS: [RegExp, number][] = [
  [/\b(?:just me|for myself|for one|solo|single serving|for 1 person|one person)\b/, 1],
  [/\b(?:date night|for two|for a couple|the two of us|me and my (?:wife|husband|partner|girlfriend|boyfriend))\b/, 2],
  [/\b(?:crowd|party|potluck|big group|large group|feast|get together)\b/, 8],
  [/\bfamily\b/, 4],
];

/**
 * Servings written in the text: "for 6", "there will be 6 of us", "for two", "a crowd of 10",
 * "family of five", "serves 3"; a crowd or party without a number is 8, a family 4. Kept within
 * 1..100 (the contract's range); undefined when the text does not say.
 */
export function readServings(text: string): number | undefined {
  for (const pattern of SERVINGS) {
    const n = count(pattern.exec(text)?.[1]);
    if (n !== undefined && n >= 1) return Math.min(100, Math.round(n));
  }
  return IMPLIED_SERVINGS.find(([pattern]) => pattern.test(text))?.[1];
}

const LIMIT = String.raw`(?:under|in|within|less than|no more than|not more than|at most|max|maximum|tops|only|about|around|takes?|ready in|done in|in about|in under)`;

/**
 * The longest time the cook has, from the text: "under 20 minutes", "a 30-minute meal", "in half
 * an hour", "under an hour", "in 2 hours", "quick" (30), "weeknight" (45). Undefined when the
 * text sets no limit. The limit is for the whole recipe: prep, cooking and passive time
 * (chilling, marinating, rising) together.
 */
export function readMaxMinutes(text: string): number | undefined {
  const limited = new RegExp(String.raw`\b${LIMIT} (?:an? )?(\d+)(?: ?- ?| to )?(\d+)? ?(?:minutes?|mins?)\b`).exec(text);
  if (limited) return Number(limited[2] ?? limited[1]);
  const bare = /\b(\d+)[ -]?(?:minutes?|mins?)\b/.exec(text);
  if (bare) return Number(bare[1]);
  if (/\b(?:half an hour|half hour|30 min)\b/.test(text)) return 30;
  if (/\bquarter of an hour\b/.test(text)) return 15;
  if (/\b(?:an hour and a half|1\.5 hours|one and a half hours)\b/.test(text)) return 90;
  const hours = new RegExp(String.raw`\b${LIMIT} (?:an?|1|one|${NUM}) (?:hours?|hrs?)\b`).exec(text);
  if (hours) return (count(hours[1]) ?? 1) * 60;
  return readImpliedMinutes(text);
}

const QUICK = /\b(?:quick|quickly|fast|speedy|rush|rushed|busy|hurry|in a pinch|last minute|no time)\b/g;
const WEEKNIGHT = /\bweeknight\b/g;

/** A soft limit from words alone: "quick" (30), "weeknight" (45); ranks dishes, not enforced. */
function readImpliedMinutes(text: string): number | undefined {
  if (new RegExp(QUICK.source).test(text)) return 30;
  if (new RegExp(WEEKNIGHT.source).test(text)) return 45;
  return undefined;
}

const MILD = /\b(?:(?:not|no|nothing|without|isn't|zero|non|never)(?: too| very| overly)? (?:spicy|spice|spiced|hot|heat)|mild|mildly|no heat|spice free|not too hot|gentle spice|for (?:a )?spice shy)\b/;
const MEDIUM = /\b(?:medium spicy|medium hot|medium heat|a (?:little|bit|touch) (?:spicy|of heat|of spice)|slightly spicy|some heat|a kick|a little kick|bit of a kick|mildly spicy|moderately spicy)\b/;
const HOT = /\b(?:spicy|spiciest|fiery|extra hot|very hot|really hot|super hot|blazing|hot and spicy|spice lover|lots of heat|lots of chili|scorching)\b/;
const KIDS = /\b(?:kid|kids|kiddo|kiddos|child|children|toddler|toddlers|picky eaters?|little ones?|school lunch|lunchbox|kid friendly|child friendly|family friendly)\b/;

/** Whether the request is for children ("kid-friendly", "for my toddler", "picky eaters"). */
export const readKidFriendly = (text: string): boolean => KIDS.test(text);

/**
 * How hot the cook wants it: "not spicy", "mild" and any request for children read as mild
 * unless heat is asked for; "a little spicy" medium; "spicy", "extra hot" hot.
 */
export function readSpice(text: string): SpiceLevel | undefined {
  if (MILD.test(text)) return MEDIUM.test(text) ? 'medium' : 'mild';
  if (MEDIUM.test(text)) return 'medium';
  if (HOT.test(text)) return 'hot';
  return readKidFriendly(text) ? 'mild' : undefined;
}

const MEAL_WORDS: [RegExp, MealType][] = [
  [/\b(?:breakfast|breakfasts|brunch|morning|mornings)\b/, 'breakfast'],
  [/\b(?:lunch|lunches|lunchbox|midday)\b/, 'lunch'],
  [/\b(?:dinner|dinners|supper|weeknight|tonight|evening meal)\b/, 'dinner'],
  [/\b(?:dessert|desserts|sweet treat|bake sale|pudding|something sweet)\b/, 'dessert'],
  [/\b(?:snack|snacks|appetizer|appetizers|starter|canape|canapes|finger food|party food|nibbles)\b/, 'snack'],
];

/** The meal the request is for ("breakfast for two", "a weeknight dinner"), first named first. */
export function readMealType(text: string): MealType | undefined {
  let best: { at: number; meal: MealType } | undefined;
  for (const [pattern, meal] of MEAL_WORDS) {
    const at = pattern.exec(text)?.index;
    if (at !== undefined && (!best || at < best.at)) best = { at, meal };
  }
  return best?.meal;
}

const HEALTHY = /\b(?:healthy|healthier|light|lighter|lean|clean|nutritious|wholesome|high protein|low calorie|low cal|guilt free|diet)\b/;
const INDULGENT = /\b(?:indulgent|comfort|decadent|cheesy|rich|hearty|cozy|cosy|treat|naughty|cheat day)\b/;

/** 3 when the text asks for healthy or light food, 1 for indulgent comfort food, else undefined. */
export function readHealthiness(text: string): 1 | 3 | undefined {
  if (HEALTHY.test(text)) return 3;
  if (INDULGENT.test(text)) return 1;
  return undefined;
}

/** The limit written as a number or hours ("under 20 minutes"), ignoring "quick" and "weeknight". */
export const readFirmMinutes = (text: string): number | undefined => readMaxMinutes(text.replace(QUICK, ' ').replace(WEEKNIGHT, ' '));

/**
 * The text without its servings and time phrases ("tacos for a family of five under 30
 * minutes" -> "tacos"), so dish matching reads only the dish.
 */
export function stripDetails(text: string): string {
  let out = ` ${text} `;
  const time = [
    new RegExp(String.raw`\b(?:${LIMIT} )?(?:an? )?\d+(?: ?- ?| to )?(?:\d+)? ?(?:minutes?|mins?)\b`, 'g'),
    new RegExp(String.raw`\b(?:${LIMIT} )?(?:half an hour|half hour|an hour and a half|(?:an?|one|1|${NUM}) (?:hours?|hrs?))\b`, 'g'),
  ];
  const people = [...SERVINGS, ...IMPLIED_SERVINGS.slice(0, 2).map(([p]) => p)].map((p) => new RegExp(p.source, 'g'));
  for (const pattern of [...time, ...people]) out = out.replace(pattern, ' ');
  return out.replace(/\s+(?:for|in|under|with|and)\s*$/, ' ').replace(/\s+/g, ' ').trim();
}
