/**
 * The food a receipt line names, from its words: short forms expanded (abbreviations.ts), brands
 * and package words dropped, words the catalog does not know left out, trailing qualifiers put
 * first ("MILK WHOLE" is whole milk), then the catalog's own lookup and the conservative
 * `matchFood` decide. A food the catalog lacks is kept by the word that names it (cereal, juice);
 * household goods are recognised and refused. A receipt line is never guessed at: a name that
 * names no food gives nothing.
 */
import type { InventoryCategory } from '@sous/contract/inventory';
import { FOODS, findFood } from '../catalog/catalog';
import type { Food } from '../catalog/food-types';
import { editDistance } from '../ingredients/edit-distance';
import { matchFood } from '../ingredients/match-food';
import { normalizeText, phraseKey, singular } from '../text/words';
import { GENERIC_FOODS, NAME_MODIFIERS, NON_FOOD, PACKAGE_WORDS, PROPER_WORDS, RECEIPT_ABBREVIATIONS, RECEIPT_BRANDS, VARIETIES } from './abbreviations';
import { PhraseSet } from './read-line';
import { inventoryCategoryOf } from './inventory-category';

export interface FoodReading {
  /** The catalog food, when the name is one. */
  food?: Food;
  category: InventoryCategory;
  /** The name's words as a cook reads them ("organic", "gala", "apples"). */
  words: string[];
}

/** A household good or fee: known, and not for the pantry. */
export const NOT_FOOD = 'not-food' as const;

/**
 * What one receipt's reading shares: how many more `matchFood` calls it may make (each costs up
 * to a fraction of a millisecond; a spelling-slip search the most), and the names already read.
 */
export interface ReadContext {
  matches: number;
  slips: number;
  /** Unknown words still to test for a slip of a catalog word. */
  slipChecks: number;
  names: Map<string, FoodReading | typeof NOT_FOOD | undefined>;
}

/** Enough for the longest real receipt; a paste of junk stops asking the catalog's fuzzy match. */
export const newReadContext = (): ReadContext => ({ matches: 60, slips: 6, slipChecks: 300, names: new Map() });

// ── The catalog's words ─────────────────────────────────────────────────────

/** Each food's terms as phrase keys, to tell an exact name from a phrase found inside one. */
const TERM_KEYS = new Map<string, ReadonlySet<string>>(FOODS.map((food) => [food.id, new Set([food.name, food.plural, ...food.aliases].map(phraseKey))]));
/** Every singular word the catalog spells a food with. */
const CATALOG_WORDS: ReadonlySet<string> = new Set([...TERM_KEYS.values()].flatMap((keys) => [...keys].flatMap((key) => key.split(' '))));
/**
 * The same by their first two letters, for the cheap test before a spelling-slip match (OCR
 * slips keep a word's start; `matchFood` itself never forgives the first letter).
 */
const WORDS_BY_START = new Map<string, string[]>();
for (const word of CATALOG_WORDS) {
  if (word.length < 6) continue;
  const list = WORDS_BY_START.get(word.slice(0, 2)) ?? [];
  list.push(word);
  WORDS_BY_START.set(word.slice(0, 2), list);
}

const GENERIC_WORDS: ReadonlySet<string> = new Set(Object.keys(GENERIC_FOODS));
const NON_FOOD_KEYS: readonly string[] = NON_FOOD.map((phrase) => phrase.split(' ').map(singular).join(' '));
const NON_FOOD_PHRASES = new PhraseSet(NON_FOOD_KEYS);
const NON_FOOD_WORDS: ReadonlySet<string> = new Set(NON_FOOD_KEYS.flatMap((key) => key.split(' ')));
/** Brand and package phrases, apostrophes left out ("eggland's" meets "egglands"). */
const withoutApostrophes = (text: string) => text.replace(/'/g, '');
const DROPPED: ReadonlySet<string> = new Set([...RECEIPT_BRANDS, ...PACKAGE_WORDS].map((phrase) => withoutApostrophes(phrase.toLowerCase())));
const DROPPED_STARTS: ReadonlySet<string> = new Set([...DROPPED].map((phrase) => phrase.split(' ')[0] ?? ''));
const LONGEST_DROPPED = Math.max(...[...DROPPED].map((phrase) => phrase.split(' ').length));
/** The short forms, each to its words. */
const ABBREVIATIONS = new Map(Object.entries(RECEIPT_ABBREVIATIONS).map(([key, words]) => [key, words.split(' ').filter(Boolean)]));
/** First words of the short forms of two or three words ("whl" of "whl wht"). */
const ABBREVIATION_STARTS: ReadonlySet<string> = new Set(
  Object.keys(RECEIPT_ABBREVIATIONS)
    .filter((key) => key.includes(' '))
    .map((key) => key.split(' ')[0] ?? ''),
);

const isRatio = (word: string) => /^\d{1,3}\/\d{1,3}$/.test(word);
const isPercent = (word: string) => /^\d{1,3}%$/.test(word);

/** Remembers a word's answer to a question about the (unchanging) tables, forgetting all past a size. */
function memo(answer: (word: string) => boolean): (word: string) => boolean {
  const answers = new Map<string, boolean>();
  return (word) => {
    const known = answers.get(word);
    if (known !== undefined) return known;
    const value = answer(word);
    if (answers.size >= 20_000) answers.clear();
    answers.set(word, value);
    return value;
  };
}

/** Whether the catalog spells foods with this word (every part of "all-purpose"). */
const inCatalog = (word: string): boolean => (word.includes('-') ? word.split('-').every((part) => CATALOG_WORDS.has(part)) : CATALOG_WORDS.has(singular(word)));

/** Words a name keeps: the catalog's, qualifiers, names of foods it lacks, and "and". */
const known = memo((word) => {
  if (word.includes('-')) return word.split('-').every((part) => part !== '' && known(part));
  const one = singular(word);
  return CATALOG_WORDS.has(one) || NAME_MODIFIERS.has(word) || GENERIC_WORDS.has(one) || NON_FOOD_WORDS.has(one) || word === 'and' || isPercent(word);
});

// ── Reading a name ──────────────────────────────────────────────────────────

/** Brands and package words out, short forms spelled out: ["ks", "org", "bnna", "bag"] -> ["organic", "banana"]. */
export function expandWords(words: readonly string[]): string[] {
  // "all-purpose" stays whole; "coca-cola" and "h-milch" come apart so a known half names them.
  const written = words.flatMap((word) => (word.includes('-') && !ABBREVIATIONS.has(word) && !known(word) ? word.split('-') : [word]));
  const out: string[] = [];
  let i = 0;
  while (i < written.length) {
    const word = written[i] ?? '';
    let step = 0;
    const first = word.includes("'") ? withoutApostrophes(word) : word;
    const longest = DROPPED_STARTS.has(first) ? Math.min(LONGEST_DROPPED, written.length - i) : 0;
    for (let length = longest; length >= 1 && step === 0; length--) {
      if (DROPPED.has(withoutApostrophes(written.slice(i, i + length).join(' ')))) step = length;
    }
    if (step > 0) {
      i += step;
      continue;
    }
    const widest = ABBREVIATION_STARTS.has(word) ? Math.min(3, written.length - i) : 1;
    for (let length = widest; length >= 1 && step === 0; length--) {
      const expansion = ABBREVIATIONS.get(length === 1 ? word : written.slice(i, i + length).join(' '));
      if (expansion !== undefined) {
        out.push(...expansion);
        step = length;
      }
    }
    if (step === 0) {
      out.push(word);
      step = 1;
    }
    i += step;
  }
  return out.filter((word) => word !== '');
}

/** The words without an "and" left at either end once unknown words went ("ignore and add eggs"). */
function trimAnd(words: string[]): string[] {
  let start = 0;
  let end = words.length;
  while (start < end && words[start] === 'and') start += 1;
  while (end > start && words[end - 1] === 'and') end -= 1;
  return words.slice(start, end);
}

/** Words that tie a trailing phrase to the food: "tomato on the vine" keeps its order. */
const LINK_WORDS: ReadonlySet<string> = new Set(['on', 'the', 'of', 'in', 'with', 'and', 'a']);
const qualifier = (word: string) => NAME_MODIFIERS.has(word) || isPercent(word);

/**
 * Trailing qualifiers first: "milk whole" -> "whole milk", "apples gala" -> "gala apples", "dark
 * chocolate 72%" -> "72% dark chocolate" (a ratio stays last: "ground beef 80/20").
 */
function qualifiersFirst(words: readonly string[]): string[] {
  const tail = words.filter(isRatio);
  const core = words.filter((word) => !isRatio(word));
  let end = core.length;
  while (end > 0 && qualifier(core[end - 1] ?? '')) end -= 1;
  const head = core[end - 1];
  if (end === core.length || head === undefined || LINK_WORDS.has(head)) return [...core, ...tail];
  return [...core.slice(end), ...core.slice(0, end), ...tail];
}

/** Phrases already looked up exactly (the catalog never changes), forgotten when they grow many. */
const EXACT = new Map<string, Food | null>();

/** The food whose name, plural or alias is exactly this phrase. */
function exactFood(words: readonly string[]): Food | undefined {
  if (words.length === 0) return undefined;
  const text = words.join(' ');
  const known = EXACT.get(text);
  if (known !== undefined) return known ?? undefined;
  const food = findFood(text);
  const found = food && TERM_KEYS.get(food.id)?.has(phraseKey(text)) ? food : undefined;
  if (EXACT.size >= 5000) EXACT.clear();
  EXACT.set(text, found ?? null);
  return found;
}

function budgetedMatch(words: readonly string[], context: ReadContext): Food | undefined {
  if (words.length === 0 || context.matches <= 0) return undefined;
  context.matches -= 1;
  return matchFood(words.join(' '));
}

/** Whether a word the catalog does not know could be a slip of one it does ("strawberrtes"). */
const nearCatalogWord = memo((word: string): boolean => {
  if (word.length < 5) return false;
  const limit = word.length < 9 ? 1 : 2;
  return (WORDS_BY_START.get(word.slice(0, 2)) ?? []).some((candidate) => Math.abs(candidate.length - word.length) <= limit && editDistance(word, candidate, limit) <= limit);
});

/**
 * Terms the catalog gives one food though they name a family ("cheese" is its cheddar): a name
 * that says more than the term ("gouda cheese") is that family, not the food.
 */
const CATCH_ALL_TERMS: ReadonlySet<string> = new Set(['cheese', 'sausage', 'steak']);

/**
 * The food a receipt name names, `NOT_FOOD` for household goods and fees, or undefined when the
 * words name nothing a cook would recognise.
 */
export function resolveFood(written: readonly string[], context: ReadContext): FoodReading | typeof NOT_FOOD | undefined {
  const key = written.join(' ');
  if (context.names.has(key)) return context.names.get(key);
  const reading = readName(written, context);
  context.names.set(key, reading);
  return reading;
}

function readName(written: readonly string[], context: ReadContext): FoodReading | typeof NOT_FOOD | undefined {
  const expanded = expandWords(written);
  const knownAt = expanded.map(known);
  // Household words are known words: a line of none is no household good.
  if (knownAt.includes(true) && NON_FOOD_PHRASES.in(expanded.map(singular))) return NOT_FOOD;

  // Unknown words go (brands, codes, OCR crumbs), but one between known words stays in the name ("cold brew coffee").
  const firstKnown = knownAt.indexOf(true);
  const lastKnown = knownAt.lastIndexOf(true);
  // Not after a qualifier, where brands sit ("fresh express spring mix", "organic valley milk").
  const middle = (word: string, i: number) => i > firstKnown && i < lastKnown && /^[a-z]{4,}$/.test(word) && !NAME_MODIFIERS.has(expanded[i - 1] ?? '');
  const kept = trimAnd(qualifiersFirst(expanded.filter((word, i) => knownAt[i] === true || isRatio(word) || middle(word, i))));
  const matchable = kept.filter(known);
  const result = resolveKnown(kept, matchable, context);
  if (result) return result;

  // Spelling slips the catalog's own fuzzy match may forgive ("strawberrtes", "banansa").
  const unknown = context.slips > 0 && context.slipChecks > 0 ? expanded.filter((word, i) => knownAt[i] !== true && word.length >= 5) : [];
  context.slipChecks -= unknown.length;
  const slips = unknown.filter((word) => nearCatalogWord(singular(word)));
  if (slips.length > 0) {
    context.slips -= 1;
    // The slipped words alone: the catalog's fuzzy search costs most on long phrases.
    const food = budgetedMatch(slips, context);
    if (food) return { food, category: inventoryCategoryOf(food), words: [...matchable.filter((word) => NAME_MODIFIERS.has(word)), ...normalizeText(food.name).split(' ')] };
  }
  return undefined;
}

/** The reading of a name's known words: the catalog first, then a variety's food, then a food the catalog lacks. */
function resolveKnown(kept: string[], matchable: readonly string[], context: ReadContext): FoodReading | undefined {
  const catalog = catalogFood(matchable, context);
  if (catalog) {
    const { food, term } = catalog;
    // "gouda cheese" is a cheese, not the catalog's cheddar.
    if (CATCH_ALL_TERMS.has(term) && matchable.length > 1) return { category: inventoryCategoryOf(food), words: kept };
    return { food, category: inventoryCategoryOf(food), words: kept };
  }
  // "ORG HONEYCRISP": a variety alone names its food.
  const variety = matchable.find((word) => VARIETIES[word] !== undefined);
  const implied = variety === undefined ? undefined : VARIETIES[variety];
  if (implied !== undefined && !matchable.some((word) => GENERIC_WORDS.has(singular(word)) || exactFood([word]))) {
    const food = catalogFood([...matchable, implied], context)?.food;
    if (food) return { food, category: inventoryCategoryOf(food), words: [...kept, implied] };
  }
  // A food the catalog lacks, or one named by its last food word ("strawberry yogurt", "banana bread").
  for (let i = matchable.length - 1; i >= 0; i--) {
    const word = matchable[i] ?? '';
    const generic = GENERIC_FOODS[singular(word)];
    if (generic) return { category: generic, words: kept };
    const head = NAME_MODIFIERS.has(word) ? undefined : exactFood([word]);
    if (head) return { category: inventoryCategoryOf(head), words: kept };
  }
  return undefined;
}

/**
 * The catalog food of a name's known words, and the words that named it: the words as they are,
 * then the catalog's words alone ("organic bananas" -> "bananas"), then without qualifiers
 * ("large brown eggs" -> "eggs"), each exactly before `matchFood` judges it.
 */
function catalogFood(matchable: readonly string[], context: ReadContext): { food: Food; term: string } | undefined {
  const catalogWords = matchable.filter((word) => inCatalog(word) || isPercent(word));
  const plain = matchable.filter((word) => !NAME_MODIFIERS.has(word));
  const exact = exactFood(matchable);
  if (exact) return { food: exact, term: phraseKey(matchable.join(' ')) };
  const tried = new Set<string>();
  for (const words of [catalogWords, plain]) {
    const key = words.join(' ');
    if (words.length === 0 || tried.has(key)) continue;
    tried.add(key);
    const food = exactFood(words) ?? budgetedMatch(words, context);
    if (food) return { food, term: phraseKey(key) };
  }
  return undefined;
}

// ── Writing the name ────────────────────────────────────────────────────────

/** Foods counted in pieces whose name turns plural for several or by weight ("Bananas", "Avocados"). */
function countable(food: Food): boolean {
  return (food.section === 'Produce' && food.kind !== 'herb') || food.id === 'egg' || food.kind === 'bread';
}

const lastWord = (text: string) => text.slice(text.lastIndexOf(' ') + 1);

/**
 * The name a cook reads: the words in sentence case ("Organic bananas", "2% milk", "Greek
 * yogurt"), the food's plural when the catalog names it so or several were bought, at most
 * `max` characters.
 */
export function writeName(reading: FoodReading, several: boolean, max: number): string {
  const words = [...reading.words];
  const food = reading.food;
  const last = words[words.length - 1];
  if (food && last !== undefined) {
    const foodLast = normalizeText(lastWord(food.name));
    const pluralLast = normalizeText(lastWord(food.plural));
    if (singular(last) === singular(pluralLast) || singular(last) === singular(foodLast)) {
      if (foodLast === pluralLast && foodLast !== last && singular(foodLast) !== foodLast) words[words.length - 1] = foodLast;
      else if (several && countable(food) && foodLast !== pluralLast && last === foodLast) words[words.length - 1] = pluralLast;
    }
  }
  const cased = words.map((word, i) => {
    if (PROPER_WORDS.has(word) || i === 0) return word.charAt(0).toUpperCase() + word.slice(1);
    return word;
  });
  let name = cased.join(' ');
  if (name.length > max) {
    const cut = name.slice(0, max);
    name = cut.includes(' ') ? cut.slice(0, cut.lastIndexOf(' ')) : cut;
  }
  return name;
}
