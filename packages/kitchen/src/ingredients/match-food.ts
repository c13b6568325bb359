/**
 * The catalog food a parsed ingredient name refers to: "finely chopped fresh cilantro" ->
 * cilantro, "large eggs" -> egg, "parmesean cheese" -> parmesan. Conservative: a grocery list
 * is better off with an unmatched line than with the wrong food, so every word the match
 * leaves over must be a harmless descriptor ("fresh", "boneless", "organic"): "apple butter"
 * is not butter and "coconut water" is not water.
 */
import { FOODS, findFood } from '../catalog/catalog';
import type { Food } from '../catalog/food-types';
import { normalizeText, phraseKey } from '../text/words';
import { editDistance } from './edit-distance';
import { canonicalUnit, MEASURE_UNITS } from './line-units';
import { PREP_ADVERBS, PREP_PARTICIPLES } from './preparation';

/** Words that may sit beside a food's name without making it another food. */
const DESCRIPTORS = new Set([
  'fresh', 'whole', 'raw', 'ripe', 'organic', 'natural', 'pure', 'plain', 'regular', 'good', 'quality', 'best', 'high', 'top',
  'premium', 'finest', 'imported', 'local', 'homemade', 'home', 'made', 'store', 'bought', 'leftover', 'cold', 'warm', 'cool',
  'lukewarm', 'boiling', 'chilled', 'room', 'temperature', 'small', 'medium', 'large', 'extra', 'jumbo', 'big', 'unsalted',
  'salted', 'boneless', 'skinless', 'skin', 'on', 'bone', 'lean', 'low', 'reduced', 'fat', 'free', 'nonfat', 'sodium', 'light',
  'dark', 'frozen', 'canned', 'tinned', 'jarred', 'bottled', 'thawed', 'young', 'unsweetened', 'firm', 'soft', 'tender',
  'leaf', 'sprig', 'stalk', 'rib', 'clove', 'head', 'bulb', 'floret', 'piece', 'chunk', 'slice', 'strip', 'wedge', 'segment',
  'cube', 'half', 'stem', 'root', 'of', 'a', 'an', 'the', 'some', 'about', 'few',
]);

/** Size words, which never change the food. */
const SIZE_WORDS = new Set(['small', 'medium', 'large', 'jumbo', 'big', 'size', 'sized']);

/** Each catalog food's terms (name, plural, aliases) as singular word lists. */
const TERMS: readonly { food: Food; words: readonly string[] }[] = FOODS.flatMap((food) =>
  [food.name, food.plural, ...food.aliases].map((term) => ({ food, words: phraseKey(term).split(' ').filter(Boolean) })),
);
/** Every word the catalog uses: a known word is never taken for a misspelling. */
const VOCABULARY = new Set(TERMS.flatMap((term) => term.words));

/** Longest name read: a pasted essay is not an ingredient name. */
const MAX_NAME_LENGTH = 200;

export function matchFood(name: string): Food | undefined {
  const phrases = candidatePhrases(typeof name === 'string' ? name.slice(0, MAX_NAME_LENGTH) : '');
  for (const words of phrases) {
    const found = catalogMatch(words);
    if (found) return found;
  }
  for (const words of phrases) {
    const found = fuzzyMatch(words);
    if (found) return found;
  }
  return undefined;
}

/** The name's singular words without numbers and measures ("2 cups"). */
function writtenWords(text: string): string[] {
  return phraseKey(text)
    .split(' ')
    .filter((word) => word !== '' && !/^\d/.test(word))
    .filter((word) => word.length < 2 || !MEASURE_UNITS.has(canonicalUnit(word) ?? ''));
}

/** The same without preparation and size words: "finely chopped fresh cilantro" -> "fresh cilantro". */
function foodWords(text: string): string[] {
  return writtenWords(text).filter((word) => !PREP_PARTICIPLES.has(word) && !PREP_ADVERBS.has(word) && !SIZE_WORDS.has(word));
}

/**
 * The phrases to try, best first: the whole name before any comma as written, then without
 * preparation and sizes, then each alternative of "X or Y", "X and Y", "X/Y" (with the words
 * they share: "olive or peanut oil" tries "olive oil"), then what brackets held ("scallions
 * (green onions)").
 */
function candidatePhrases(name: string): string[][] {
  const text = normalizeText(name);
  const main = (text.split(/[,;]/)[0] ?? '').replace(/\([^)]*\)?|\[[^\]]*\]?/g, ' ');
  const bracketed = [...text.matchAll(/\(([^)]*)\)/g)].map((m) => foodWords(m[1] ?? ''));
  const alternatives = main.split(/\s+(?:and\/or|or|and|&)\s+|\//).map(foodWords);
  const shared = alternatives.length > 1 ? (alternatives[alternatives.length - 1] ?? []).slice(1) : [];
  const distributed = shared.length > 0 ? alternatives.slice(0, -1).map((words) => [...words, ...shared]) : [];
  // "diced tomatoes" is a product before "diced" is a preparation.
  const phrases = [writtenWords(main), foodWords(main), ...distributed, ...alternatives, ...bracketed];
  const seen = new Set<string>();
  const out: string[][] = [];
  for (const words of phrases) {
    const key = words.join(' ');
    if (key && !seen.has(key)) {
      seen.add(key);
      out.push(words);
    }
  }
  return out;
}

/** Positions of `words` covered by some term of `food`. */
function coveredBy(food: Food, words: readonly string[]): boolean[] {
  const covered = words.map(() => false);
  for (const term of TERMS) {
    if (term.food !== food) continue;
    const length = term.words.length;
    for (let start = 0; start + length <= words.length; start++) {
      if (term.words.every((w, k) => words[start + k] === w)) for (let k = 0; k < length; k++) covered[start + k] = true;
    }
  }
  return covered;
}

/** Parts of a plant: "basil leaves" are basil, but "fenugreek leaves" are not the seeds the spice is. */
const PLANT_PARTS = new Set(['leaf', 'sprig', 'stalk', 'rib', 'clove', 'head', 'bulb', 'floret', 'stem', 'root']);

/** Whether what `food`'s terms leave of `words` only describes it. */
function onlyDescriptorsLeft(food: Food, words: readonly string[]): boolean {
  const covered = coveredBy(food, words);
  const spice = food.kind === 'spice' || food.kind === 'seed';
  return covered.some(Boolean) && words.every((word, i) => covered[i] === true || (DESCRIPTORS.has(word) && !(spice && PLANT_PARTS.has(word))));
}

/** The catalog's own lookup (names, plurals, aliases, food phrases inside), kept only when nothing else is named. */
function catalogMatch(words: readonly string[]): Food | undefined {
  const food = findFood(words.join(' '));
  return food && onlyDescriptorsLeft(food, words) ? food : undefined;
}

/** Edits allowed to reach a catalog word of this many letters: none below six ("paste" is no "pasta"). */
function allowedEdits(length: number): number {
  if (length < 6) return 0;
  return length < 9 ? 1 : 2;
}

/** Edits from a written word to a catalog word, or undefined when it is too far to be a slip. */
function slip(written: string, catalog: string): number | undefined {
  if (written === catalog) return 0;
  // A real word is not a misspelling of another ("rye" is not "rice"); slips keep the first letter.
  if (VOCABULARY.has(written) || DESCRIPTORS.has(written) || written[0] !== catalog[0] || written.length < 4) return undefined;
  const allowed = allowedEdits(catalog.length);
  if (allowed === 0) return undefined;
  const distance = editDistance(written, catalog, allowed);
  return distance <= allowed ? distance : undefined;
}

/**
 * A term a few letters off ("tomatoe", "parmesean cheese"), when exactly one food is closest.
 * Every word must be the same or a slip of the term's word, and the rest of the name must be
 * descriptors.
 */
function fuzzyMatch(words: readonly string[]): Food | undefined {
  if (words.every((word) => VOCABULARY.has(word) || DESCRIPTORS.has(word))) return undefined;
  let best: { food: Food; distance: number } | undefined;
  let tied = false;
  for (const term of TERMS) {
    const length = term.words.length;
    for (let start = 0; start + length <= words.length; start++) {
      let distance = 0;
      for (let k = 0; k < length && distance >= 0; k++) {
        const edits = slip(words[start + k] ?? '', term.words[k] ?? '');
        distance = edits === undefined ? -1 : distance + edits;
      }
      if (distance <= 0) continue;
      const others = words.every((word, i) => (i >= start && i < start + length) || DESCRIPTORS.has(word));
      if (!others) continue;
      if (!best || distance < best.distance) {
        best = { food: term.food, distance };
        tied = false;
      } else if (distance === best.distance && term.food !== best.food) {
        tied = true;
      }
    }
  }
  return best && !tied ? best.food : undefined;
}
