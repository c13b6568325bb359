/**
 * Preparation words: what the cook does to a food before it goes in ("finely chopped",
 * "peeled and diced", "cut into 1-inch pieces"). They come off the food's name so a grocery
 * list buys "fresh cilantro", not "finely chopped fresh cilantro".
 */
import { singular } from '../text/words';
import type { Token } from './tokens';

/** Past participles of kitchen work. "ground", "dried", "toasted" and "cooked" are not here: they name products. */
export const PREP_PARTICIPLES: ReadonlySet<string> = new Set([
  'chopped', 'minced', 'diced', 'sliced', 'grated', 'shredded', 'crushed', 'julienned', 'cubed', 'halved', 'quartered',
  'peeled', 'seeded', 'deseeded', 'cored', 'trimmed', 'rinsed', 'drained', 'mashed', 'pureed', 'puréed', 'melted',
  'softened', 'beaten', 'whisked', 'sifted', 'crumbled', 'torn', 'snipped', 'zested', 'juiced', 'squeezed', 'pitted',
  'stemmed', 'deveined', 'thawed', 'defrosted', 'smashed', 'pressed', 'bruised', 'scrubbed', 'washed', 'cut', 'divided',
  'separated', 'hulled', 'shucked', 'skinned', 'deboned', 'butterflied', 'pounded', 'flaked', 'segmented', 'strained',
  'sieved', 'shaved', 'slivered', 'packed', 'chilled', 'cooled', 'warmed', 'heated', 'dissolved', 'soaked', 'cleaned',
  'picked', 'stripped', 'patted', 'scored', 'spiralized', 'riced', 'wedged', 'chunked', 'sectioned', 'squished', 'reserved',
  'ripped', 'gutted', 'scaled', 'shelled', 'frenched', 'stoned',
]);

/** Adverbs that only qualify kitchen work. */
export const PREP_ADVERBS: ReadonlySet<string> = new Set([
  'finely', 'coarsely', 'roughly', 'thinly', 'thickly', 'freshly', 'lightly', 'very', 'well', 'firmly', 'loosely',
  'evenly', 'gently', 'just', 'barely', 'partially', 'completely', 'freshly', 'newly', 'roughly', 'neatly', 'tightly',
]);

/** Words that may follow a participle in the same phrase: "sliced lengthwise", "ground fine". */
const PREP_AFTERWORDS = new Set(['lengthwise', 'crosswise', 'diagonally', 'thin', 'thinly', 'thick', 'fine', 'finely', 'coarsely', 'roughly', 'well', 'very']);

/**
 * Words an adverb, a list of preparations or a comma before them makes a preparation
 * ("freshly ground", "toasted, peeled, and crushed", "vanilla bean, split"); alone before
 * the food they name a product ("ground cumin", "toasted sesame oil", "split peas").
 */
const PARTICIPLES_AFTER_ADVERB = new Set(['ground', 'toasted', 'cooked', 'roasted', 'grilled', 'steamed', 'boiled', 'dried', 'cracked', 'split', 'whipped', 'blanched']);

/** Words that start the rest of a preparation: "cut into strips", "sliced in half". */
const PREP_CONTINUATIONS = new Set(['into', 'in', 'to', 'with', 'on', 'across', 'along', 'from', 'at', 'then', 'lengthwise', 'crosswise', 'diagonally']);

/** Participle and food that together name a product on the shelf: "diced tomatoes", "crushed red pepper". */
const PRODUCTS: ReadonlySet<string> = new Set(['diced tomato', 'crushed tomato', 'stewed tomato', 'crushed pineapple', 'crushed red', 'shredded coconut', 'packed brown']);

const CONNECTORS = new Set(['and', 'or', '&', ',']);

function word(tokens: readonly Token[], index: number): string {
  const token = tokens[index];
  return token?.kind === 'word' ? token.lower : '';
}

/**
 * Where a preparation phrase starting at `index` ends (exclusive), or undefined when none
 * starts there. A phrase is adverbs and a participle, joined by "and", "or" or commas to more
 * of the same: "peeled and diced", "finely chopped", "thin-sliced".
 */
export function prepPhraseEnd(tokens: readonly Token[], index: number, end: number, afterComma = false): number | undefined {
  let i = index;
  let found: number | undefined;
  let afterConnector = false;
  while (i < end) {
    let j = i;
    let adverbs = 0;
    while (j < end && (PREP_ADVERBS.has(word(tokens, j)) || isHyphenedAdverb(tokens, j))) {
      j += tokens[j + 1]?.text === '-' ? 2 : 1;
      adverbs += 1;
    }
    const participle = word(tokens, j);
    // "chopped dried mango" keeps "dried": only a list or an adverb makes it a preparation.
    const inList = afterComma || afterConnector || adverbs > 0 || listGoesOn(tokens, j + 1, end);
    const isParticiple = PREP_PARTICIPLES.has(participle) || (inList && PARTICIPLES_AFTER_ADVERB.has(participle));
    // "oil-packed", "pre-shredded": a compound adjective, part of the name.
    const compound = tokens[j - 1]?.text === '-' && tokens[j - 1]?.end === tokens[j]?.start && adverbs === 0;
    if (j >= end || !isParticiple || compound) break;
    j += 1;
    while (j < end && PREP_AFTERWORDS.has(word(tokens, j))) j += 1;
    found = j;
    // Another participle after "and", "or" or a comma continues the phrase.
    let k = j;
    while (k < end && CONNECTORS.has(tokens[k]?.lower ?? '')) k += 1;
    afterConnector = k > j;
    i = k;
  }
  return found;
}

/** Whether a connector and another preparation follow: "toasted, peeled, and crushed". */
function listGoesOn(tokens: readonly Token[], index: number, end: number): boolean {
  let k = index;
  while (k < end && k < index + 3 && CONNECTORS.has(tokens[k]?.lower ?? '')) k += 1;
  while (k < end && PREP_ADVERBS.has(word(tokens, k))) k += 1;
  return k > index && PREP_PARTICIPLES.has(word(tokens, k));
}

/** "thin-sliced", "fine-chopped": an adjective hyphened to a participle works as an adverb. */
function isHyphenedAdverb(tokens: readonly Token[], index: number): boolean {
  const w = word(tokens, index);
  return (w === 'thin' || w === 'thick' || w === 'fine' || w === 'coarse' || w === 'rough') && tokens[index + 1]?.text === '-' && PREP_PARTICIPLES.has(word(tokens, index + 2));
}

/** Whether the bare participle at `index` names a product with the word after it ("diced tomatoes"). */
export function isProduct(tokens: readonly Token[], index: number): boolean {
  return PRODUCTS.has(`${word(tokens, index)} ${singular(word(tokens, index + 1))}`);
}

/** Whether a preparation phrase ending at `index` goes on ("cut into 1-inch pieces"). */
export function continuesPreparation(tokens: readonly Token[], index: number): boolean {
  return PREP_CONTINUATIONS.has(word(tokens, index));
}

/** Whether a comma-separated part of a line is a preparation ("finely chopped", "cut into strips"). */
export function isPreparationText(tokens: readonly Token[], start: number, end: number): boolean {
  // "then cut into wedges", "and drained"
  const first = word(tokens, start);
  const from = first === 'then' || first === 'and' ? start + 1 : start;
  return prepPhraseEnd(tokens, from, end, true) !== undefined;
}
