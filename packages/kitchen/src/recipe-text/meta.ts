/**
 * The lines around a recipe that describe it rather than make it: "Serves 4", "Makes 12 cookies",
 * "Yield: 6 servings", "Prep: 15 min | Cook: 1 hr", "Total time 45 minutes", "Tags: dinner, quick".
 * Several may share one line. A line counts as metadata only when labels and their values make up
 * (nearly) all of it, so "Cook 10 minutes, stirring" stays a step and "Makes a great snack" stays
 * text. Each label reads a few tokens ahead, never back, so a line costs linear time.
 */
import { RECIPE_LIMITS } from '@sous/contract/recipe';
import { formatMinutes, NUMBER_WORDS } from '../units';
import { cleanLine, tokenize, type Token } from '../ingredients/tokens';

export interface Meta {
  servings?: number;
  prepMinutes?: number;
  cookMinutes?: number;
  totalMinutes?: number;
  tags: string[];
}

type TimeField = 'prepMinutes' | 'cookMinutes' | 'totalMinutes';

/** Time labels, longest first. `verb` labels ("Cook 1 hr") need a colon, "time" or a line of their own. */
const TIME_LABELS: readonly { words: readonly string[]; field: TimeField; verb?: boolean }[] = [
  { words: ['preparation', 'time'], field: 'prepMinutes' },
  { words: ['prep', 'time'], field: 'prepMinutes' },
  { words: ['active', 'time'], field: 'prepMinutes' },
  { words: ['hands', '-', 'on', 'time'], field: 'prepMinutes' },
  { words: ['hands', 'on', 'time'], field: 'prepMinutes' },
  { words: ['hands', '-', 'on'], field: 'prepMinutes' },
  { words: ['cooking', 'time'], field: 'cookMinutes' },
  { words: ['cook', 'time'], field: 'cookMinutes' },
  { words: ['baking', 'time'], field: 'cookMinutes' },
  { words: ['bake', 'time'], field: 'cookMinutes' },
  { words: ['roasting', 'time'], field: 'cookMinutes' },
  { words: ['roast', 'time'], field: 'cookMinutes' },
  { words: ['total', 'time'], field: 'totalMinutes' },
  { words: ['ready', 'in'], field: 'totalMinutes' },
  { words: ['preparation'], field: 'prepMinutes', verb: true },
  { words: ['prep'], field: 'prepMinutes', verb: true },
  { words: ['cooking'], field: 'cookMinutes', verb: true },
  { words: ['cook'], field: 'cookMinutes', verb: true },
  { words: ['baking'], field: 'cookMinutes', verb: true },
  { words: ['bake'], field: 'cookMinutes', verb: true },
  { words: ['total'], field: 'totalMinutes', verb: true },
  { words: ['time'], field: 'totalMinutes', verb: true },
];

const SERVING_LABELS: readonly (readonly string[])[] = [['serves'], ['servings'], ['serving'], ['yield'], ['yields'], ['makes'], ['portions'], ['feeds'], ['serves', 'about']];
/** Words after a number that make it a number of servings: "4 servings", "6 portions". */
const SERVING_NOUNS = new Set(['servings', 'serving', 'portions', 'portion', 'people', 'persons', 'serves']);
/** A yield in these is an amount of food, not a number of servings ("Makes about 3 cups"). */
const MEASURE_YIELDS = new Set(['cup', 'cups', 'quart', 'quarts', 'qt', 'pint', 'pints', 'pt', 'litre', 'litres', 'liter', 'liters', 'l', 'ml', 'gallon', 'gallons', 'lb', 'lbs', 'pound', 'pounds', 'kg', 'g', 'oz', 'ounces', 'ounce', 'jars', 'jar']);
const HOURS = new Set(['h', 'hr', 'hrs', 'hour', 'hours']);
const MINUTES = new Set(['m', 'min', 'mins', 'minute', 'minutes']);
/** Marks that separate readings on one line: "Prep 10 min | Cook 20 min · Serves 4". */
const SEPARATORS = new Set(['|', '·', '•', ',', ';', '/', '-', '–', '—', '*', '(', ')', '[', ']', ':', '.']);
/** First words of the labels: a yield's trailing words stop at one ("Makes 12 cookies Prep 10 min"). */
const LABEL_STARTS = new Set([...TIME_LABELS.map((label) => label.words[0]), ...SERVING_LABELS.map((label) => label[0])]);
const TAG_LABELS = new Set(['tags', 'tag', 'category', 'categories', 'cuisine', 'course', 'keywords', 'keyword', 'diet', 'dietary', 'meal', 'occasion']);

const SERVINGS_MAX = RECIPE_LIMITS.servingsMax;

/** Reads one line as metadata into `meta`; false (and `meta` untouched) when the line is not metadata. */
export function readMetaLine(line: string, meta: Meta): boolean {
  if (line.length > 2000) return false;
  // Cheap test first: metadata starts with a label word or a number.
  const opening = /^[^\p{L}\p{N}]{0,3}(\p{L}+|\p{N})/u.exec(line)?.[1]?.toLowerCase() ?? '';
  if (/^\p{N}/u.test(opening) ? !/serv|portion|people|person/i.test(line) : !LABEL_STARTS.has(opening) && !TAG_LABELS.has(opening)) return false;
  const tags = readTagLine(line);
  if (tags) {
    for (const tag of tags) addTag(meta, tag);
    return true;
  }
  if (line.length > 200) return false;
  const tokens = tokenize(cleanLine(line));
  const found: Partial<Omit<Meta, 'tags'>> = {};
  let i = 0;
  let first = true;
  let leftover = 0;
  let needsWholeLine = false;
  while (i < tokens.length) {
    const reading = readLabel(tokens, i);
    if (reading) {
      if (first && reading.verb) needsWholeLine = true;
      first = false;
      Object.assign(found, reading.values);
      i = reading.next;
      continue;
    }
    const token = tokens[i];
    // "Serves 4 · 30 minutes": a time without a label after a separator is the whole time.
    const bare = !first && SEPARATORS.has(tokens[i - 1]?.text ?? '') ? readDuration(tokens, i) : undefined;
    if (bare) {
      found.totalMinutes ??= bare.minutes;
      i = bare.next;
      continue;
    }
    if (first && token && !SEPARATORS.has(token.text)) return false;
    if (token?.kind === 'word' || token?.kind === 'number') leftover += 1;
    i += 1;
  }
  if (first || leftover > 2 || (needsWholeLine && leftover > 0)) return false;
  if (found.servings !== undefined && meta.servings === undefined) meta.servings = found.servings;
  for (const field of ['prepMinutes', 'cookMinutes', 'totalMinutes'] as const) {
    const value = found[field];
    if (value !== undefined && meta[field] === undefined) meta[field] = value;
  }
  return true;
}

interface Reading {
  values: Partial<Omit<Meta, 'tags'>>;
  next: number;
  /** Read from a verb label without a colon or "time": only metadata when alone on its line. */
  verb: boolean;
}

function matchWords(tokens: readonly Token[], i: number, words: readonly string[]): boolean {
  return words.every((word, k) => tokens[i + k]?.lower === word);
}

/** A colon, dash or equals sign after a label. */
function skipColon(tokens: readonly Token[], i: number): { next: number; colon: boolean } {
  const text = tokens[i]?.text;
  if (text === ':' || text === '-' || text === '–' || text === '=' || text === '.') return { next: i + 1, colon: true };
  return { next: i, colon: false };
}

function readLabel(tokens: readonly Token[], i: number): Reading | undefined {
  for (const label of TIME_LABELS) {
    if (!matchWords(tokens, i, label.words)) continue;
    const { next, colon } = skipColon(tokens, i + label.words.length);
    const duration = readDuration(tokens, next);
    if (!duration) continue;
    return { values: { [label.field]: duration.minutes }, next: duration.next, verb: label.verb === true && !colon };
  }
  for (const label of SERVING_LABELS) {
    if (!matchWords(tokens, i, label)) continue;
    const { next } = skipColon(tokens, i + label.length);
    const count = readYield(tokens, next);
    if (count) return { values: count.servings === undefined ? {} : { servings: count.servings }, next: count.next, verb: false };
  }
  // "4 servings", "4-6 portions"
  const count = readCount(tokens, i);
  if (count && SERVING_NOUNS.has(tokens[count.next]?.lower ?? '')) {
    return { values: { servings: clampServings(count.value) }, next: count.next + 1, verb: false };
  }
  return undefined;
}

/** "1 hr 10 min", "1 hour and 10 minutes", "45 mins", "1½ hours", "20-25 minutes" (the upper end), "1h10m". */
export function readDuration(tokens: readonly Token[], start: number): { minutes: number; next: number } | undefined {
  let i = start;
  let total = 0;
  let found = false;
  for (let part = 0; part < 3; part++) {
    if (found && (tokens[i]?.lower === 'and' || tokens[i]?.text === ',')) i += 1;
    const amount = readNumber(tokens, i, 'high');
    if (!amount) break;
    const unit = tokens[amount.next]?.lower ?? '';
    const factor = HOURS.has(unit) ? 60 : MINUTES.has(unit) ? 1 : 0;
    if (factor === 0) break;
    total += amount.value * factor;
    found = true;
    i = amount.next + 1;
    if (tokens[i]?.text === '.') i += 1;
  }
  return found && total > 0 && total < 60 * 24 * 14 ? { minutes: Math.round(total), next: i } : undefined;
}

/** "4", "4-6", "about 24", "a dozen", "two dozen", "12 cookies" -> servings, then every word up to the next label or separator. */
function readYield(tokens: readonly Token[], start: number): { servings?: number; next: number } | undefined {
  let i = start;
  while (['about', 'approximately', 'approx', 'around', 'roughly', 'up', 'to'].includes(tokens[i]?.lower ?? '')) i += 1;
  // "Makes a dozen" is a yield; "Makes a great snack" is a sentence.
  if ((tokens[i]?.lower === 'a' || tokens[i]?.lower === 'an') && tokens[i + 1]?.lower !== 'dozen') return undefined;
  const count = readCount(tokens, i);
  if (!count) return undefined;
  let value = count.value;
  let next = count.next;
  if (tokens[next]?.lower === 'dozen') {
    value *= 12;
    next += 1;
  }
  let servings = MEASURE_YIELDS.has(tokens[next]?.lower ?? '') ? undefined : clampServings(value);
  // The noun that follows ("cookies", "servings", "(9-inch) pie") belongs to the yield.
  for (let k = 0; k < 8 && next < tokens.length; k++) {
    const token = tokens[next];
    if (!token || LABEL_STARTS.has(token.lower) || (SEPARATORS.has(token.text) && token.text !== '(' && token.text !== ')' && token.text !== '-')) break;
    if (token.kind === 'number' && readDuration(tokens, next)) break;
    // "Makes 1 loaf (8 slices)": the pieces in brackets are the servings.
    const pieces = token.text === '(' && tokens[next + 1]?.kind === 'number' ? readCount(tokens, next + 1) : undefined;
    if (pieces && tokens[pieces.next]?.kind === 'word' && !MEASURE_YIELDS.has(tokens[pieces.next]?.lower ?? '') && !/^(?:inch|in|cm)/.test(tokens[pieces.next]?.lower ?? '')) {
      servings = clampServings(pieces.value);
    }
    next += 1;
  }
  return { ...(servings === undefined ? {} : { servings }), next };
}

/** A count: digits, a range (its low end), a number word, "a"/"an" before "dozen". */
function readCount(tokens: readonly Token[], i: number): { value: number; next: number } | undefined {
  const word = tokens[i]?.lower ?? '';
  if ((word === 'a' || word === 'an') && tokens[i + 1]?.lower === 'dozen') return { value: 1, next: i + 1 };
  const number = readNumber(tokens, i, 'low');
  if (number) return number;
  const value = NUMBER_WORDS[word];
  return value !== undefined && value >= 1 && word !== 'dozen' ? { value, next: i + 1 } : undefined;
}

/** A number at `i`: "12", "1 1/2", "1.5", a range "4-6" / "4 to 6" (its `end`), "one", "an" (1), "half an" (0.5). */
function readNumber(tokens: readonly Token[], i: number, end: 'low' | 'high'): { value: number; next: number } | undefined {
  const token = tokens[i];
  if (!token) return undefined;
  let value: number | undefined;
  let next = i + 1;
  if (token.kind === 'number' && token.value !== undefined) {
    value = token.value;
    const after = tokens[next];
    if (Number.isInteger(value) && after?.kind === 'number' && after.text.includes('/') && (after.value ?? 1) < 1) {
      value += after.value ?? 0;
      next += 1;
    }
  } else if (token.lower === 'a' || token.lower === 'an') {
    value = 1;
  } else if (token.lower === 'half' && (tokens[i + 1]?.lower === 'an' || tokens[i + 1]?.lower === 'a')) {
    value = 0.5;
    next += 1;
  } else {
    const word = NUMBER_WORDS[token.lower];
    if (word !== undefined && token.lower !== 'dozen' && token.lower !== 'half') value = word;
  }
  if (value === undefined) return undefined;
  const dash = tokens[next]?.text;
  if (dash === '-' || dash === '–' || tokens[next]?.lower === 'to' || tokens[next]?.lower === 'or') {
    const high = tokens[next + 1];
    // "Serves 4 - 30 minutes" is a count, then a time: no range runs into a time unit.
    const unit = tokens[next + 2]?.lower ?? '';
    const time = end === 'low' && (HOURS.has(unit) || MINUTES.has(unit));
    if (high?.kind === 'number' && high.value !== undefined && high.value > value && !time) {
      return { value: end === 'high' ? high.value : value, next: next + 2 };
    }
  }
  return { value, next };
}

function clampServings(value: number): number {
  return Math.min(SERVINGS_MAX, Math.max(1, Math.round(value)));
}

/** "Tags: dinner, quick", "Category: Dessert", "Cuisine - Thai": the listed values, or undefined. */
function readTagLine(line: string): string[] | undefined {
  const colon = line.search(/[:\-–]/);
  if (colon <= 0 || colon > 20) return undefined;
  const label = line.slice(0, colon).replace(/^[\s•*#]+/u, '').trim().toLowerCase();
  if (!TAG_LABELS.has(label)) return undefined;
  return line
    .slice(colon + 1)
    .split(/[,;|•·/]/)
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

/** Diet labels a recipe states about itself, as Sous writes them. */
const DIET_TAGS: Readonly<Record<string, string>> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  'plant based': 'Vegan',
  pescatarian: 'Pescatarian',
  'gluten free': 'Gluten-Free',
  'dairy free': 'Dairy-Free',
  'nut free': 'Nut-Free',
  'egg free': 'Egg-Free',
  'sugar free': 'Sugar-Free',
  'low carb': 'Low-Carb',
  'low fat': 'Low-Fat',
  'low sodium': 'Low-Sodium',
  keto: 'Keto',
  paleo: 'Paleo',
  whole30: 'Whole30',
};

/** A diet label's first letters, for a cheap test before splitting. */
const DIET_START = /^[\s([•*#-]{0,3}(?:veg|plan|pesc|glu|dai|nut|egg|sug|low|ket|pal|who)/i;

/** Cuisine words a title or header may carry ("Thai Green Curry"). */
const CUISINE_TAGS: Readonly<Record<string, string>> = {
  american: 'American', italian: 'Italian', mexican: 'Mexican', chinese: 'Chinese', japanese: 'Japanese', indian: 'Indian',
  mediterranean: 'Mediterranean', thai: 'Thai', greek: 'Greek', french: 'French', spanish: 'Spanish', korean: 'Korean',
  vietnamese: 'Vietnamese', 'middle eastern': 'Middle Eastern', caribbean: 'Caribbean', moroccan: 'Moroccan',
  lebanese: 'Lebanese', turkish: 'Turkish', persian: 'Persian', ethiopian: 'Ethiopian', jamaican: 'Jamaican', cajun: 'Cajun',
  creole: 'Creole', german: 'German', irish: 'Irish', british: 'British', english: 'English', scottish: 'Scottish',
  polish: 'Polish', russian: 'Russian', hungarian: 'Hungarian', swedish: 'Swedish', brazilian: 'Brazilian', peruvian: 'Peruvian',
  cuban: 'Cuban', filipino: 'Filipino', indonesian: 'Indonesian', malaysian: 'Malaysian', portuguese: 'Portuguese',
  'tex mex': 'Tex-Mex', szechuan: 'Sichuan', sichuan: 'Sichuan', cantonese: 'Cantonese', tuscan: 'Tuscan', sicilian: 'Sicilian',
  southern: 'Southern', hawaiian: 'Hawaiian', nigerian: 'Nigerian', israeli: 'Israeli', egyptian: 'Egyptian',
};
/** Names where the cuisine word is part of a food, not the dish's cuisine. */
const NOT_CUISINE = /\b(?:french (?:toast|fries|fried|bread|onion|beans?|press|dressing|vanilla)|swiss (?:chard|cheese)|greek (?:yogh?urt)|italian (?:sausage|seasoning|dressing|parsley|bread ?crumbs)|chinese (?:cabbage|five|5|broccoli|sausage)|thai (?:basil|chil(?:i|e|ies|es))|spanish (?:onion|paprika)|english (?:muffins?|mustard|cucumber|peas)|mexican (?:cheese|oregano|blend)|indian (?:summer)|american (?:cheese)|turkish (?:delight|bay))\b/;

/** Tags a line states by itself: "Vegetarian", "Vegan · Gluten-free". Undefined when the line says more. */
export function readDietLine(line: string): string[] | undefined {
  if (line.length > 80 || !DIET_START.test(line)) return undefined;
  const parts = line
    .replace(/^[([]|[)\]]$/g, '')
    .split(/[,;|•·/]|\band\b/)
    .map((part) => keyOf(part))
    .filter((part) => part !== '');
  if (parts.length === 0) return undefined;
  const tags = parts.map((part) => DIET_TAGS[part]);
  return tags.every((tag) => tag !== undefined) ? tags : undefined;
}

/** Diet and cuisine words in a title or header line: "Vegan Thai Green Curry" -> ["Vegan", "Thai"]. */
export function headerTags(line: string): string[] {
  const key = ` ${keyOf(line).replace(NOT_CUISINE, ' ')} `;
  const tags: string[] = [];
  for (const [word, tag] of Object.entries(DIET_TAGS)) if (key.includes(` ${word} `)) tags.push(tag);
  for (const [word, tag] of Object.entries(CUISINE_TAGS)) if (key.includes(` ${word} `) && !tags.includes(tag)) tags.push(tag);
  return tags;
}

/** Lower-case words separated by single spaces: "Gluten-Free!" -> "gluten free". */
function keyOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const TAG_MAX = RECIPE_LIMITS.tagMax;
const TAGS_MAX = RECIPE_LIMITS.tagsMax;

/** Adds a tag once (case-insensitively), its first letter capitalised, within the contract's limits. */
export function addTag(meta: Meta, tag: string): void {
  const text = tag.replace(/^[#\s]+/, '').replace(/\s+/g, ' ').trim().slice(0, TAG_MAX).trim();
  if (text === '' || meta.tags.length >= TAGS_MAX) return;
  const shown = text.charAt(0).toUpperCase() + text.slice(1);
  if (!meta.tags.some((existing) => existing.toLowerCase() === shown.toLowerCase())) meta.tags.push(shown);
}

/** Servings in a yield as pages write it: "4", "4 servings", "Makes 12 cookies", "6-8", 4; undefined when none can be read. */
export function readServings(text: string | number): number | undefined {
  if (typeof text === 'number') return Number.isFinite(text) && text > 0 ? clampServings(text) : undefined;
  const tokens = tokenize(cleanLine(text.slice(0, 200)));
  for (let i = 0; i < Math.min(tokens.length, 12); i++) {
    if (!readCount(tokens, i)) continue;
    return readYield(tokens, i)?.servings;
  }
  return undefined;
}

const ISO_DURATION = /^P(?:(\d{1,4}(?:\.\d+)?)D)?(?:T(?:(\d{1,4}(?:\.\d+)?)H)?(?:(\d{1,5}(?:\.\d+)?)M)?(?:(\d{1,6}(?:\.\d+)?)S)?)?$/i;

/** Minutes in a duration: ISO 8601 ("PT1H15M", "P0DT45M", "PT90M") or text ("1 hr 15 min"); undefined for none or zero. */
export function readDurationText(text: string): number | undefined {
  const trimmed = text.trim().slice(0, 60);
  const iso = ISO_DURATION.exec(trimmed);
  if (iso && trimmed.length > 1) {
    const [, days, hours, minutes, seconds] = iso;
    const total = Number(days ?? 0) * 1440 + Number(hours ?? 0) * 60 + Number(minutes ?? 0) + Number(seconds ?? 0) / 60;
    return total >= 1 && total < 60 * 24 * 14 ? Math.round(total) : undefined;
  }
  const tokens = tokenize(cleanLine(trimmed));
  for (let i = 0; i < Math.min(tokens.length, 6); i++) {
    const duration = readDuration(tokens, i);
    if (duration) return duration.minutes;
  }
  return undefined;
}

/** Display times from minutes; a total stands in for the cook time when none is given (less the prep when it is). */
export function displayTimes(prep: number | undefined, cook: number | undefined, total: number | undefined): { prepTime: string; cookTime: string } {
  let cookMinutes = cook;
  if (cookMinutes === undefined && total !== undefined) {
    cookMinutes = prep === undefined ? total : total > prep ? total - prep : undefined;
  }
  return {
    prepTime: prep === undefined ? '' : formatMinutes(prep).slice(0, RECIPE_LIMITS.timeMax),
    cookTime: cookMinutes === undefined ? '' : formatMinutes(cookMinutes).slice(0, RECIPE_LIMITS.timeMax),
  };
}

/** Where metadata may start inside a line: a label word, or a count of servings ("4 servings"). */
const META_START = /(?:^|[\s|•·,;([/–—-])(?:serves|servings?|makes|yields?|feeds|portions|prep|preparation|cook|cooking|bake|baking|total|ready in|active|hands|\d{1,3}(?:\s?[-–]\s?\d{1,3})?\s(?:servings?|portions?|people)\b)/giu;
/** Separators left between the text and its metadata: "Shakshuka | serves 2", "Soup, serves 4 -". */
const TRAILING_SEPARATORS = new Set(' |•·,;:([/–—-');

/** The text without the separators at its end, trimmed by hand (an end-anchored pattern would retry at each mark). */
function trimSeparators(text: string): string {
  let end = text.length;
  while (end > 0 && TRAILING_SEPARATORS.has(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end);
}

/**
 * A line with metadata after its text, as titles and blog headers write it: "SHAKSHUKA serves 2-3
 * prep 10 min cook 25 min", "Lentil Soup | Serves 6 | Prep: 15 min". The metadata is read into
 * `meta` and the text before it returned with the tail; undefined (and `meta` untouched) when no tail of the line
 * reads wholly as metadata. `strict` (lines other than a title) takes only a tail set off by a mark
 * ("|", "•", "·", ",", a sentence end) whose first label is a noun or has a colon, so a step's
 * "cook 10 min" stays in the step. A few candidate starts are tried, each read once: linear.
 */
export function splitMetaTail(line: string, meta: Meta, strict = false): { head: string; tail: string } | undefined {
  if (line.length > 300) return undefined;
  let tried = 0;
  for (const match of line.matchAll(META_START)) {
    if (tried++ >= 4) break;
    const at = match.index + (/^[\p{L}\p{N}]/u.test(match[0]) ? 0 : 1);
    if (at === 0) continue;
    const head = trimSeparators(line.slice(0, at));
    const tail = line.slice(at);
    if (head === '') continue;
    if (strict && !/[|•·,.!;]\s?$/u.test(line.slice(0, at))) continue;
    if (strict && /^(?:prep|preparation|cook|cooking|bake|baking|total)\s\d/i.test(tail)) continue;
    const found: Meta = { tags: [] };
    if (!readMetaLine(tail, found)) continue;
    if (!hasValues(found)) continue;
    readMetaLine(tail, meta);
    return { head, tail };
  }
  return undefined;
}

/**
 * A line of sentences, some of them metadata: "Makes 12 squares. Oven 180C." The metadata
 * sentences are read into `meta` and the others returned; undefined when none (or all) are metadata.
 */
export function splitMetaSentences(line: string, meta: Meta): string | undefined {
  if (line.length > 300 || !/[.!?]\s/.test(line)) return undefined;
  const sentences = line.split(/(?<=[.!?])\s/).slice(0, 8);
  const read = sentences.map((sentence) => {
    const found: Meta = { tags: [] };
    return readMetaLine(sentence.trim(), found) && hasValues(found);
  });
  if (read.every(Boolean) || !read.some(Boolean)) return undefined;
  sentences.forEach((sentence, i) => {
    if (read[i]) readMetaLine(sentence.trim(), meta);
  });
  return sentences.filter((_sentence, i) => !read[i]).join(' ').trim();
}

function hasValues(meta: Meta): boolean {
  return meta.servings !== undefined || meta.prepMinutes !== undefined || meta.cookMinutes !== undefined || meta.totalMinutes !== undefined;
}
