/**
 * What a line looks like when no heading says what it is: an ingredient (an amount or a known
 * food at the start, and short) or a step (a sentence that starts with a cooking verb, or a
 * numbered instruction). Also the markers that start a step ("1.", "2)", "Step 3:", bullets).
 * Judged from the line's first words and length only; nothing reads a line twice.
 */
import { FOODS } from '../catalog/catalog';
import { readHead } from '../ingredients/head';
import { mendLeadingAmount } from '../text/ocr-slips';
import { phraseKey } from '../text/words';
import { canonicalUnit } from '../ingredients/line-units';
import { cleanLine, tokenize } from '../ingredients/tokens';
import { NUMBER_WORDS } from '../units';
import { memoByLine } from './memo';
import { endsSentence, wordCount } from './text-lines';

/** Verbs (and openers) that start a step: "Preheat the oven", "In a large bowl, whisk...", "Meanwhile, ...". */
const STEP_STARTS = new Set([
  'add', 'adjust', 'allow', 'arrange', 'assemble', 'bake', 'baste', 'beat', 'blanch', 'blend', 'boil', 'braise', 'bring', 'broil',
  'brush', 'chill', 'chop', 'coat', 'combine', 'cook', 'cool', 'cover', 'crack', 'crimp', 'crush', 'cut', 'decorate', 'deglaze',
  'dice', 'dip', 'discard', 'dissolve', 'divide', 'drain', 'drizzle', 'dredge', 'enjoy', 'fill', 'finish', 'flip', 'fold', 'freeze',
  'fry', 'garnish', 'grate', 'grease', 'grill', 'grind', 'heat', 'knead', 'ladle', 'layer', 'leave', 'let', 'make', 'marinate',
  'mash', 'melt', 'microwave', 'mince', 'mix', 'moisten', 'pat', 'peel', 'pierce', 'place', 'poach', 'pour', 'preheat', 'prepare',
  'press', 'prick', 'pulse', 'puree', 'purée', 'put', 'reduce', 'refrigerate', 'reheat', 'remove', 'repeat', 'reserve', 'return',
  'rinse', 'roast', 'roll', 'rub', 'saute', 'sauté', 'scatter', 'scoop', 'scrape', 'sear', 'separate', 'serve', 'set', 'shake',
  'shred', 'sift', 'simmer', 'skim', 'slice', 'slide', 'soak', 'spoon', 'spray', 'spread', 'sprinkle', 'squeeze', 'steam', 'steep',
  'stir', 'strain', 'stuff', 'swirl', 'take', 'taste', 'toss', 'transfer', 'trim', 'turn', 'uncover', 'unmold', 'wash', 'whip',
  'whisk', 'wipe', 'wrap', 'in', 'into', 'using', 'meanwhile', 'once', 'when', 'while', 'after', 'then', 'finally', 'first', 'next',
  'now', 'keep', 'store', 'continue', 'stirring', 'working', 'carefully', 'gently', 'slowly', 'quickly', 'if', 'insert', 'wait',
  'begin', 'lightly', 'generously', 'evenly', 'check', 'scramble', 'caramelize', 'caramelise', 'blitz', 'smash', 'thicken', 'wilt',
]);
/** Words that are a food or a thing as often as a verb ("Cream cheese", "Top sirloin"): a step only before "the", "with"... */
const NOUN_VERBS = new Set([
  'cream', 'top', 'season', 'line', 'rest', 'dust', 'glaze', 'brown', 'oil', 'zest', 'quarter', 'pinch', 'tip', 'form', 'shape',
  'process', 'plate', 'score', 'crumble', 'thread', 'char', 'lower', 'drop', 'pop', 'fit', 'start', 'measure', 'sweat', 'water',
  'butter', 'flour', 'salt', 'pepper', 'smoke', 'ice', 'frost', 'juice', 'core', 'seed', 'stem', 'halve', 'toast', 'sauce', 'dress',
]);
const AFTER_NOUN_VERB = new Set([
  'the', 'a', 'an', 'with', 'it', 'them', 'each', 'all', 'your', 'in', 'on', 'for', 'over', 'until', 'off', 'to', 'into',
  'up', 'out', 'down', 'well', 'generously', 'lightly', 'evenly', 'together', 'both', 'half', 'any', 'this', 'these',
]);

/** Whether a line's first words are a cooking verb at work: "Stir in", "Top with", not "Cream cheese". */
export function startsWithCookingVerb(text: string): boolean {
  const match = /^([\p{L}']+)[,\s]+([\p{L}']+)?/u.exec(text);
  const first = (match?.[1] ?? /^[\p{L}']+/u.exec(text)?.[0] ?? '').toLowerCase();
  if (STEP_STARTS.has(first)) return true;
  return NOUN_VERBS.has(first) && AFTER_NOUN_VERB.has((match?.[2] ?? '').toLowerCase());
}

/** A step marker at a line's start: "1.", "2)", "(3)", "4 -", "Step 5:", "STEP 5", "l." for 1, or a bullet. */
export interface StepMarker {
  /** The line without its marker. */
  rest: string;
  numbered: boolean;
}

const NUMBER_MARKER = /^(?:\(\d{1,3}\)|\d{1,3}\s?[.):]|\d{1,3}\s[-–—]|[lI|][.)](?=\s?\p{Lu}))\s?/u;
const STEP_WORD_MARKER = /^step\s?(?:\d{1,3}|[lI]|one|two|three|four|five|six|seven|eight|nine|ten)\b\s?[:.)\-–—]?\s?/i;
const BULLET_MARKER = /^[•·▪▫●○◦‣∙*>\-–—~☐▢□✓✔➤►▶→]\s?/u;
const CIRCLED_NUMBER = /^[①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳❶❷❸❹❺❻❼❽❾❿]\s?/u;

export function readStepMarker(text: string): StepMarker | undefined {
  const step = STEP_WORD_MARKER.exec(text);
  if (step) return { rest: text.slice(step[0].length).trim(), numbered: true };
  const number = NUMBER_MARKER.exec(text);
  // "1.5 cups" and "2 cups" are amounts, not markers: a marker is followed by a space or a capital.
  if (number && !/^\d{1,3}\.\d/.test(text) && !/^\d{1,3}:\d/.test(text)) return { rest: text.slice(number[0].length).trim(), numbered: true };
  const circled = CIRCLED_NUMBER.exec(text);
  if (circled) return { rest: text.slice(circled[0].length).trim(), numbered: true };
  const bullet = BULLET_MARKER.exec(text);
  if (bullet) return { rest: text.slice(bullet[0].length).trim(), numbered: false };
  return undefined;
}

/** What a line looks like, worked out once per line text. */
interface Shape {
  amount: boolean;
  step: boolean;
  ingredient: boolean;
}

const shapeOf = memoByLine(computeShape);

function computeShape(text: string): Shape {
  const marker = readStepMarker(text);
  const body = marker ? marker.rest : text;
  const amount = body !== '' && leadingAmount(body);
  const words = wordCount(body.slice(0, 400));
  const ends = endsSentence(body);
  // "Salt to taste", unpunctuated, names a food: an ingredient ("Season to taste." is a step).
  const seasoning = !amount && !ends && words <= 6 && TO_TASTE_END.test(body) && namesFood(body);
  let step: boolean;
  if (body === '') step = marker?.numbered === true;
  else if (seasoning) step = false;
  else if (amount) step = false;
  else if (startsWithCookingVerb(body) && (words >= 3 || ends)) step = true;
  else if (marker?.numbered && words >= 3) step = true;
  else step = words >= 12 && ends;

  let ingredient = false;
  const item = marker && !marker.numbered ? marker.rest : text;
  const itemAmount = item === body ? amount : item !== '' && leadingAmount(item);
  if (item === '' || item.length > 160) ingredient = false;
  else if (itemAmount) ingredient = words <= 20 && !(words > 10 && ends && /[.!?]\s\p{Lu}/u.test(item));
  else if (!step && words <= 7 && !/[.!?]$/.test(item) && !ABOUT_SOMEONE.test(item)) {
    ingredient = /\bto taste\b|\bfor (?:garnish|serving|frying|greasing|dusting)\b|\bas needed\b/i.test(item) || namesFood(item.replace(TRAILING_AMOUNT, ''));
  }
  return { amount, step, ingredient };
}

/** An amount written after the food: "Self-raising flour 225g", "Eggs – 3", "Butter 55g, cubed". */
const TRAILING_AMOUNT = /\s[-–—:]?\s?[\d½¼¾⅓⅔][\d/.]{0,5}\s?[\p{L}]{0,6}\.?(?:,.{0,60})?$/u;

/** An ingredient line's closing words when the amount is the cook's to choose. */
const TO_TASTE_END = /\b(?:to taste|as needed|for (?:garnish|serving|dusting|greasing|frying))$/i;

/** Sentences about the cook or the reader, never an ingredient line ("You need to try this pasta"). */
const ABOUT_SOMEONE = /^(?:i|i'm|im|you|your|you're|we|we're|my|our|this|these|it|it's|so|just|they|he|she|if|when|who|what|why|how)\b/i;

/** Whether a line reads as a step: a sentence starting with a cooking verb, or long prose. */
export function isStepLike(text: string): boolean {
  return shapeOf(text).step;
}

/** Whether a line reads as an ingredient: an amount at its start, or a short line naming a food. */
export function isIngredientLike(text: string): boolean {
  return shapeOf(text).ingredient;
}

/** Whether the line starts with an amount an ingredient would ("2 cups", "½", "a pinch", "one"). */
export function hasLeadingAmount(text: string): boolean {
  return shapeOf(text).amount;
}

/** First words that may start an amount; any other word means the line has none (cheap test before parsing). */
const AMOUNT_WORDS = new Set([
  'a', 'an', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'half', 'dozen',
  'couple', 'pinch', 'dash', 'handful', 'splash', 'bunch', 'sprig', 'knob', 'glug', 'drop', 'juice', 'zest', 'about', 'approximately',
  'approx', 'scant', 'heaping', 'heaped', 'generous', 'rounded', 'level', 'optional', 'large', 'small', 'medium', 'up', 'cup',
  'cups', 'tbsp', 'tsp', 'tablespoon', 'tablespoons', 'teaspoon', 'teaspoons', 'can', 'cans', 'l', 'i',
]);

/** Words after a number in a dish's name, never in an amount: "one pot", "5 ingredient", "10 minute". */
const DISH_COUNTS = new Set(['pot', 'pan', 'tray', 'skillet', 'ingredient', 'minute', 'step']);

function leadingAmount(text: string): boolean {
  const first = /^[^\p{L}\p{N}½¼¾⅓⅔⅛⅜⅝⅞]{0,3}([\p{L}]+|[\p{N}½¼¾⅓⅔⅛⅜⅝⅞])/u.exec(text);
  if (!first?.[1]) return false;
  if (/^\p{L}/u.test(first[1]) && !AMOUNT_WORDS.has(first[1].toLowerCase())) return false;
  const clean = cleanLine(mendLeadingAmount(text.slice(0, 120)));
  const tokens = tokenize(clean);
  const token = tokens[0];
  if (!token) return false;
  // "3-Ingredient Fudge", "Three-Bean Chili": a number joined to a word (not a unit: "14-ounce") names a dish.
  const joined = tokens[1]?.text === '-' && tokens[1].start === token.end && tokens[2]?.kind === 'word' && tokens[2].start === tokens[1].end;
  if (joined && (token.kind === 'number' || NUMBER_WORDS[token.lower] !== undefined) && canonicalUnit(tokens[2]?.text ?? '') === undefined) {
    return false;
  }
  // "One pan lemon chicken", "5 ingredient cookies": a number before a pot or a count of things names a dish.
  if (DISH_COUNTS.has(tokens[1]?.lower ?? '') && tokens[2]?.kind === 'word' && (token.kind === 'number' || NUMBER_WORDS[token.lower] !== undefined)) return false;
  const head = readHead(clean, tokens);
  return head.quantity !== null || head.unit !== '';
}

/** Every word and phrase of the food catalog, singular: "chicken breast", "flour", "egg". */
let foodTerms: Set<string> | undefined;

/** Whether a short line names a catalog food: its whole first part, or its last one or two words ("Fresh basil", "Salt and pepper"). */
function namesFood(text: string): boolean {
  foodTerms ??= new Set(FOODS.flatMap((food) => [food.name, food.plural, ...food.aliases].map((term) => phraseKey(term))));
  const words = phraseKey((text.split(/[,(]/)[0] ?? text).slice(0, 80)).split(' ').filter(Boolean);
  if (words.length === 0 || words.length > 6) return false;
  const terms = foodTerms;
  return terms.has(words.join(' ')) || terms.has(words.slice(-2).join(' ')) || terms.has(words.at(-1) ?? '') || terms.has(words[0] ?? '');
}
